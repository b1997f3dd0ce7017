import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, type RouteSummary } from '../../src/server/app.ts';
import { selectRows } from '../../src/server/db/database.ts';
import { Caller, startTestApp, type TestApp } from '../api/helpers.ts';

/**
 * Property-based fuzzing of the whole API: generated and hostile input (wrong types, huge strings, SQL and
 * script injection, path traversal, prototype pollution keys, broken JSON and multipart) sent to every route
 * as admin and as a plain user. Properties: no answer is an HTTP 500; a refused request changes nothing;
 * no stored rich text keeps a script. FUZZ_RUNS sets the number of requests (10,000 in CI).
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

describe(`fuzzing every route with ${RUNS} generated and hostile requests`, () => {
  it('never answers HTTP 500, and a refused request changes nothing', async () => {
    const failures: string[] = [];
    let checkedUnchanged = 0;
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
          const caller = asAdmin ? admin : staff;
          let index = 0;
          const path = route.url.replace(/:\w+|\*/g, () => encodeURIComponent(params[index++ % params.length]).slice(0, 2000));
          const search = new URLSearchParams(query).toString();
          const url = `${path}${search ? `?${search}` : ''}`;
          // Every tenth request is checked for side effects: the database fingerprint before and after.
          const before = sample === 0 ? await fingerprint() : null;
          const response = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: {
              cookie: `Admin-Token=${caller.cookies['Admin-Token']}`,
              ...(input.kind === 'raw' ? { 'content-type': input.contentType } : {}),
            },
            ...(route.method === 'GET' || route.method === 'DELETE'
              ? {}
              : input.kind === 'json'
                ? { payload: input.body as never }
                : { payload: input.payload }),
          });
          if (response.statusCode >= 500) failures.push(`${route.method} ${url.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`);
          const refused = response.statusCode >= 400;
          if (before !== null && refused) {
            checkedUnchanged++;
            const after = await fingerprint();
            if (after !== before) failures.push(`${route.method} ${route.url} was refused (${response.statusCode}) but changed data`);
          }
        },
      ),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261122) },
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(checkedUnchanged).toBeGreaterThan(0);
  }, 1_800_000);

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
