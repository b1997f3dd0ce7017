import type { z } from 'zod';
import type { catalogNodeBody, helpArticleBody, holidayBody, scheduledJobBody } from '../../shared/schemas/config.schema.ts';
import type { dictClassBody, dictValueBody, menuBody, officeBody, postBody, roleBody, userBody } from '../../shared/schemas/org.schema.ts';
import type {
  accessSimulation,
  adminUser,
  adminUserDetail,
  CatalogKind,
  catalogNode,
  createdId,
  dictClass,
  dictValue,
  helpArticle,
  helpTreeNode,
  holiday,
  job,
  jobRun,
  loginLog,
  menuNode,
  officeNode,
  operationLog,
  post,
  printTemplate,
  role,
  serverHealth,
  signAuthorization,
  systemParam,
  tableInfo,
  updateMessage,
  userListItem,
} from '../../shared/schemas/admin.schema.ts';
import type { Answer, PageAnswer } from '../../shared/schemas/answer.schema.ts';
import { api } from './base-api.ts';

/** What the administration calls answer (src/shared/schemas/admin.schema.ts), as the client receives it. */
export type PageArgs = { pageIndex: number; limit: number };
export type OfficeNode = Answer<typeof officeNode>;
export type AdminUser = Answer<typeof adminUser>;
export type AdminUserDetail = Answer<typeof adminUserDetail>;
export type UserQuery = PageArgs & { name?: string; officeId?: number };
export type UserListItem = Answer<typeof userListItem>;
export type Role = Answer<typeof role>;
export type Post = Answer<typeof post>;
export type MenuNode = Answer<typeof menuNode>;
export type DictClass = Answer<typeof dictClass>;
export type DictValue = Answer<typeof dictValue>;
export type SystemParam = Answer<typeof systemParam>;
export type Job = Answer<typeof job>;
export type JobRun = Answer<typeof jobRun>;
export type Holiday = Answer<typeof holiday>;
export type { CatalogKind } from '../../shared/schemas/admin.schema.ts';
export type CatalogNode = Answer<typeof catalogNode>;
export type SignAuthorization = Answer<typeof signAuthorization>;
export type UpdateMessage = Answer<typeof updateMessage>;
export type PrintTemplate = Answer<typeof printTemplate>;
export type HelpTreeNode = Answer<typeof helpTreeNode>;
export type HelpArticleFull = Answer<typeof helpArticle>;
export type ServerHealth = Answer<typeof serverHealth>;
export type LoginLog = Answer<typeof loginLog>;
export type OperationLog = Answer<typeof operationLog>;
export type TableInfo = Answer<typeof tableInfo>;
export type Simulation = Answer<typeof accessSimulation>;
export type ReleaseNote = UpdateMessage;

/** The configuration tables served by one generic route each (list / create / update / delete). */
export type ConfigPath = '/sysParam' | '/sign/auth' | '/updateMessage' | '/printTemplate';

const TAGS = ['Office', 'AdminUser', 'Role', 'Post', 'AdminMenu', 'Dict', 'Config', 'Job', 'Holiday', 'Catalog', 'Monitor'] as const;
type Tag = (typeof TAGS)[number];
const tag = (type: Tag, id: string | number = 'LIST') => ({ type, id });

/** The administration calls of spec §7 (User, Menu, Dictionary, Office, Help centre) and the configuration screens. */
export const adminApi = api.enhanceEndpoints({ addTagTypes: TAGS }).injectEndpoints({
  endpoints: (build) => ({
    officeTree: build.query<OfficeNode[], void>({ query: () => '/office/alltree', providesTags: [tag('Office')] }),
    saveOffice: build.mutation<OfficeNode, z.input<typeof officeBody>>({
      query: (body) => ({ url: '/office', method: body.id ? 'PUT' : 'POST', body, repToken: true }),
      invalidatesTags: [tag('Office')],
    }),
    setOfficeState: build.mutation<null, { id: number; enabled: boolean }>({
      query: ({ id, enabled }) => ({ url: `/office/${id}/${enabled ? 1 : 0}`, method: 'PUT' }),
      invalidatesTags: [tag('Office')],
    }),

    users: build.query<PageAnswer<typeof adminUser>, UserQuery>({ query: (params) => ({ url: '/user', params }), providesTags: [tag('AdminUser')] }),
    user: build.query<AdminUserDetail, number>({ query: (id) => `/user/${id}`, providesTags: (_r, _e, id) => [tag('AdminUser', id)] }),
    userOptions: build.query<UserListItem[], void>({ query: () => '/user/userLists', providesTags: [tag('AdminUser')] }),
    saveUser: build.mutation<Answer<typeof createdId> | null, z.input<typeof userBody>>({
      query: (body) => ({ url: '/user', method: body.id ? 'PUT' : 'POST', body, repToken: true }),
      invalidatesTags: (_r, _e, body) => [tag('AdminUser'), ...(body.id ? [tag('AdminUser', body.id)] : [])],
    }),
    toggleUser: build.mutation<{ enabled: boolean }, number>({
      query: (id) => ({ url: `/user/enable/${id}`, method: 'DELETE' }),
      invalidatesTags: [tag('AdminUser')],
    }),
    deleteUser: build.mutation<null, number>({ query: (id) => ({ url: `/user/${id}`, method: 'DELETE' }), invalidatesTags: [tag('AdminUser')] }),
    resetPassword: build.mutation<null, { id: number; password: string }>({
      query: ({ id, password }) => ({ url: `/user/resetpw/${id}`, method: 'PUT', body: { password }, repToken: true }),
      invalidatesTags: [tag('AdminUser')],
    }),

    roles: build.query<Role[], void>({ query: () => '/role', providesTags: [tag('Role'), 'Language'] }),
    roleMenus: build.query<number[], number>({
      query: (id) => `/role/${id}`,
      transformResponse: (role: Role & { menuIds: number[] }) => role.menuIds,
      providesTags: (_r, _e, id) => [tag('Role', id)],
    }),
    saveRole: build.mutation<Role, z.input<typeof roleBody>>({
      query: (body) => ({ url: '/role', method: body.id ? 'PUT' : 'POST', body, repToken: true }),
      invalidatesTags: [tag('Role')],
    }),
    deleteRole: build.mutation<null, number>({ query: (id) => ({ url: `/role/${id}`, method: 'DELETE' }), invalidatesTags: [tag('Role')] }),
    saveRoleMenus: build.mutation<null, { id: number; menuIds: number[] }>({
      query: ({ id, menuIds }) => ({ url: `/role/${id}/menus`, method: 'PUT', body: { menuIds } }),
      // The signed-in user's own menus may change with it.
      invalidatesTags: (_r, _e, { id }) => [tag('Role', id), 'Menu'],
    }),

    posts: build.query<Post[], void>({ query: () => '/post', providesTags: [tag('Post'), 'Language'] }),
    savePost: build.mutation<Post, z.input<typeof postBody>>({
      query: (body) => ({ url: '/post', method: body.id ? 'PUT' : 'POST', body, repToken: true }),
      invalidatesTags: [tag('Post')],
    }),
    deletePost: build.mutation<null, number>({ query: (id) => ({ url: `/post/${id}`, method: 'DELETE' }), invalidatesTags: [tag('Post')] }),
    postUsers: build.query<UserListItem[], number>({
      query: (postId) => ({ url: '/user/postUserList', params: { postId } }),
      providesTags: (_r, _e, id) => [tag('Post', id)],
    }),
    savePostUsers: build.mutation<null, { id: number; userIds: number[] }>({
      query: ({ id, userIds }) => ({ url: `/post/${id}/users`, method: 'PUT', body: { userIds } }),
      invalidatesTags: (_r, _e, { id }) => [tag('Post', id), tag('AdminUser')],
    }),

    menuTree: build.query<MenuNode[], void>({ query: () => '/menu/tree', providesTags: [tag('AdminMenu'), 'Language'] }),
    saveMenu: build.mutation<MenuNode, z.input<typeof menuBody>>({
      query: (body) => ({ url: '/menu', method: body.menuId ? 'PUT' : 'POST', body, repToken: true }),
      invalidatesTags: [tag('AdminMenu'), 'Menu'],
    }),
    deleteMenu: build.mutation<null, number>({ query: (id) => ({ url: `/menu/${id}`, method: 'DELETE' }), invalidatesTags: [tag('AdminMenu'), 'Menu'] }),

    dictClasses: build.query<PageAnswer<typeof dictClass>, void>({
      query: () => ({ url: '/dict/page', params: { pageIndex: 1, limit: 500 } }),
      providesTags: [tag('Dict'), 'Language'],
    }),
    dictValues: build.query<PageAnswer<typeof dictValue>, number>({
      query: (id) => ({ url: `/dict/valuePage/${id}`, params: { pageIndex: 1, limit: 500 } }),
      providesTags: (_r, _e, id) => [tag('Dict', id)],
    }),
    saveDictClass: build.mutation<DictClass, z.input<typeof dictClassBody>>({
      query: (body) => ({ url: '/dict', method: 'POST', body, repToken: true }),
      invalidatesTags: [tag('Dict')],
    }),
    saveDictValue: build.mutation<DictValue, z.input<typeof dictValueBody>>({
      query: (body) => ({ url: '/dict/dictValue', method: 'POST', body, repToken: true }),
      invalidatesTags: (_r, _e, body) => [tag('Dict', body.classId)],
    }),
    setDictStatus: build.mutation<null, { kind: 'class' | 'value'; id: number; enabled: boolean; classId?: number }>({
      query: ({ kind, id, enabled }) => ({ url: kind === 'class' ? '/dict/deleteClass' : '/dict/deleteValue', method: 'PUT', body: { id, enabled } }),
      invalidatesTags: (_r, _e, arg) => [arg.kind === 'class' ? tag('Dict') : tag('Dict', arg.classId ?? 0)],
    }),
    deleteDict: build.mutation<null, { kind: 'class' | 'value'; id: number; classId?: number }>({
      query: ({ kind, id }) => ({ url: `/dict/${id}`, method: 'DELETE', params: { kind } }),
      invalidatesTags: (_r, _e, arg) => [arg.kind === 'class' ? tag('Dict') : tag('Dict', arg.classId ?? 0)],
    }),

    configRows: build.query<unknown[], ConfigPath>({ query: (path) => path, providesTags: (_r, _e, path) => [tag('Config', path)] }),
    saveConfigRow: build.mutation<unknown, { path: ConfigPath; id?: number; body: Record<string, unknown> }>({
      query: ({ path, id, body }) => ({ url: id ? `${path}/${id}` : path, method: id ? 'PUT' : 'POST', body, repToken: true }),
      invalidatesTags: (_r, _e, { path }) => [tag('Config', path)],
    }),
    deleteConfigRow: build.mutation<null, { path: ConfigPath; id: number }>({
      query: ({ path, id }) => ({ url: `${path}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { path }) => [tag('Config', path)],
    }),

    jobs: build.query<Job[], void>({ query: () => '/job', providesTags: [tag('Job')] }),
    saveJob: build.mutation<Job, z.input<typeof scheduledJobBody> & { id?: number }>({
      query: ({ id, ...body }) => ({ url: id ? `/job/${id}` : '/job', method: id ? 'PUT' : 'POST', body, repToken: true }),
      invalidatesTags: [tag('Job')],
    }),
    runJob: build.mutation<JobRun, number>({ query: (id) => ({ url: `/job/${id}/run`, method: 'POST' }), invalidatesTags: [tag('Job')] }),
    jobRuns: build.query<JobRun[], number>({ query: (id) => `/job/${id}/runs`, providesTags: [tag('Job')] }),

    holidays: build.query<Holiday[], number>({ query: (year) => ({ url: '/holiday', params: { year } }), providesTags: [tag('Holiday')] }),
    saveHoliday: build.mutation<null, z.input<typeof holidayBody>>({
      query: (body) => ({ url: '/holiday', method: 'PUT', body }),
      invalidatesTags: [tag('Holiday')],
    }),
    deleteHoliday: build.mutation<null, string>({ query: (day) => ({ url: `/holiday/${day}`, method: 'DELETE' }), invalidatesTags: [tag('Holiday')] }),

    catalogTree: build.query<CatalogNode[], CatalogKind>({
      query: (kind) => `/catalog/${kind}/tree`,
      providesTags: (_r, _e, kind) => [tag('Catalog', kind), 'Language'],
    }),
    saveCatalogNode: build.mutation<CatalogNode, { kind: CatalogKind; id?: number; body: z.input<typeof catalogNodeBody> }>({
      query: ({ kind, id, body }) => {
        const { parentId, ...rest } = body;
        return id
          ? { url: `/catalog/${kind}/${id}`, method: 'PUT', body: rest, repToken: true }
          : { url: `/catalog/${kind}`, method: 'POST', body: { parentId, ...rest }, repToken: true };
      },
      invalidatesTags: (_r, _e, { kind }) => [tag('Catalog', kind)],
    }),
    deleteCatalogNode: build.mutation<null, { kind: CatalogKind; id: number }>({
      query: ({ kind, id }) => ({ url: `/catalog/${kind}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { kind }) => [tag('Catalog', kind)],
    }),

    helpAdminTree: build.query<HelpTreeNode[], void>({ query: () => '/helpcenter/queryTree', providesTags: ['Help', 'Language'] }),
    helpAdminArticle: build.query<HelpArticleFull, number>({ query: (id) => `/helpcenter/${id}`, providesTags: ['Help', 'Language'] }),
    saveHelpArticle: build.mutation<HelpArticleFull, z.input<typeof helpArticleBody> & { id?: number }>({
      query: (body) => ({ url: '/helpcenter', method: 'POST', body, repToken: true }),
      invalidatesTags: ['Help'],
    }),
    deleteHelpArticle: build.mutation<null, number>({ query: (id) => ({ url: `/helpcenter/${id}`, method: 'DELETE' }), invalidatesTags: ['Help'] }),

    serverHealth: build.query<ServerHealth, void>({ query: () => '/monitor/server', providesTags: [tag('Monitor', 'server')] }),
    loginLog: build.query<PageAnswer<typeof loginLog>, PageArgs>({
      query: (params) => ({ url: '/monitor/logins', params }),
      providesTags: [tag('Monitor', 'logins')],
    }),
    operationLog: build.query<PageAnswer<typeof operationLog>, PageArgs & { loginName?: string }>({
      query: (params) => ({ url: '/monitor/operations', params }),
      providesTags: [tag('Monitor', 'operations')],
    }),
    tableInfo: build.query<TableInfo[], void>({ query: () => '/monitor/tables' }),
    simulate: build.query<Simulation, number>({ query: (userId) => ({ url: '/system/simulate', params: { userId } }), providesTags: ['Language'] }),

    unreadReleaseNotes: build.query<ReleaseNote[], void>({ query: () => ({ url: '/updateMessage/unread', silent: true }) }),
    markReleaseNoteRead: build.mutation<null, number>({ query: (id) => ({ url: `/updateMessage/${id}/read`, method: 'POST', silent: true }) }),
  }),
});

export const {
  useOfficeTreeQuery,
  useSaveOfficeMutation,
  useSetOfficeStateMutation,
  useUsersQuery,
  useLazyUserQuery,
  useUserOptionsQuery,
  useSaveUserMutation,
  useToggleUserMutation,
  useDeleteUserMutation,
  useResetPasswordMutation,
  useRolesQuery,
  useRoleMenusQuery,
  useSaveRoleMutation,
  useDeleteRoleMutation,
  useSaveRoleMenusMutation,
  usePostsQuery,
  useSavePostMutation,
  useDeletePostMutation,
  usePostUsersQuery,
  useSavePostUsersMutation,
  useMenuTreeQuery,
  useSaveMenuMutation,
  useDeleteMenuMutation,
  useDictClassesQuery,
  useDictValuesQuery,
  useSaveDictClassMutation,
  useSaveDictValueMutation,
  useSetDictStatusMutation,
  useDeleteDictMutation,
  useConfigRowsQuery,
  useSaveConfigRowMutation,
  useDeleteConfigRowMutation,
  useJobsQuery,
  useSaveJobMutation,
  useRunJobMutation,
  useJobRunsQuery,
  useHolidaysQuery,
  useSaveHolidayMutation,
  useDeleteHolidayMutation,
  useCatalogTreeQuery,
  useSaveCatalogNodeMutation,
  useDeleteCatalogNodeMutation,
  useHelpAdminTreeQuery,
  useLazyHelpAdminArticleQuery,
  useSaveHelpArticleMutation,
  useDeleteHelpArticleMutation,
  useServerHealthQuery,
  useLoginLogQuery,
  useOperationLogQuery,
  useTableInfoQuery,
  useSimulateQuery,
  useUnreadReleaseNotesQuery,
  useMarkReleaseNoteReadMutation,
} = adminApi;
