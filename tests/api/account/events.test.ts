import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Caller, startTestApp, travelClaim, type TestApp } from '../../support/api.helpers.ts';

/** Reads server-sent events from a real HTTP connection until `count` events of `topic` arrived. */
async function readEvents(url: string, cookie: string, topic: string, count: number, abort: AbortSignal) {
  const response = await fetch(url, { headers: { accept: 'text/event-stream', cookie }, signal: abort });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: unknown[] = [];
  let buffer = '';
  return {
    async next() {
      while (events.length < count) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = Object.fromEntries(block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]));
          if (lines.event === topic) events.push(JSON.parse(lines.data));
        }
      }
      return events;
    },
  };
}

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/prod-api`;
});
afterAll(() => t.close());

describe('events pushed to the signed-in user', () => {
  it('refuses a plain request with 1001 and anonymous callers with 403', async () => {
    const leader = new Caller(t.app);
    await leader.login('leader01');
    expect((await leader.get('/events')).body.status).toBe(1001);
    const anonymous = await fetch(`${base}/events`, { headers: { accept: 'text/event-stream' } });
    expect(((await anonymous.json()) as { status: number }).status).toBe(403);
  });

  it('pushes a to-do to its approver when the submission commits, and nothing to anyone else', async () => {
    const leader = new Caller(t.app);
    await leader.login('leader01');
    const finance = new Caller(t.app);
    await finance.login('finance01');
    const cookieOf = (caller: Caller) => `Admin-Token=${caller.cookies['Admin-Token']}`;
    const abort = new AbortController();
    const leaderStream = await readEvents(`${base}/events`, cookieOf(leader), 'notification', 1, abort.signal);
    const financeStream = await readEvents(`${base}/events`, cookieOf(finance), 'notification', 1, abort.signal);
    const financeEvents = financeStream.next();

    const staff = new Caller(t.app);
    await staff.login('staff01');
    const created = await staff.post('/m/reimapplication', travelClaim(120, '差旅报销'));
    expect(created.body.status).toBe(200);
    const submitted = await staff.post(`/wf/reimapplication/${created.body.data.id}/submit`, { examRemarks: '请审批' });
    expect(submitted.body.status).toBe(200);

    expect(await leaderStream.next()).toEqual([{ type: 3 }]);
    // finance01 has nothing to do yet: nothing arrives within a second.
    expect(await Promise.race([financeEvents, new Promise((resolve) => setTimeout(() => resolve('quiet'), 1000))])).toBe('quiet');
    abort.abort();
  });

  it('tells the approver when their to-do is done, so the bell and the to-do counts drop it at once, and leaves it off the unread list', async () => {
    const leader = new Caller(t.app);
    await leader.login('leader01');
    const staff = new Caller(t.app);
    await staff.login('staff01');
    const created = await staff.post('/m/reimapplication', travelClaim(130, '差旅报销'));
    const id = created.body.data.id as number;
    expect((await staff.post(`/wf/reimapplication/${id}/submit`, {})).body.status).toBe(200);
    const link = `/expense/reimapplication/view?id=${id}`;
    const unread = async () =>
      ((await leader.get('/processAudit/notifyList')).body.data as { link: string; type: number }[]).filter((row) => row.link === link);
    expect((await unread()).map((row) => row.type)).toEqual([3]);

    const abort = new AbortController();
    const stream = await readEvents(`${base}/events`, `Admin-Token=${leader.cookies['Admin-Token']}`, 'notification', 1, abort.signal);
    expect((await leader.post(`/wf/reimapplication/${id}/approve`, {})).body.status).toBe(200);
    expect(await stream.next()).toEqual([{ type: 3 }]);
    abort.abort();
    expect(await unread()).toEqual([]);
  });
});
