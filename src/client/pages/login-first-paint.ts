/**
 * The login page as the HTML itself draws it (login.<locale>.html, written by vite.config.ts and sent for /login): the
 * brand panel and a working form, painted as soon as the page arrives, where the browser would otherwise show nothing
 * until the code has drawn the form. A person may type, and even press "sign in", before the code arrives: the small
 * script after the form keeps the press, and the React page (login-page.tsx) takes the form over with what was typed
 * (`takeOverFirstPaint`) and signs in if it was pressed. Sizes and colours are login-page.tsx's in the default theme,
 * so nothing moves when it takes over; the brand panel, like there, on a desktop only. The server puts the site's own
 * title, logo and company name where `data-site` marks them (src/server/account/public.routes.ts) and allows the
 * inline script by its hash (src/server/app.ts).
 */

/** The texts the page shows before anything is configured: the product's name and the form's words. */
export type FirstPaintTexts = {
  title: string;
  tagline: string;
  heading: string;
  username: string;
  password: string;
  rememberMe: string;
  submit: string;
};

const FORM_ID = 'first-paint-login';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `<style>
      body { margin: 0; font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Microsoft YaHei", sans-serif; }
      .first-paint { min-height: 100vh; display: flex; background: #f0f2f5; }
      .first-paint-brand { flex: 1; display: none; flex-direction: column; justify-content: space-between; box-sizing: border-box; padding: 48px; color: #fff;
        background: linear-gradient(135deg, rgb(16, 100, 178) 0%, rgb(24, 144, 255) 55%, rgb(54, 207, 201) 100%); }
      .first-paint-brand header { display: flex; align-items: center; gap: 12px; font-size: 20px; font-weight: 600; line-height: 32px; }
      .first-paint-brand img { display: block; width: 40px; height: 40px; box-sizing: border-box; padding: 4px; border-radius: 6px; background: #fff; }
      .first-paint-brand h1 { max-width: 460px; margin: 0 0 16px; font-size: 48px; font-weight: 700; line-height: 60px; }
      .first-paint-brand p { max-width: 460px; margin: 0; font-size: 20px; line-height: 32px; opacity: 0.9; }
      .first-paint-brand > span { height: 20px; }
      .first-paint-form { flex: 0 0 520px; display: flex; align-items: center; justify-content: center; box-sizing: border-box; padding: 24px; }
      @media (min-width: 900px) { .first-paint-brand { display: flex; } }
      @media (max-width: 899.95px) { .first-paint-form { flex: 1; } }
      #${FORM_ID} { display: flex; flex-direction: column; width: 100%; max-width: 380px; box-sizing: border-box; padding: 32px; background: #fff; border: 1px solid #e8e8e8; border-radius: 4px; color: rgba(0, 0, 0, 0.87); }
      #${FORM_ID} h2 { margin: 0 0 4px; font-size: 24px; font-weight: 600; line-height: 1.334; }
      #${FORM_ID} .sub { margin: 0 0 24px; font-size: 14px; line-height: 20px; }
      #${FORM_ID} .field { position: relative; display: flex; align-items: center; height: 56px; margin: 16px 0 31px; padding: 0 14px; box-sizing: border-box;
        border: 1px solid rgba(0, 0, 0, 0.23); border-radius: 4px; }
      #${FORM_ID} .field + .field { margin: 8px 0 27px; }
      #${FORM_ID} .field:focus-within { border: 2px solid #1890ff; padding: 0 13px; }
      #${FORM_ID} .field > span { position: absolute; top: -9px; left: 9px; padding: 0 5px; background: #fff; font-size: 12px; line-height: 16px; color: rgba(0, 0, 0, 0.6); }
      #${FORM_ID} .field:focus-within > span { color: #1890ff; left: 8px; top: -10px; }
      #${FORM_ID} .field svg { flex: none; width: 20px; height: 20px; margin-right: 8px; fill: rgba(0, 0, 0, 0.54); }
      #${FORM_ID} .field input { flex: 1; min-width: 0; height: 100%; padding: 0; border: 0; outline: 0; background: transparent; font: inherit; font-size: 16px; color: inherit; }
      #${FORM_ID} .remember { display: flex; align-items: center; gap: 9px; height: 38px; margin: 0 0 16px; font-size: 16px; }
      #${FORM_ID} .remember input { width: 16px; height: 16px; margin: 0 0 0 2px; }
      #${FORM_ID} button { display: block; width: 100%; height: 42px; border: 0; border-radius: 4px; background: #1890ff; color: #fff; font: inherit; font-size: 15px; font-weight: 500; cursor: pointer; }
      #${FORM_ID} button:disabled { opacity: 0.7; }
    </style>`;

// Material icons PersonOutline and LockOutlined, as login-page.tsx shows them.
const PERSON_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 5.9c1.16 0 2.1.94 2.1 2.1s-.94 2.1-2.1 2.1S9.9 9.16 9.9 8s.94-2.1 2.1-2.1m0 9c2.97 0 6.1 1.46 6.1 2.1v1.1H5.9V17c0-.64 3.13-2.1 6.1-2.1M12 4C9.79 4 8 5.79 8 8s1.79 4 4 4 4-1.79 4-4-1.79-4-4-4m0 9c-2.67 0-8 1.34-8 4v3h16v-3c0-2.66-5.33-4-8-4"/></svg>';
const LOCK_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2M9 6c0-1.66 1.34-3 3-3s3 1.34 3 3v2H9zm9 14H6V10h12zm-6-3c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2"/></svg>';

/**
 * Keeps a press of "sign in" made before the code has arrived: the form is not sent (it would leave the page), it is
 * marked for the React page to sign in with what it holds. Inline, so it runs as soon as the form is parsed.
 */
export const FIRST_PAINT_SCRIPT = `<script>(function(){var f=document.getElementById('${FORM_ID}');f.addEventListener('submit',function(e){e.preventDefault();f.setAttribute('data-submitted','');f.querySelector('button').disabled=true;});})();</script>`;

/** The page of one language with the brand panel and the form drawn by the HTML. */
export function withFirstPaintLogin(page: string, texts: FirstPaintTexts): string {
  const t = Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, escapeHtml(text)])) as FirstPaintTexts;
  const brand =
    `<div class="first-paint-brand"><header><img src="/logo.svg" data-site="logo" alt="" /><span data-site="company"></span></header>` +
    `<div><h1 data-site="title">${t.title}</h1><p>${t.tagline}</p></div><span></span></div>`;
  const form =
    `<form id="${FORM_ID}" method="post" novalidate><h2>${t.heading}</h2><p class="sub" data-site="title">${t.title}</p>` +
    `<label class="field"><span>${t.username}</span>${PERSON_ICON}<input name="username" autocomplete="username" /></label>` +
    `<label class="field"><span>${t.password}</span>${LOCK_ICON}<input name="password" type="password" autocomplete="current-password" /></label>` +
    `<label class="remember"><input type="checkbox" name="rememberMe" />${t.rememberMe}</label>` +
    `<button type="submit">${t.submit}</button></form>`;
  return page
    .replace('</head>', `  ${STYLE}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root"><div class="first-paint">${brand}<div class="first-paint-form">${form}</div></div></div>${FIRST_PAINT_SCRIPT}`,
    );
}

/** What a person did in the form drawn by the HTML before the code arrived. */
export type FirstPaintInput = {
  username: string;
  password: string;
  rememberMe: boolean;
  /** "Sign in" was pressed. */
  submitted: boolean;
  /** The field being typed in, with the caret's place, to go on typing there. */
  focus: { name: 'username' | 'password'; caret: number } | null;
};

/** Reads the HTML form, just before the React page replaces it; null where the page came without it. */
export function takeOverFirstPaint(): FirstPaintInput | null {
  const form = document.getElementById(FORM_ID) as HTMLFormElement | null;
  if (!form) return null;
  const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const active = document.activeElement as HTMLInputElement | null;
  const focused = active && form.contains(active) && (active.name === 'username' || active.name === 'password') ? active : null;
  return {
    username: input('username').value,
    password: input('password').value,
    rememberMe: input('rememberMe').checked,
    submitted: form.hasAttribute('data-submitted'),
    focus: focused ? { name: focused.name as 'username' | 'password', caret: focused.selectionStart ?? focused.value.length } : null,
  };
}
