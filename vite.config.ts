import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { isPlainText } from './src/client/i18n/message-parser.ts';
import { en as enLogin } from './src/client/i18n/en.ts';
import { es as esLogin } from './src/client/i18n/es.ts';
import { zh as zhLogin } from './src/client/i18n/zh.ts';
import { en as enShared } from './src/shared/i18n/en.ts';
import { es as esShared } from './src/shared/i18n/es.ts';
import { zh as zhShared } from './src/shared/i18n/zh.ts';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes a .br and a .gz beside each text file of the build, once, at build time: the server sends them to
 * whoever accepts them (@fastify/static's preCompressed) without compressing on every request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    // After every other plugin has written its files.
    writeBundle: { order: 'post', sequential: true, handler: compressAll },
  };
  async function compressAll(_options: unknown, bundle: Rolldown.OutputBundle) {
    // Storybook builds with this configuration too: only the app's build is served by the server.
    if (!('index.html' in bundle)) return;
    const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite'));
    await Promise.all(
      files.map(async (file) => {
        const body = await readFile(path.join(outDir, file));
        // Tiny files gain nothing: a request's headers outweigh the bytes saved.
        if (body.length < 1024) return;
        const [br, gz] = await Promise.all([
          promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
          promisify(gzip)(body, { level: 9 }),
        ]);
        await Promise.all([writeFile(path.join(outDir, `${file}.br`), br), writeFile(path.join(outDir, `${file}.gz`), gz)]);
      }),
    );
  }
}

/** The login page's catalogue modules, one per language (src/client/i18n/interface-language.ts loads them). */
const SIGN_IN_CATALOGUE = /\/src\/(shared|client)\/i18n\/(zh|en|es)\.ts$/;

const MESSAGE_PARSER = '@formatjs/icu-messageformat-parser';
const PARSER_SHIM = path.resolve(import.meta.dirname, 'src/client/i18n/message-parser.ts');
const FULL_PARSER = path.resolve(import.meta.dirname, 'src/client/i18n/full-message-parser.ts');

/**
 * Keeps the ICU message parser out of the login page (src/client/i18n/message-parser.ts): react-intl's imports of it
 * get the shim, which parses plain text itself; the login page's catalogue modules have their messages with syntax
 * compiled to message trees here; the real parser loads with the catalogue parts that follow.
 */
function compiledSignInMessages(): Plugin {
  return {
    name: 'compiled-sign-in-messages',
    // Before Vite's own resolver, which would find the real parser.
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== MESSAGE_PARSER || !importer || importer === PARSER_SHIM || importer === FULL_PARSER) return null;
      return PARSER_SHIM;
    },
    transform: {
      order: 'post',
      async handler(code, id) {
        if (!SIGN_IN_CATALOGUE.test(id)) return null;
        // The catalogue is one exported object of strings, with nothing imported: evaluate it as it stands.
        const catalogue: Record<string, Record<string, string>> = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
        return Object.entries(catalogue)
          .map(([name, messages]) => {
            const compiled = Object.fromEntries(
              Object.entries(messages).map(([key, message]) => [key, isPlainText(message) ? message : parseMessage(message)]),
            );
            return `export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
          })
          .join('\n');
      },
    },
  };
}

/**
 * Writes index.<locale>.html beside index.html: the same page, also preloading that language's catalogue, so the
 * browser fetches it with the code in one round trip instead of once the code has run. The server sends the
 * page of the language the request asks for (language cookie, then Accept-Language).
 */
function languagePages(): Plugin {
  return {
    name: 'language-pages',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (!('index.html' in bundle)) return;
      const outDir = options.dir!;
      const page = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const chunks = new Map<string, string[]>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        // A catalogue may share its chunk with modules that import it.
        for (const id of chunk.moduleIds) {
          const locale = SIGN_IN_CATALOGUE.exec(id)?.[2];
          if (locale) chunks.set(locale, [...(chunks.get(locale) ?? []), chunk.fileName, ...chunk.imports]);
        }
      }
      await Promise.all(
        [...chunks].map(([locale, files]) => {
          const links = [...new Set(files)]
            .filter((file) => !page.includes(`/${file}"`))
            .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
            .join('\n    ');
          const languagePage = page.replace('</head>', `  ${links}\n  </head>`);
          return Promise.all([
            writeFile(path.join(outDir, `index.${locale}.html`), languagePage),
            writeFile(path.join(outDir, `login.${locale}.html`), withLoginBrand(languagePage, locale as keyof typeof LOGIN_TEXTS)),
          ]);
        }),
      );
    },
  };
}

/** The texts the login page's brand panel shows before anything is configured: the product's name and tagline. */
const LOGIN_TEXTS = {
  zh: { title: zhShared['app.title'], tagline: zhLogin['login.tagline'] },
  en: { title: enShared['app.title'], tagline: enLogin['login.tagline'] },
  es: { title: esShared['app.title'], tagline: esLogin['login.tagline'] },
};

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The login page of a language with its brand panel drawn by the HTML itself (login.<locale>.html, sent for /login):
 * the page paints its colours, logo, name and tagline as soon as it arrives, where the browser would otherwise paint
 * nothing until the code has drawn the form. The same sizes and colours as src/client/pages/login-page.tsx draws in
 * the default theme, so nothing moves when the app takes the page over; like it, on a desktop only. The server puts
 * the site's own title, logo and company name where `data-site` marks them (src/server/account/public.routes.ts).
 */
function withLoginBrand(page: string, locale: keyof typeof LOGIN_TEXTS): string {
  const { title, tagline } = LOGIN_TEXTS[locale];
  const style = `<style>
      body { margin: 0; font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Microsoft YaHei", sans-serif; }
      .first-paint { min-height: 100vh; display: flex; background: #f0f2f5; }
      .first-paint-brand { flex: 1; display: none; flex-direction: column; justify-content: space-between; box-sizing: border-box; padding: 48px; color: #fff;
        background: linear-gradient(135deg, rgb(16, 100, 178) 0%, rgb(24, 144, 255) 55%, rgb(54, 207, 201) 100%); }
      .first-paint-brand header { display: flex; align-items: center; gap: 12px; font-size: 20px; font-weight: 600; line-height: 32px; }
      .first-paint-brand img { display: block; width: 40px; height: 40px; box-sizing: border-box; padding: 4px; border-radius: 6px; background: #fff; }
      .first-paint-brand h1 { max-width: 460px; margin: 0 0 16px; font-size: 48px; font-weight: 700; line-height: 60px; }
      .first-paint-brand p { max-width: 460px; margin: 0; font-size: 20px; line-height: 32px; opacity: 0.9; }
      .first-paint-brand > span { height: 20px; }
      .first-paint-form { flex: 0 0 520px; }
      @media (min-width: 900px) { .first-paint-brand { display: flex; } }
      @media (max-width: 899.95px) { .first-paint-form { flex: 1; } }
    </style>`;
  const brand =
    `<div class="first-paint"><div class="first-paint-brand"><header><img src="/logo.svg" data-site="logo" alt="" /><span data-site="company"></span></header>` +
    `<div><h1 data-site="title">${escapeHtml(title)}</h1><p>${escapeHtml(tagline)}</p></div><span></span></div><div class="first-paint-form"></div></div>`;
  return page.replace('</head>', `  ${style}\n  </head>`).replace('<div id="root"></div>', `<div id="root">${brand}</div>`);
}

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), compiledSignInMessages(), languagePages(), precompress()],
  // CLIENT_DIST lets parallel builds (e.g. several browser-suite runs) keep apart.
  build: {
    outDir: process.env.CLIENT_DIST ? path.resolve(process.env.CLIENT_DIST) : '../../dist/client',
    emptyOutDir: true,
    sourcemap: process.env.CLIENT_SOURCEMAP === "1",
    // tests/bench/client-chunks.bench.ts reads what each chunk holds from the manifest.
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
  server: { proxy: { '/prod-api': 'http://127.0.0.1:8080' } },
});
