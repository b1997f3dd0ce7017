import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { isPlainText } from './src/client/i18n/message-parser.ts';
import { withFirstPaintLogin, type FirstPaintTexts } from './src/client/pages/login-first-paint.ts';
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
            writeFile(path.join(outDir, `login.${locale}.html`), withFirstPaintLogin(languagePage, LOGIN_TEXTS[locale as keyof typeof LOGIN_TEXTS])),
          ]);
        }),
      );
    },
  };
}

/** The texts the login page shows before anything is configured: the product's name, tagline and the form's words. */
const loginTexts = (shared: Record<string, string>, login: Record<string, string>): FirstPaintTexts => ({
  title: shared['app.title'],
  tagline: login['login.tagline'],
  heading: login['login.heading'],
  username: login['login.username'],
  password: login['login.password'],
  rememberMe: login['login.rememberMe'],
  submit: login['login.submit'],
});
const LOGIN_TEXTS = { zh: loginTexts(zhShared, zhLogin), en: loginTexts(enShared, enLogin), es: loginTexts(esShared, esLogin) };

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), compiledSignInMessages(), languagePages(), precompress()],
  // CLIENT_DIST lets parallel builds (e.g. several browser-suite runs) keep apart.
  build: {
    outDir: process.env.CLIENT_DIST ? path.resolve(process.env.CLIENT_DIST) : '../../dist/client',
    emptyOutDir: true,
    sourcemap: process.env.CLIENT_SOURCEMAP === '1',
    // tests/bench/client-chunks.bench.ts reads what each chunk holds from the manifest.
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
  server: { proxy: { '/prod-api': 'http://127.0.0.1:8080' } },
});
