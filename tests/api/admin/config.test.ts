import { makeCalendar, type CalendarEntry } from '../../../src/server/attendance/calendar.ts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobRuns, scheduledJobs } from '../../../src/server/db/schema.ts';
import { runDueJobs } from '../../../src/server/scheduler/scheduler.ts';
import { Caller, signedInApp } from '../../support/api.helpers.ts';

const { t, as } = signedInApp(['admin']);
let admin: Caller;
beforeAll(() => {
  admin = as.admin;
});

describe('system parameters', () => {
  it('creates, edits and refuses duplicates and bad categories with 1001', async () => {
    const created = await admin.post('/sysParam', { code: 'test.limit', name: '测试上限', value: '10', category: 3 });
    expect(created.body.status).toBe(200);
    expect((await admin.post('/sysParam', { code: 'test.limit', name: '重复', value: '1', category: 3 })).body.data.field).toBe('code');
    expect((await admin.post('/sysParam', { code: 'test.other', name: '类别', value: '1', category: 12 })).body.status).toBe(1001);
    expect((await admin.put(`/sysParam/${created.body.data.id}`, { code: 'test.limit', name: '测试上限', value: '20', category: 3 })).body.data.value).toBe(
      '20',
    );
    const staff = new Caller(t.app);
    await staff.login('staff01');
    expect((await staff.get('/sysParam')).body.status).toBe(4031);
  });
});

describe('scheduled tasks', () => {
  it('runs a job set to every minute once per tick, even with two instances polling', async () => {
    const created = await admin.post('/job', { code: 'heartbeat', name: '心跳', cron: '* * * * *', enabled: true });
    const job = created.body.status === 200 ? created.body.data : (await admin.get('/job')).body.data.find((j: { code: string }) => j.code === 'heartbeat');
    await admin.put(`/job/${job.id}`, { code: 'heartbeat', name: '心跳', cron: '* * * * *', enabled: true });
    const db = t.database.db;
    await db.delete(jobRuns).where(eq(jobRuns.jobId, job.id));
    const minute = new Date('2026-11-22T08:00:10Z');
    const sameMinute = new Date('2026-11-22T08:00:40Z');
    const nextMinute = new Date('2026-11-22T08:01:05Z');
    // Two pollers in the same minute (as two instances would be) and one in the next.
    await Promise.all([runDueJobs(db, minute), runDueJobs(db, sameMinute)]);
    await runDueJobs(db, nextMinute);
    const runs = await db.select().from(jobRuns).where(eq(jobRuns.jobId, job.id));
    expect(runs.map((run) => run.tick.toISOString()).sort()).toEqual(['2026-11-22T08:00:00.000Z', '2026-11-22T08:01:00.000Z']);
    expect(runs.every((run) => run.success === true && run.durationMs !== null)).toBe(true);
    const log = (await admin.get(`/job/${job.id}/runs`)).body.data;
    expect(log).toHaveLength(2);
  });

  it('runs a job now on request and refuses an unknown handler or a bad cron', async () => {
    const [job] = await t.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.code, 'cleanSessions'));
    const run = (await admin.post(`/job/${job.id}/run`)).body.data;
    expect(run).toMatchObject({ manual: true, success: true });
    expect((await admin.post('/job', { code: 'rm -rf', name: 'x', cron: '* * * * *' })).body.data.field).toBe('code');
    expect((await admin.put(`/job/${job.id}`, { code: 'cleanSessions', name: 'x', cron: 'every minute' })).body.data.field).toBe('cron');
  });
});

describe('holidays and working days', () => {
  it('counts working days with holidays off and make-up days worked', async () => {
    // 2026-10-01 (Thu) to 2026-10-11 (Sun): a national holiday week with a make-up Saturday.
    for (const day of ['2026-10-01', '2026-10-02', '2026-10-05', '2026-10-06', '2026-10-07']) {
      expect((await admin.put('/holiday', { day, name: '国庆节' })).body.status).toBe(200);
    }
    await admin.put('/holiday', { day: '2026-10-10', name: '国庆调休', isWorkday: true });
    const { workdays } = (await admin.get('/holiday/workdays?from=2026-10-01&to=2026-10-11')).body.data;
    expect(workdays).toBe(3);
    expect((await admin.get('/holiday?year=2026')).body.data).toHaveLength(6);
    expect((await admin.put('/holiday', { day: '2026-13-45', name: 'x' })).body.status).toBe(1001);
  });

  it('tells a statutory holiday from a rest day swapped with a weekend, as attendance reads the calendar', async () => {
    // National Day 2027: 1-3 October are statutory; the 6th is a weekday off swapped with a worked Saturday.
    for (const day of ['2027-10-01', '2027-10-02', '2027-10-03']) expect((await admin.put('/holiday', { day, name: '国庆节' })).body.status).toBe(200);
    expect((await admin.put('/holiday', { day: '2027-10-06', name: '国庆节调休', statutory: false })).body.status).toBe(200);
    expect((await admin.put('/holiday', { day: '2027-10-09', name: '国庆节调休上班', isWorkday: true, statutory: false })).body.status).toBe(200);
    const rows = (await admin.get('/holiday?year=2027')).body.data as CalendarEntry[];
    expect(rows.map((row) => [row.day, row.isWorkday, row.statutory])).toEqual([
      ['2027-10-01', false, true],
      ['2027-10-02', false, true],
      ['2027-10-03', false, true],
      ['2027-10-06', false, false],
      ['2027-10-09', true, false],
    ]);
    const calendar = makeCalendar(rows);
    expect(['2027-10-01', '2027-10-06', '2027-10-09', '2027-10-08', '2027-10-10'].map((day) => calendar.kind(day))).toEqual([
      'statutory',
      'restday',
      'workday',
      'workday',
      'restday',
    ]);
    // Marked again as statutory: the mark is replaced, not added to.
    await admin.put('/holiday', { day: '2027-10-06', name: '国庆节' });
    expect(makeCalendar((await admin.get('/holiday?year=2027')).body.data).kind('2027-10-06')).toBe('statutory');
  });
});

describe('the demo configuration', () => {
  it('leaves no administration screen empty: areas, project classes, print templates, a sign authorization, a release note', async () => {
    expect((await admin.get('/catalog/area/tree')).body.data.map((n: { sourceName: string }) => n.sourceName)).toEqual(
      expect.arrayContaining(['华东', '华南', '华北']),
    );
    expect((await admin.get('/catalog/projectClass/tree')).body.data.length).toBeGreaterThan(0);
    const templates = (await admin.get('/printTemplate')).body.data as { name: string; isDefault: boolean }[];
    expect(templates.some((template) => template.name === '报销申请（标准格式）' && !template.isDefault)).toBe(true);
    expect((await admin.get('/sign/auth')).body.data.length).toBeGreaterThan(0);
    expect((await admin.get('/updateMessage')).body.data.length).toBeGreaterThan(0);
    // The demo accounts have read it: nobody meets it at sign-in.
    expect((await admin.get('/updateMessage/unread')).body.data).toEqual([]);
  });
});

describe('areas and project classification', () => {
  it('keeps each kind its own tree', async () => {
    const east = (await admin.post('/catalog/area', { parentId: null, code: 'EC', name: '华东' })).body.data;
    await admin.post('/catalog/area', { parentId: east.id, code: 'SH', name: '上海' });
    await admin.post('/catalog/projectClass', { parentId: null, code: 'CONS', name: '咨询' });
    type Node = { code: string; name: string; children: Node[] };
    const areas = (await admin.get('/catalog/area/tree')).body.data as Node[];
    expect(areas.find((area) => area.code === 'EC')!.children.map((child) => child.name)).toEqual(['上海']);
    // The demo's project classes and the new one; no area among them.
    const classes = ((await admin.get('/catalog/projectClass/tree')).body.data as Node[]).map((n) => n.code);
    expect(classes).toContain('CONS');
    expect(classes).toContain('ZJ');
    expect(classes).not.toContain('EC');
    expect((await admin.delete(`/catalog/area/${east.id}`)).body.status).toBe(1001);
    expect((await admin.post('/catalog/nope', { parentId: null, code: 'X', name: 'x' })).body.status).toBe(1001);
  });
});

describe('update messages, sign authorization, print templates, help centre', () => {
  it('shows a release note once per user and strips scripts from it', async () => {
    const note = (
      await admin.post('/updateMessage', { version: '1.1', title: '新功能', content: '<p>好</p><script>alert(1)</script><img src=x onerror=alert(1)>' })
    ).body.data;
    expect(note.content).not.toContain('script');
    expect(note.content).not.toContain('onerror');
    const staff = new Caller(t.app);
    await staff.login('staff01');
    expect((await staff.get('/updateMessage/unread')).body.data.map((m: { id: number }) => m.id)).toContain(note.id);
    await staff.post(`/updateMessage/${note.id}/read`);
    expect((await staff.get('/updateMessage/unread')).body.data.map((m: { id: number }) => m.id)).not.toContain(note.id);
  });

  it('lists who may sign for a user on a module today', async () => {
    const users = (await admin.get('/user?limit=50')).body.data.list;
    const id = (login: string) => users.find((u: { loginName: string }) => u.loginName === login).id;
    const today = new Date().toISOString().slice(0, 10);
    const created = await admin.post('/sign/auth', {
      grantorId: id('manager01'),
      signerId: id('leader01'),
      modules: ['reimbursement'],
      validFrom: today,
      validTo: today,
    });
    expect(created.body.status).toBe(200);
    const list = (await admin.get(`/sign/getSignList/${id('manager01')}/reimbursement`)).body.data;
    expect(list.map((s: { signerName: string }) => s.signerName)).toEqual(['张经理']);
    expect((await admin.get(`/sign/getSignList/${id('manager01')}/invoice`)).body.data).toEqual([]);
    const self = await admin.post('/sign/auth', { grantorId: id('leader01'), signerId: id('leader01'), modules: ['x'], validFrom: today, validTo: today });
    expect(self.body.status).toBe(1001);
  });

  it('keeps one default print template per module', async () => {
    const a = (await admin.post('/printTemplate', { module: 'customer', name: 'A', content: '<p>{{name}}</p>', isDefault: true })).body.data;
    await admin.post('/printTemplate', { module: 'customer', name: 'B', content: '<p>{{name}}</p>', isDefault: true });
    expect((await admin.get(`/printTemplate/${a.id}`)).body.data.isDefault).toBe(false);
  });

  it('edits help articles, sanitised, for holders of the helpcenter codes', async () => {
    const article = (await admin.post('/helpcenter', { parentId: null, code: 'faq', title: '常见问题', content: '<h2>问</h2><script>x</script>' })).body.data;
    expect((await admin.get(`/helpcenter/${article.id}`)).body.data.content).toBe('<h2>问</h2>');
    const staff = new Caller(t.app);
    await staff.login('staff01');
    expect((await staff.post('/helpcenter', { parentId: null, code: 'x', title: 'x', content: '' })).body.status).toBe(4031);
  });
});

describe('operation log', () => {
  it('records every mutating call with who, what and the result', async () => {
    await admin.post('/sysParam', { code: 'log.check', name: '日志', value: '1', category: 0 });
    await admin.post('/sysParam', { code: 'log.check', name: '日志', value: '1', category: 0 });
    const entries = (await admin.get('/monitor/operations?loginName=admin&limit=5')).body.data.list;
    const [refused, accepted] = entries.filter((e: { route: string }) => e.route === '/prod-api/sysParam');
    expect(refused).toMatchObject({ method: 'POST', status: 1001, httpStatus: 400, loginName: 'admin' });
    expect(accepted).toMatchObject({ status: 200 });
  });
});

/** What the admin reads of a path in a language (the language cookie, as the client's menu sets it). */
async function readIn(language: string, path: string) {
  admin.cookies.language = language;
  try {
    return (await admin.get(path)).body.data;
  } finally {
    delete admin.cookies.language;
  }
}

describe('names in every language', () => {
  const namesIn = async (language: string, path: string) =>
    ((await readIn(language, path)) as { code: string; name: string }[]).map((row) => `${row.code}:${row.name}`);

  it("answers seeded posts, roles, dictionary classes and catalogue nodes in the reader's language, else in Chinese", async () => {
    expect(await namesIn('zh', '/post')).toContain('gm:总经理');
    expect(await namesIn('en', '/post')).toContain('gm:General manager');
    expect(await namesIn('es', '/post')).toContain('gm:Director general');
    expect(await namesIn('es', '/role')).toContain('approver:Aprobador');
    expect(await namesIn('en', '/catalog/area/tree')).toContain('HD:East China');
    expect(await namesIn('es', '/catalog/projectClass/tree')).toContain('ZB:Agencia de licitaciones');
    const classes = (await admin.get('/dict/page?limit=100')).body.data.list as { code: string; name: string; sourceName: string }[];
    expect(classes.every((row) => row.name !== row.sourceName)).toBe(true);
  });

  it("names the posts of the users list, the user picker and a user, and a role read alone, in the reader's language", async () => {
    const postsOf = async (language: string, path: string) =>
      ((await readIn(language, path)).list as { loginName: string; posts: string | null }[]).find((row) => row.loginName === 'manager01')!.posts;
    expect(await postsOf('zh', '/user?name=manager01')).toContain('总经理');
    expect(await postsOf('en', '/user?name=manager01')).toContain('General manager');
    expect(await postsOf('es', '/user/queryPageUser?name=manager01')).toContain('Director general');
    const manager = (await readIn('en', '/user?name=manager01')).list[0] as { id: number };
    expect((await readIn('en', `/user/${manager.id}`)).posts).toContain('General manager');
    const approver = ((await admin.get('/role')).body.data as { id: number; code: string }[]).find((row) => row.code === 'approver')!;
    expect(await readIn('es', `/role/${approver.id}`)).toMatchObject({ name: 'Aprobador', menuIds: expect.any(Array) });
  });

  it('keeps the Chinese name of a row without translations, and reads the English and Spanish names its editor gives', async () => {
    const created = (await admin.post('/post', { code: 'translatedPost', name: '翻译岗位', sort: 9 })).body.data;
    expect(await namesIn('en', '/post')).toContain('translatedPost:翻译岗位');
    const saved = (await admin.put('/post', { id: created.id, code: 'translatedPost', name: '翻译岗位', nameEn: 'Translator', nameEs: 'Traductor', sort: 9 }))
      .body;
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ sourceName: '翻译岗位', nameEn: 'Translator', nameEs: 'Traductor' });
    expect(await namesIn('es', '/post')).toContain('translatedPost:Traductor');
    expect(await namesIn('zh', '/post')).toContain('translatedPost:翻译岗位');
    // A body without the other names (an older form) leaves them as they are.
    await admin.put('/post', { id: created.id, code: 'translatedPost', name: '翻译岗位二', sort: 9 });
    expect(await namesIn('en', '/post')).toContain('translatedPost:Translator');
    expect((await admin.delete(`/post/${created.id}`)).body.status).toBe(200);
  });
});

describe('help articles in every language', () => {
  it("shows the shipped articles in the reader's language, and an article without a translation in Chinese", async () => {
    const titles = async (language: string) => ((await readIn(language, '/helpcenter/queryTree')) as { title: string }[]).map((node) => node.title);
    expect(await titles('zh')).toEqual(expect.arrayContaining(['快速入门', '账号与密码', '审批流程']));
    expect(await titles('en')).toEqual(expect.arrayContaining(['Getting started', 'Account and password', 'Approvals']));
    expect(await titles('es')).toEqual(expect.arrayContaining(['Primeros pasos', 'Cuenta y contraseña', 'Aprobaciones']));
    const start = ((await readIn('es', '/helpcenter/queryTree')) as { id: number; title: string }[]).find((node) => node.title === 'Primeros pasos')!;
    const article = await readIn('es', `/helpcenter/${start.id}`);
    expect(article.content).toContain('Inicie sesión');
    expect(article.content).not.toMatch(/\p{Script=Han}/u);
    expect(article).toMatchObject({ sourceTitle: '快速入门', titleEn: 'Getting started', titleEs: 'Primeros pasos' });

    const own = (await admin.post('/helpcenter', { parentId: null, code: 'onlyChinese', title: '仅中文', content: '<p>中文</p>' })).body.data;
    expect(await readIn('en', `/helpcenter/${own.id}`)).toMatchObject({ title: '仅中文', content: '<p>中文</p>' });
    await admin.post('/helpcenter', {
      id: own.id,
      parentId: null,
      code: 'onlyChinese',
      title: '仅中文',
      content: '<p>中文</p>',
      titleEn: 'Chinese first',
      contentEn: '<p>English<script>x</script></p>',
    });
    expect(await readIn('en', `/helpcenter/${own.id}`)).toMatchObject({ title: 'Chinese first', content: '<p>English</p>' });
    expect(await readIn('es', `/helpcenter/${own.id}`)).toMatchObject({ title: '仅中文' });
    await admin.delete(`/helpcenter/${own.id}`);
  });
});

describe('system parameters in every language', () => {
  it("names a declared parameter in the reader's language until an administrator rewrites its name", async () => {
    const threshold = async (language: string) => {
      admin.cookies.language = language;
      try {
        return ((await admin.get('/sysParam')).body.data as { id: number; code: string; name: string; description: string }[]).find(
          (param) => param.code === 'approvalThreshold',
        )!;
      } finally {
        delete admin.cookies.language;
      }
    };
    expect((await threshold('zh')).name).toBe('总经理审批金额阈值(元)');
    expect(await threshold('en')).toMatchObject({ name: 'General manager approval threshold (yuan)', description: expect.stringMatching(/^Applications/) });
    expect((await threshold('es')).name).toBe('Umbral de aprobación del director general (yuanes)');
    const { id } = await threshold('zh');
    await admin.put(`/sysParam/${id}`, {
      code: 'approvalThreshold',
      name: '大额审批线',
      value: '5000',
      category: 2,
      description: '报销等申请金额超过此值时需总经理审批',
    });
    expect(await threshold('en')).toMatchObject({ name: '大额审批线', description: expect.stringMatching(/^Applications/) });
    await admin.put(`/sysParam/${id}`, {
      code: 'approvalThreshold',
      name: '总经理审批金额阈值(元)',
      value: '5000',
      category: 2,
      description: '报销等申请金额超过此值时需总经理审批',
    });
  });
});

describe('the site in every language', () => {
  it("titles the site and names the company in the reader's language", async () => {
    const configIn = async (language: string) => {
      admin.cookies.language = language;
      try {
        return (await admin.get('/config.json')).body.data;
      } finally {
        delete admin.cookies.language;
      }
    };
    expect(await configIn('zh')).toMatchObject({ title: '中恒办公管理系统', companyName: '中恒工程咨询集团' });
    expect(await configIn('en')).toMatchObject({ title: 'Zhongheng Office Management', companyName: 'Zhongheng Engineering Consulting Group' });
    expect((await configIn('es')).title).toBe('Gestión de Oficina Zhongheng');
  });
});
