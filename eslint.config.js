import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Imports run one way (STYLE.md rule 12; each folder's README says who may import it). A part lists its folders
 * from the bottom up, siblings side by side in one array; an entry with a dot names files rather than a folder.
 * A folder may import only the layers below its own, so no two folders import each other.
 */
function layered(base, layers) {
  const at = (entry) => path.posix.join(base, entry);
  const glob = (entry) => (entry.includes('.') ? at(entry) : `${at(entry)}/**`);
  return layers.flatMap((layer, index) => {
    const notBelow = layers.slice(index).flat();
    return [layer].flat().map((entry) => ({
      target: glob(entry),
      from: notBelow.filter((other) => other !== entry).map(glob),
      message: `${at(entry)} may import only what lies below it (see its README).`,
    }));
  });
}

const LAYERS = [
  ...layered('.', ['src/shared', ['machines', 'flows'], 'src/modules', ['src/server', 'src/client']]),
  ...layered('src/shared', ['i18n', 'rules', 'schemas']),
  ...layered('src/server', [
    'metrics',
    'db',
    'lib',
    'ops',
    'plugins',
    'engine',
    'print',
    ['stock', 'attendance', 'payroll', 'documents'],
    'people',
    'workflow',
    'scheduler',
    ['account', 'admin'],
    'seed',
    '*.ts',
  ]),
  ...layered('src/client', [
    'lib',
    ['theme', 'i18n'],
    'state',
    'api',
    'app',
    'components',
    ['dialogs', 'engine'],
    'domains',
    ['print', 'workflow'],
    'admin',
    'pages',
    'layout',
    '*.tsx',
  ]),
  // Field controls and values at the bottom, then approval and list, then form, then view (engine/README.md).
  ...layered('src/client/engine', ['module', ['fields', 'chart'], ['approval', 'list', 'report'], 'form', 'view']),
  // Domains sit side by side; the listing of their parts registers them all.
  ...layered('src/client/domains', [['goods', 'stamping', 'attendance', 'people'], '*.ts']),
  // The browser has no file system: what the server reads from the modules' folders stays on the server.
  { target: 'src/client/**', from: ['src/modules/module-files.ts'], message: 'src/modules/module-files.ts reads the file system: server and tests only.' },
].filter((zone) => zone.from.length > 0);

// The server runs on Node, which loads a JSON module only when the import says it is one.
const JSON_IMPORT = {
  selector: "ImportDeclaration[source.value=/\\.json$/]:not(:has(ImportAttribute[key.name='type'][value.value='json']))",
  message: "Import JSON data with { type: 'json' }: Node refuses it otherwise.",
};

/** The tables of field kinds, one per layer: what a kind does is declared there, never switched on elsewhere. */
const FIELD_KIND_TABLES = [
  'src/shared/rules/field-kinds/**',
  'src/server/engine/field-kinds/**',
  'src/server/print/field-kinds/**',
  'src/client/engine/fields/kinds/**',
];

export default tseslint.config(
  { ignores: ['dist', 'data', '.tmp', 'storybook-static', 'test-results', 'playwright-report', 'node_modules', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', JSON_IMPORT],
    },
  },
  {
    // Tests, stories and scripts stand outside the layers and may import anything.
    files: ['src/**', 'machines/**', 'flows/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      // no-cycle follows imports into the files they name, which it must parse as TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: LAYERS }],
      // Within a folder too, no file reaches itself through its imports, a lazy import() included.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**'],
    ignores: FIELD_KIND_TABLES,
    rules: {
      'no-restricted-syntax': [
        'error',
        JSON_IMPORT,
        {
          selector:
            "SwitchStatement[discriminant.type='MemberExpression'][discriminant.property.name='type'][discriminant.object.name=/^(field|column|cell|def)$/]",
          message:
            "A field kind's behaviour is a facet of its entry in the kinds' tables (src/modules/README.md, 'Adding a field kind'), not a switch on field.type.",
        },
      ],
    },
  },
  {
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
