/** Help centre articles shipped with the product, in Chinese, English and Spanish; admins edit them in the help centre screen. */
export const HELP_ARTICLES = [
  {
    code: 'start',
    sort: 1,
    parent: undefined,
    title: '快速入门',
    content: '<h2>快速入门</h2><p>使用账号和密码登录。左侧菜单列出您有权限的页面；顶部搜索框可以按名称查找页面；右上角可以切换语言和界面大小。</p>',
    translations: {
      en: {
        title: 'Getting started',
        content:
          '<h2>Getting started</h2><p>Sign in with your account and password. The sidebar lists the pages you may open; the search box in the header finds a page by its name; the top-right menus switch language and size.</p>',
      },
      es: {
        title: 'Primeros pasos',
        content:
          '<h2>Primeros pasos</h2><p>Inicie sesión con su cuenta y contraseña. El menú lateral muestra las páginas que puede abrir; el buscador de la cabecera encuentra una página por su nombre; los menús de arriba a la derecha cambian el idioma y el tamaño.</p>',
      },
    },
  },
  {
    code: 'account',
    sort: 2,
    parent: undefined,
    title: '账号与密码',
    content: '<h2>账号与密码</h2><p>首次登录须修改初始密码。密码长度为 6 到 12 个字符。修改密码或账号后需要重新登录。</p>',
    translations: {
      en: {
        title: 'Account and password',
        content:
          '<h2>Account and password</h2><p>At first sign-in you must change the initial password. Passwords are 6 to 12 characters long. After changing your password or account name you sign in again.</p>',
      },
      es: {
        title: 'Cuenta y contraseña',
        content:
          '<h2>Cuenta y contraseña</h2><p>En el primer inicio de sesión debe cambiar la contraseña inicial. Las contraseñas tienen de 6 a 12 caracteres. Tras cambiar la contraseña o el nombre de cuenta, vuelva a iniciar sesión.</p>',
      },
    },
  },
  {
    code: 'approval',
    sort: 3,
    parent: undefined,
    title: '审批流程',
    content: '<h2>审批流程</h2><p>提交申请后，审批人会在待办中看到它；您可以在流程跟踪中查看每一步。</p>',
    translations: {
      en: {
        title: 'Approvals',
        content: '<h2>Approvals</h2><p>Once you submit an application, its approvers see it in their to-do list; flow tracing shows you each step.</p>',
      },
      es: {
        title: 'Aprobaciones',
        content:
          '<h2>Aprobaciones</h2><p>Una vez enviada una solicitud, sus aprobadores la ven en su lista de pendientes; el seguimiento del flujo le muestra cada paso.</p>',
      },
    },
  },
];
