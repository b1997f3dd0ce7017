import { describe, expect, it } from 'vitest';
import { signedInApp } from '../../support/api.helpers.ts';
import { multipart } from '../../support/multipart.helpers.ts';
import { en, itCalls, zh } from './it.helpers.ts';

/**
 * Feedback (`/feedback/edit`): any user writes one with screenshots; the administrator answers it (its writer is
 * notified) or turns it into an IT bug or need, which names it.
 */
const { as, ids } = signedInApp();
const it_ = () => itCalls(as, ids);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function screenshot(name: string) {
  const { body, headers } = multipart(
    { businessType: 'MODULE', module: 'feedback', field: 'screenshot' },
    { name: 'screen.png', type: 'image/png', content: PNG },
  );
  const answer = await as[name].post('/ge/upload', body, { ...headers, ...en });
  expect(answer.body.status, answer.body.msg).toBe(200);
  return answer.body.data as { id: string; name: string };
}

async function feedback(by = 'staff01') {
  const shot = await screenshot(by);
  const created = await as[by].post(
    '/m/feedback',
    { title: '打印预览空白', category: 'problem', content: '点击打印后预览是空白页。', screenshot: [{ id: shot.id, name: shot.name }] },
    en,
  );
  expect(created.body.status, created.body.msg).toBe(200);
  return created.body.data as { id: number; status: number; serialNo: string; screenshot: { id: string }[] };
}

const unread = async (name: string) => (await as[name].get('/processAudit/notifyList', zh)).body.data as { content: string; link: string | null }[];

describe('feedback with a screenshot', () => {
  it('any user sends one with an image; it waits for an answer (0)', async () => {
    const sent = await feedback();
    expect(sent.status).toBe(0);
    expect(sent.screenshot).toHaveLength(1);
    const refused = await as.staff01.post('/m/feedback?complete=1', { title: '缺内容', category: 'problem' }, en);
    expect(refused.body.status).toBe(1001);
  });

  it('the administrator answers it; its writer is notified, and answered it is no longer edited', async () => {
    const { moved, recordAs, record } = it_();
    const sent = await feedback();
    const notAllowed = await recordAs('staff01', 'feedback', sent.id, 'feedback.reply', { reply: '自己回复' });
    expect(notAllowed.body.status).toBe(4031);
    expect((await recordAs('admin', 'feedback', sent.id, 'feedback.reply', {})).body.status).toBe(1001);
    expect(await moved('admin', 'feedback', sent.id, 'feedback.reply', { reply: '已修复，请刷新后重试。' })).toBe(1);
    expect(await record('feedback', sent.id)).toMatchObject({ status: 1, reply: '已修复，请刷新后重试。' });
    const notes = await unread('staff01');
    const note = notes.find((row) => row.link === `/it/feedback/view?id=${sent.id}`);
    expect(note, JSON.stringify(notes.slice(0, 3))).toBeDefined();
    expect(note!.content).toContain('workflow.notify.recorded');
    expect(note!.content).toContain(sent.serialNo);
    expect(note!.content).toContain('回复');
    const current = await record('feedback', sent.id);
    expect((await as.staff01.put(`/m/feedback/${sent.id}`, { ...current, content: '改' }, en)).body.status).toBe(1006);
  });

  it('a user reads their own feedback, not another’s', async () => {
    const sent = await feedback('finance01');
    expect((await as.staff01.get(`/m/feedback/${sent.id}`)).body.status).toBe(404);
  });
});

describe('feedback turned into a bug', () => {
  it('the administrator files a bug naming the feedback; the bug is resolved and closed; the feedback lists it', async () => {
    const { moved, record } = it_();
    const sent = await feedback();
    const source = await record('feedback', sent.id);
    const bug = await as.admin.post(
      '/m/bug',
      { title: source.title, steps: source.content, feedback: sent.id, severity: '2', priority: '1', assignee: ids.staff01 },
      en,
    );
    expect(bug.body.status, bug.body.msg).toBe(200);
    expect(bug.body.data).toMatchObject({ feedback: sent.id, status: 1 });
    await moved('admin', 'bug', bug.body.data.id, 'bug.submit');
    await moved('staff01', 'bug', bug.body.data.id, 'bug.resolve', { resolution: '1' });
    expect(await moved('admin', 'bug', bug.body.data.id, 'bug.close')).toBe(4);
    const related = (await as.admin.get(`/m/feedback/${sent.id}/related`)).body;
    expect(related.status, related.msg).toBe(200);
    expect(JSON.stringify(related.data)).toContain(bug.body.data.serialNo);
  });

  it('or a need naming it', async () => {
    const sent = await feedback();
    const need = await as.admin.post('/m/need', { title: '打印预览', description: '来自反馈', feedback: sent.id, priority: '3', manager: ids.leader01 }, en);
    expect(need.body.status, need.body.msg).toBe(200);
    expect(need.body.data).toMatchObject({ feedback: sent.id, status: 0 });
  });
});
