import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { metricsAccessFrom, startMetricsServer } from '../../../src/server/ops/metrics-endpoint.ts';
import { signInAccounts, startTestApp, travelClaim, type Caller, type TestApp } from '../../support/api.helpers.ts';

const TOKEN = 'metrics-test-token-5f3a';
const MODULE = 'reimapplication';
let t: TestApp;
const as: Record<string, Caller> = {};

beforeAll(async () => {
  process.env.METRICS_TOKEN = TOKEN;
  t = await startTestApp();
  delete process.env.METRICS_TOKEN;
  Object.assign(as, (await signInAccounts(t.app, ['admin', 'staff01', 'leader01'])).as);
}, 120_000);
afterAll(() => t.close());

const scrape = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return response.body;
};

/** The value of one series in the exposition text (0 when it has not appeared yet). */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((row) => (row.startsWith(`${name}{`) || row.startsWith(`${name} `)) && wanted.every((pair) => row.includes(pair)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe('GET /metrics', () => {
  it('refuses a caller without the token, or with another one', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: `Basic ${TOKEN}` }, { authorization: `Bearer ${TOKEN}x` }]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('oa_http_requests_total');
    }
    // A signed-in administrator's session is no token either.
    const cookie = Object.entries(as.admin.cookies)
      .map(([key, value]) => `${key}=${value}`)
      .join('; ');
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { cookie } })).statusCode).toBe(401);
  });

  it('is served to nobody on the app port when no token is set, whatever address a caller claims', async () => {
    const app = await buildApp({ database: t.database, dataDir: t.dataDir, metricsToken: '' });
    try {
      for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }, { authorization: 'Bearer ' }]) {
        // inject comes from 127.0.0.1: loopback is not let in either.
        const response = await app.inject({ method: 'GET', url: '/metrics', headers });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('oa_');
      }
    } finally {
      await app.close();
    }
  });

  it('counts a request under its route pattern, never its URL, with its status and duration', async () => {
    const labels = { method: 'GET', route: '/prod-api/m/:module/:id', status: '200' };
    const id = (await as.staff01.post(`/m/${MODULE}`, travelClaim(120))).body.data.id as number;
    const before = await scrape();
    expect((await as.staff01.get(`/m/${MODULE}/${id}`)).body.status).toBe(200);
    expect((await as.staff01.get(`/m/${MODULE}/${id}`)).body.status).toBe(200);
    const after = await scrape();
    expect(valueOf(after, 'oa_http_requests_total', labels) - valueOf(before, 'oa_http_requests_total', labels)).toBe(2);
    expect(valueOf(after, 'oa_http_request_duration_seconds_count', labels) - valueOf(before, 'oa_http_request_duration_seconds_count', labels)).toBe(2);
    // A refusal is counted under its own status.
    const missing = { ...labels, status: '404' };
    await as.staff01.get(`/m/${MODULE}/99999999`);
    expect(valueOf(await scrape(), 'oa_http_requests_total', missing) - valueOf(after, 'oa_http_requests_total', missing)).toBe(1);
    // No series names a record or a module in its route.
    const routes = [...after.matchAll(/route="([^"]*)"/g)].map((match) => match[1]);
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.filter((route) => route.includes(MODULE) || /\/\d+(\/|$)/.test(route))).toEqual([]);
  });

  it('counts approval actions by module, action and outcome, and the open tasks they leave', async () => {
    const submitted = { module: MODULE, action: 'submit', outcome: 'done' };
    const refused = { module: MODULE, action: 'approve', outcome: 'refused' };
    const before = await scrape();
    const id = (await as.staff01.post(`/m/${MODULE}`, travelClaim(300))).body.data.id as number;
    expect((await as.staff01.post(`/wf/${MODULE}/${id}/submit`, {})).body.status).toBe(200);
    // The applicant is not the approver: refused (1004).
    expect((await as.staff01.post(`/wf/${MODULE}/${id}/approve`, {})).body.status).toBe(1004);
    const after = await scrape();
    expect(valueOf(after, 'oa_approval_actions_total', submitted) - valueOf(before, 'oa_approval_actions_total', submitted)).toBe(1);
    expect(valueOf(after, 'oa_approval_actions_total', refused) - valueOf(before, 'oa_approval_actions_total', refused)).toBe(1);
    const open = { module: MODULE };
    expect(valueOf(after, 'oa_open_tasks', open) - valueOf(before, 'oa_open_tasks', open)).toBe(1);
    expect((await as.leader01.post(`/wf/${MODULE}/${id}/approve`, { examRemarks: 'ok' })).body.status).toBe(200);
    const approved = { module: MODULE, action: 'approve', outcome: 'done' };
    expect(valueOf(await scrape(), 'oa_approval_actions_total', approved) - valueOf(after, 'oa_approval_actions_total', approved)).toBe(1);
  });

  it('counts scheduled task runs by job and outcome', async () => {
    const jobs = (await as.admin.get('/job')).body.data as { id: number; code: string }[];
    const job = jobs[0];
    const labels = { job: job.code, outcome: 'done' };
    const before = await scrape();
    const run = await as.admin.post(`/job/${job.id}/run`);
    expect(run.body.status).toBe(200);
    expect(run.body.data.success).toBe(true);
    const after = await scrape();
    expect(valueOf(after, 'oa_scheduled_job_runs_total', labels) - valueOf(before, 'oa_scheduled_job_runs_total', labels)).toBe(1);
    expect(
      valueOf(after, 'oa_scheduled_job_duration_seconds_count', { job: job.code }) -
        valueOf(before, 'oa_scheduled_job_duration_seconds_count', { job: job.code }),
    ).toBe(1);
  });

  it('times database queries, and shows the process and the event streams', async () => {
    const before = await scrape();
    await as.staff01.get('/user/current');
    await as.staff01.post(`/m/${MODULE}`, travelClaim(80));
    const after = await scrape();
    expect(valueOf(after, 'oa_db_query_duration_seconds_count')).toBeGreaterThan(valueOf(before, 'oa_db_query_duration_seconds_count'));
    for (const name of ['process_cpu_user_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds', 'oa_event_stream_clients'])
      expect(after).toMatch(new RegExp(`^${name}( |\\{)`, 'm'));
    if (t.database.kind === 'postgres') expect(valueOf(after, 'oa_db_pool_connections', { state: 'max' })).toBeGreaterThan(0);
  });

  it('counts the event streams open on the instance', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cookie = Object.entries(as.staff01.cookies)
      .map(([key, value]) => `${key}=${value}`)
      .join('; ');
    const before = valueOf(await scrape(), 'oa_event_stream_clients');
    const controller = new AbortController();
    const stream = await fetch(`${address}/prod-api/events`, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
    expect(stream.status).toBe(200);
    await stream.body!.getReader().read();
    expect(valueOf(await scrape(), 'oa_event_stream_clients')).toBe(before + 1);
    controller.abort();
    const started = Date.now();
    while (valueOf(await scrape(), 'oa_event_stream_clients') !== before && Date.now() - started < 5000)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(valueOf(await scrape(), 'oa_event_stream_clients')).toBe(before);
  });

  it('is served on a port of its own (METRICS_PORT), at loopback unless METRICS_HOST says otherwise, and only there', async () => {
    const access = metricsAccessFrom({ METRICS_PORT: '8153' });
    expect(access).toEqual({ port: 8153, host: '127.0.0.1', token: undefined });
    const stop = await startMetricsServer({ ...access, port: 8153 });
    try {
      const open = await fetch('http://127.0.0.1:8153/metrics');
      expect(open.status).toBe(200);
      expect(await open.text()).toContain('oa_http_requests_total');
      expect((await fetch('http://127.0.0.1:8153/prod-api/user/current')).status).toBe(404);
    } finally {
      await stop();
    }
    // With a token as well, the port asks for it too.
    const guarded = await startMetricsServer({ ...metricsAccessFrom({ METRICS_PORT: '8143', METRICS_TOKEN: TOKEN }), port: 8143 });
    try {
      expect((await fetch('http://127.0.0.1:8143/metrics')).status).toBe(401);
      expect((await fetch('http://127.0.0.1:8143/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    } finally {
      await guarded();
    }
  });
});
