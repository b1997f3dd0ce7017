import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findModule } from '../../src/modules/index.ts';
import type { FieldDef, ScalarField } from '../../src/shared/rules/field.types.ts';
import { API_PREFIX, type RouteSummary } from '../../src/server/app.ts';
import { selectRows } from '../../src/server/db/database.ts';
import { Caller, startTestApp, type TestApp, OWN_PAGE } from '../support/api.helpers.ts';
import { multipart } from '../support/multipart.helpers.ts';
import { pageTreeBomb, pixelBomb, zipBomb } from './crafted-files.helpers.ts';

/**
 * Property-based fuzzing of the whole API: generated and hostile input (wrong types, huge strings, SQL and
 * script injection, path traversal, prototype pollution keys, broken JSON and multipart) sent to every route
 * as admin and as a plain user; then requests shaped by each route's own OpenAPI schema whose named slots get
 * the values that broke servers before: prototype-property names wherever a string names a field, ids out of
 * their column's range wherever an id goes, impossible calendar days wherever a date goes (module records'
 * pick and date fields included). Properties: no answer is an HTTP 500; a refused request changes nothing;
 * no stored rich text keeps a script. FUZZ_RUNS sets the number of requests of each kind (10,000 in CI).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.CI ? 10_000 : 2_000));

const HOSTILE = [
  "' OR '1'='1",
  '1; drop table users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '__proto__',
  'constructor',
  '{{7*7}}',
  '${process.exit(1)}',
  '\u0000',
  '𠜎😀',
  'NaN',
  '-1',
  '1e309',
  '9'.repeat(40),
  'x'.repeat(70_000),
];

const hostileString = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }));
const leaf = fc.oneof(hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const value = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('node'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom('id', 'name', 'code', 'data', 'version', 'status', '__proto__')), tie('node'), { maxKeys: 5 }),
  ),
})).node;

type Attack = { kind: 'json'; body: unknown } | { kind: 'raw'; payload: string; contentType: string };
const attack: fc.Arbitrary<Attack> = fc.oneof(
  { weight: 6, arbitrary: value.map((body): Attack => ({ kind: 'json', body })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        { payload: '{"username":', contentType: 'application/json' },
        { payload: '[[[[[[[[[[[[[[[[[[[[', contentType: 'application/json' },
        { payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="../../a.png"\r\n\r\nabc', contentType: 'multipart/form-data; boundary=x' },
        { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
        { payload: '<xml/>', contentType: 'text/xml' },
      )
      .map((raw): Attack => ({ kind: 'raw', ...raw })),
  },
);

/** Names every plain object answers through its prototype: a lookup by a caller's key must not find them. */
const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupGetter__',
];
/** Ids no serial (int4) or bigserial (read as a JavaScript number) column holds, as digits and as JSON numbers. */
const BAD_ID_TEXTS = ['99999999999999999999', '2147483648', '9007199254740993', '-1', '0', '1e30', '0x10', ' 7', '1.5'];
const BAD_ID_NUMBERS = [Number('99999999999999999999'), 2147483648, 2 ** 53 + 2, -1, 0, 1e30, 1.5];
/** Days no calendar has, and the ends of the calendar (a range over all of it). */
const BAD_DATES = ['2024-02-30', '2023-02-29', '2024-13-01', '2024-04-31', '0000-00-00', '2024-00-10', '0001-01-01', '9999-12-31', '2024-02-30 10:00:00'];

const isIdKey = (key: string) => /^(id|ids|a|pid|users|taskId)$|Ids?$/.test(key);
const isDateKey = (key: string) => /^(from|to|day|date)$|(On|At|Date|From|To)$/.test(key);
const isFieldKey = (key: string) => /^(sortby|prop|field|key|fields)$/.test(key);

/** The part of JSON Schema the OpenAPI document uses for parameters and bodies. */
type Schema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  items?: Schema;
  pattern?: string;
};
type Operation = {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

const text = fc.oneof(fc.constantFrom('1', '2', 'a', '审批', '2026-11-01', ''), fc.string({ maxLength: 12 }));
const goodId = fc.integer({ min: 1, max: 40 });
const badId = fc.oneof(fc.constantFrom(...BAD_ID_TEXTS), fc.constantFrom(...BAD_ID_NUMBERS));
const badDate = fc.constantFrom(...BAD_DATES);
const protoName = fc.constantFrom(...PROTOTYPE_NAMES);
/** Bodies with prototype-named keys: built as own properties, the way a JSON body arrives. */
const withKeys = (entries: [string, unknown][]) => Object.fromEntries(entries);

/** A plausible value for a schema: enough of the time valid, so requests reach the code behind validation. */
function plausible(schema: Schema | undefined, depth: number): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.oneof(text, goodId);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => plausible(variant, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return objectOf(schema, depth);
    case 'array':
      return fc.array(slot('', schema.items, depth + 1), { maxLength: 3 });
    case 'integer':
      return fc.oneof(goodId, fc.constantFrom(...BAD_ID_NUMBERS));
    case 'number':
      return fc.oneof(fc.integer({ min: -5, max: 5000 }), fc.constantFrom(...BAD_ID_NUMBERS));
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (schema.pattern?.includes('[1-9]')) return fc.oneof(goodId.map(String), fc.constantFrom(...BAD_ID_TEXTS));
      if (schema.pattern?.includes('\\d{4}-')) return fc.oneof(fc.constantFrom('2026-11-01', '2024-02-29'), badDate);
      return text;
    default:
      return fc.oneof(text, goodId, fc.constant(null));
  }
}

/** An object of a schema: its properties (each maybe left out), and prototype-named keys for open records. */
function objectOf(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const known = fc.tuple(...properties.map(([key, property]) => fc.option(slot(key, property, depth + 1), { nil: undefined, freq: 4 })));
  const open = schema.additionalProperties !== undefined && schema.additionalProperties !== false;
  const extra = fc.array(fc.tuple(fc.oneof(protoName, text), plausible(undefined, depth + 1)), { maxLength: open ? 3 : 1 });
  return fc
    .tuple(known, extra)
    .map(([values, more]) =>
      withKeys([...properties.flatMap(([key], index) => (values[index] === undefined ? [] : [[key, values[index]] as [string, unknown]])), ...more]),
    );
}

/** A named slot: ids, dates and field names get the values that broke servers, besides plausible ones. */
function slot(key: string, schema: Schema | undefined, depth: number): fc.Arbitrary<unknown> {
  const list = schema?.type === 'array';
  const kinds: fc.Arbitrary<unknown>[] = [plausible(schema, depth)];
  if (isIdKey(key)) kinds.push(list ? fc.array(fc.oneof(goodId, badId), { minLength: 1, maxLength: 3 }) : badId);
  if (isDateKey(key)) kinds.push(badDate);
  if (isFieldKey(key)) kinds.push(protoName);
  if (schema?.enum?.length) kinds.push(protoName);
  return fc.oneof(...kinds);
}

/** A module record's fields: picks get ids out of range, dates impossible days; plus prototype-named keys. */
function recordOf(fields: readonly FieldDef[], depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const cell = (field: FieldDef): fc.Arbitrary<unknown> => {
    if (field.type === 'subTable') return fc.array(recordOf(field.columns as readonly ScalarField[], depth + 1), { maxLength: 2 });
    if (field.type === 'recordPick' || field.type === 'treePick') {
      const one = fc.oneof(goodId, badId);
      return field.multiple ? fc.array(one, { maxLength: 3 }) : one;
    }
    if (field.type === 'date' || field.type === 'datetime') return fc.oneof(badDate, fc.constant('2026-11-01'));
    return fc.oneof(text, goodId);
  };
  const values = fc.tuple(...fields.map((field) => fc.option(cell(field), { nil: undefined, freq: 2 })));
  const extra = fc.array(fc.tuple(protoName, fc.oneof(text, goodId)), { maxLength: depth === 0 ? 2 : 1 });
  const version = fc.option(fc.oneof(fc.constant(1), fc.constantFrom(...BAD_ID_NUMBERS)), { nil: undefined });
  return fc
    .tuple(values, extra, version)
    .map(([cells, more, v]) =>
      withKeys([
        ...fields.flatMap((field, index) => (cells[index] === undefined ? [] : [[field.key, cells[index]] as [string, unknown]])),
        ...more,
        ...(v === undefined || depth > 0 ? [] : [['version', v] as [string, unknown]]),
      ]),
    );
}

type Shaped = { url: string; body?: unknown };

/** A request to one route shaped by its OpenAPI operation: path and query parameters by name, the body by schema. */
function shapedRequest(route: RouteSummary, operation: Operation | undefined): fc.Arbitrary<Shaped> {
  const parameters = operation?.parameters ?? [];
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]);
  const pathValues = fc.tuple(
    ...names.map((name) => slot(name, parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema ?? { type: 'string' }, 0)),
  );
  const query = parameters.filter((parameter) => parameter.in === 'query');
  const queryValues = fc.tuple(...query.map((parameter) => fc.option(slot(parameter.name, parameter.schema, 0), { nil: undefined, freq: 4 })));
  const bodySchema = operation?.requestBody?.content?.['application/json']?.schema;
  return fc.tuple(pathValues, queryValues).chain(([pathParts, queryParts]) => {
    let index = 0;
    const path = route.url.replace(/:\w+/g, () => encodeURIComponent(String(pathParts[index++])));
    const search = new URLSearchParams();
    query.forEach((parameter, position) => {
      const value = queryParts[position];
      for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(parameter.name, String(item));
    });
    const url = `${path}${search.size ? `?${search}` : ''}`;
    if (route.method === 'GET' || route.method === 'DELETE' || !bodySchema) return fc.constant({ url });
    // A module's records are open objects in the document: their fields come from the module's descriptor.
    const module = names.includes('module') ? findModule(String(pathParts[names.indexOf('module')])) : undefined;
    const body = module && bodySchema.additionalProperties !== undefined && !bodySchema.properties ? recordOf(module.fields) : plausible(bodySchema, 0);
    return body.map((generated) => ({ url, body: generated }));
  });
}

let t: TestApp;
let routes: RouteSummary[];
let admin: Caller;
let staff: Caller;

/** What a refused request must not change: the rows of every business and configuration table. */
async function fingerprint(): Promise<string> {
  const [row] = await selectRows<{ print: string }>(
    t.database.db,
    sql`select concat_ws('|',
      (select count(*) || ':' || coalesce(max(version), 0) || ':' || coalesce(max(updated_at)::text, '') from records),
      (select count(*) || ':' || coalesce(max(version), 0) || ':' || coalesce(max(updated_at)::text, '') from users),
      (select count(*) || ':' || coalesce(max(updated_at)::text, '') from offices),
      (select count(*) || ':' || coalesce(sum(length(name)), 0) from menus),
      (select count(*) from role_menus), (select count(*) from user_roles), (select count(*) from roles),
      (select count(*) || ':' || coalesce(sum(length(label)), 0) from dict_values),
      (select count(*) || ':' || coalesce(max(updated_at)::text, '') from system_params),
      (select count(*) from help_articles), (select count(*) from files)) as print`,
  );
  return row.print;
}

beforeAll(async () => {
  t = await startTestApp();
  routes = t.app.routeList.filter(
    (route) =>
      route.url.startsWith(API_PREFIX) && route.method !== 'HEAD' && !route.url.startsWith(`${API_PREFIX}/docs`) && route.url !== `${API_PREFIX}/logout`,
  );
  admin = new Caller(t.app);
  await admin.login('admin');
  staff = new Caller(t.app);
  await staff.login('staff01');
}, 120_000);
afterAll(() => t.close());

/** What the properties found: answers of HTTP 500, refused requests that changed data, and how many were checked. */
type Findings = { failures: string[]; checkedUnchanged: number };

/**
 * Sends one request as the caller and checks the properties: never an HTTP 500, and (when `sampled`) a refused
 * request leaves the database fingerprint as it was.
 */
async function sendChecked(
  findings: Findings,
  route: RouteSummary,
  caller: Caller,
  url: string,
  input: { json: unknown } | { raw: string; contentType: string } | null,
  sampled: boolean,
) {
  const before = sampled ? await fingerprint() : null;
  const response = await t.app.inject({
    method: route.method as 'GET',
    url,
    headers: {
      ...OWN_PAGE,
      cookie: `Admin-Token=${caller.cookies['Admin-Token']}`,
      ...(input && 'raw' in input ? { 'content-type': input.contentType } : {}),
    },
    ...(route.method === 'GET' || route.method === 'DELETE' || !input ? {} : 'raw' in input ? { payload: input.raw } : { payload: input.json as never }),
  });
  if (response.statusCode >= 500) findings.failures.push(`${route.method} ${url.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`);
  if (before !== null && response.statusCode >= 400) {
    findings.checkedUnchanged++;
    if ((await fingerprint()) !== before) findings.failures.push(`${route.method} ${route.url} was refused (${response.statusCode}) but changed data`);
  }
}

describe(`fuzzing every route with ${RUNS} generated and hostile requests, and ${RUNS} shaped by its schema`, () => {
  it('never answers HTTP 500, and a refused request changes nothing', async () => {
    const findings: Findings = { failures: [], checkedUnchanged: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: routes.length - 1 }),
        fc.boolean(),
        fc.array(hostileString, { minLength: 3, maxLength: 3 }),
        attack,
        fc.dictionary(
          fc.constantFrom('pageIndex', 'limit', 'name', 'id', 'userId', 'year', 'from', 'to', 'state', 'code', 'filePath', 'fileName'),
          hostileString,
          { maxKeys: 3 },
        ),
        fc.nat({ max: 9 }),
        async (routeIndex, asAdmin, params, input, query, sample) => {
          const route = routes[routeIndex];
          let index = 0;
          const path = route.url.replace(/:\w+|\*/g, () => encodeURIComponent(params[index++ % params.length]).slice(0, 2000));
          const search = new URLSearchParams(query).toString();
          // Every tenth request is checked for side effects: the database fingerprint before and after.
          await sendChecked(
            findings,
            route,
            asAdmin ? admin : staff,
            `${path}${search ? `?${search}` : ''}`,
            input.kind === 'json' ? { json: input.body } : { raw: input.payload, contentType: input.contentType },
            sample === 0,
          );
        },
      ),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261122) },
    );
    expect(findings.failures.slice(0, 20)).toEqual([]);
    expect(findings.checkedUnchanged).toBeGreaterThan(0);
  }, 1_800_000);

  it('never answers HTTP 500 to prototype names, ids out of range or impossible days in any named slot', async () => {
    const findings: Findings = { failures: [], checkedUnchanged: 0 };
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const operationOf = (route: RouteSummary) => document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
    const shaped = routes.map((route) => shapedRequest(route, operationOf(route)));
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: routes.length - 1 }).chain((index) => shaped[index].map((request) => ({ route: routes[index], request }))),
        fc.boolean(),
        fc.nat({ max: 9 }),
        async ({ route, request }, asAdmin, sample) => {
          await sendChecked(findings, route, asAdmin ? admin : staff, request.url, request.body === undefined ? null : { json: request.body }, sample === 0);
        },
      ),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261122) },
    );
    expect(findings.failures.slice(0, 20)).toEqual([]);
    expect(findings.checkedUnchanged).toBeGreaterThan(0);
  }, 1_800_000);

  it('answers crafted files in every upload slot and costly searches in every search slot without HTTP 500, refusing the searches with 1001', async () => {
    const findings: string[] = [];
    // Every route that takes a body gets each crafted file as the part `file`, named for a module field that is
    // signed (where the module's upload stores it); routes that take no files refuse it.
    const files = [
      { name: 'sign.png', type: 'image/png', content: pixelBomb() },
      { name: '合同.pdf', type: 'application/pdf', content: pageTreeBomb(24) },
      { name: '合同.docx', type: 'application/octet-stream', content: zipBomb() },
      { name: 'import.xlsx', type: 'application/octet-stream', content: zipBomb('xl/worksheets/sheet1.xml') },
    ];
    const fields = { businessType: 'MODULE', module: 'contractsign', field: 'file' };
    for (const route of routes.filter((candidate) => candidate.method === 'POST' || candidate.method === 'PUT')) {
      const url = route.url.replace(':module', 'customer').replace(/:(\w+)|\*/g, '1');
      for (const file of files) {
        const { body, headers } = multipart(fields, file);
        const cookie = `Admin-Token=${admin.cookies['Admin-Token']}`;
        const answer = await t.app.inject({ method: route.method as 'POST', url, payload: body, headers: { ...headers, ...OWN_PAGE, cookie } });
        if (answer.statusCode >= 500) findings.push(`${route.method} ${route.url} with ${file.name} → ${answer.statusCode}`);
      }
    }
    // Every operation whose body is a list query (a module's list, count and export) gets a search of 1,500 patterns.
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const searchSlots = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => JSON.stringify(operation.requestBody?.content?.['application/json']?.schema ?? {}).includes('"highQuery"'))
        .map(([method]) => ({ method: method.toUpperCase(), path })),
    );
    expect(searchSlots.length).toBeGreaterThanOrEqual(3);
    const costly = Array.from({ length: 30 }, (_unused, row) => ({
      ...(row ? { logic: 'or' } : {}),
      prop: 'title',
      op: 'in',
      value: Array.from({ length: 50 }, (_unused2, index) => `x${row}-${index}`).join(','),
    }));
    for (const slot of searchSlots) {
      for (const module of ['customer', 'reimapplication', 'contract']) {
        const url = slot.path
          .replace('{module}', module)
          .replace(/\{(\w+)\}/g, '1')
          .slice(API_PREFIX.length);
        const answer = await admin.request(slot.method as 'POST', url, { highQuery: costly });
        if (answer.http >= 500 || answer.body.status !== 1001) findings.push(`${slot.method} ${slot.path} (${module}) → ${answer.http} ${answer.body.status}`);
      }
    }
    expect(findings).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  }, 600_000);

  it('leaves no stored rich text with a script in it', async () => {
    const [found] = await selectRows<{ n: number }>(
      t.database.db,
      sql`select ((select count(*) from help_articles where content ~* '<script|onerror=|javascript:')
        + (select count(*) from update_messages where content ~* '<script|onerror=|javascript:')
        + (select count(*) from print_templates where content ~* '<script|onerror=|javascript:'))::int as n`,
    );
    expect(found.n).toBe(0);
  });
});
