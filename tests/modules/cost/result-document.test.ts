import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { records } from '../../../src/server/db/schema.ts';
import { signedInApp, workflowCalls } from '../../support/api.helpers.ts';
import { multipart } from '../../support/multipart.helpers.ts';

/**
 * Result documents (spec §1 result-document management, moduleIds 21-24): a project's members file its deliverables,
 * its leader and the department head approve them, a new upload of a signed one is a new version whose earlier file
 * stays readable, anyone outside the project is refused, and the count report `document` counts every kind.
 */
const { t, as, ids } = signedInApp();
let projectId: number;
const en = { 'accept-language': 'en' };
const PDF = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);

beforeAll(async () => {
  const projects = (await as.admin.post('/m/project/page', { query: '杭州地铁三号线全过程造价咨询', page: { pageIndex: 1, limit: 5 } })).body.data.list;
  projectId = projects.find((row: { status: number }) => row.status === 4).id;
});

async function upload(login: string, module: string, name: string, content: Buffer, record?: number) {
  const { body, headers } = multipart({ module, field: 'file', ...(record ? { record: String(record) } : {}) }, { name, type: 'application/pdf', content });
  const answer = await as[login].post('/ge/upload', body, { ...headers, ...en });
  expect(answer.body.status, answer.body.msg).toBe(200);
  return { id: answer.body.data.id as string, name: answer.body.data.name as string };
}
const record = async (module: string, id: number) => (await as.admin.get(`/m/${module}/${id}`)).body.data;
const count = async (module: string) => (await as.admin.post(`/m/${module}/page`, { page: { pageIndex: 1, limit: 1 } })).body.data.total as number;
const { act } = workflowCalls(as);
/** The bytes a reader gets for a stored file, by its id. */
async function fileBytes(login: string, fileId: string) {
  const cookie = `Admin-Token=${as[login].cookies['Admin-Token']}`;
  const served = await t.app.inject({ method: 'GET', url: `/prod-api/ge/preview/${fileId}`, headers: { cookie } });
  expect(served.statusCode).toBe(200);
  return served.rawPayload;
}

const deliverable = (file: { id: string; name: string }, title = '地铁三号线二期工程概算审核报告') => ({
  title,
  project: projectId,
  folder: 'design',
  issuedOn: '2026-11-18',
  file: [file],
  description: '概算审核意见及调整明细',
});

/** Filed by staff01 (a member of the project), submitted, and approved by the project leader (also the department head). */
async function signed(module: string, title?: string) {
  const file = await upload('staff01', module, 'v1.pdf', PDF('version 1'));
  const created = await as.staff01.post(`/m/${module}`, deliverable(file, title), en);
  expect(created.body.status, created.body.msg).toBe(200);
  const id = created.body.data.id as number;
  expect((await act('staff01', module, id, 'submit')).body.status).toBe(200);
  expect((await record(module, id)).status).toBe(3);
  const approved = await act('leader01', module, id, 'approve');
  expect(approved.body.status, approved.body.msg).toBe(200);
  return { id, file };
}

describe('result documents of a project', () => {
  it('lets a member of the project file one, approved by the project leader to the end', async () => {
    const { id } = await signed('document');
    expect((await record('document', id)).status).toBe(4);
    // Its project leader is the project's (spec §6 type code 16): the leader's task and rights come from the project.
    const [row] = await t.database.db.select({ leader: records.projectLeaderId }).from(records).where(eq(records.id, id));
    expect(row.leader).toBe(ids.leader01);
  });

  it('refuses anyone outside the project, on the project field in their language, and saves nothing', async () => {
    const before = await count('document');
    const file = await upload('manager01', 'document', 'outsider.pdf', PDF('outsider'));
    const refused = await as.manager01.post('/m/document', deliverable(file), en);
    expect(refused.body).toMatchObject({ status: 1001, data: { field: 'project' } });
    expect(refused.body.msg).toContain('members');
    const zh = await as.manager01.post('/m/document', deliverable(file), { 'accept-language': 'zh' });
    expect(zh.body.msg).toContain('成员');
    expect(await count('document')).toBe(before);
  });

  it("offers in the document's project picker only the projects the reader is a member of or leads", async () => {
    // staff01 registers a project for others: they read it, but file nothing for it.
    const metro = await record('project', projectId);
    const created = await as.staff01.post(
      '/m/project',
      {
        projectName: '钱江新城综合管廊造价咨询',
        customer: metro.customer,
        projectLeader: ids.leader01,
        startDate: '2026-12-01',
        members: [{ member: ids.leader01, role: 'leader', share: 100 }],
      },
      en,
    );
    expect(created.body.status, created.body.msg).toBe(200);
    const othersProject = created.body.data.id as number;
    const projects = async (pickFor?: object) =>
      ((await as.staff01.post('/m/project/page', { page: { pageIndex: 1, limit: 100 }, pickFor }, en)).body.data.list as { id: number }[]).map((row) => row.id);
    expect(await projects()).toEqual(expect.arrayContaining([projectId, othersProject]));
    const offered = await projects({ module: 'document', field: 'project' });
    expect(offered).toContain(projectId);
    expect(offered).not.toContain(othersProject);
    // A pick without memberOf lists what the reader reads.
    expect(await projects({ module: 'document', field: 'contract' })).toContain(othersProject);
    const file = await upload('staff01', 'document', 'others.pdf', PDF('others'));
    const refused = await as.staff01.post('/m/document', { ...deliverable(file), project: othersProject }, en);
    expect(refused.body).toMatchObject({ status: 1001, data: { field: 'project' } });
  });

  it('keeps a new upload of a signed document as its next version, the earlier file still readable', async () => {
    const { id, file: first } = await signed('document', '地铁三号线车辆段预算书');
    expect((await act('staff01', 'document', id, 'change.start', { examRemarks: '更正内容' })).body.status).toBe(200);
    const second = await upload('staff01', 'document', 'v2.pdf', PDF('version 2'), id);
    const { version, ...current } = await record('document', id);
    const saved = await as.staff01.put(`/m/document/${id}`, { ...deliverable(second, current.title), version }, en);
    expect(saved.body.status, saved.body.msg).toBe(200);
    expect((await act('staff01', 'document', id, 'submit')).body.status).toBe(200);
    expect((await act('leader01', 'document', id, 'approve')).body.status).toBe(200);
    expect((await record('document', id)).status).toBe(6);

    const versions = (await as.staff01.get(`/wf/document/${id}/versions`)).body.data;
    expect(versions.map((v: { number: number }) => v.number)).toEqual([1, 2]);
    expect(versions[0].data.file).toEqual([first]);
    expect(versions[1].data.file).toEqual([second]);
    expect(versions[1].changed).toEqual(['file']);
    expect((await fileBytes('staff01', first.id)).toString()).toContain('version 1');
    expect((await fileBytes('leader01', second.id)).toString()).toContain('version 2');
  });

  it('takes a new upload on every change, however many earlier versions hold their files', async () => {
    const { id, file: first } = await signed('documentopinion', '关于地铁三号线材料调差的咨询意见');
    const uploads = [first];
    // The file field holds 5 files: the replaced ones stay linked for their versions and take no room.
    for (let n = 2; n <= 7; n++) {
      expect((await act('staff01', 'documentopinion', id, 'change.start', { examRemarks: '更正内容' })).body.status).toBe(200);
      const next = await upload('staff01', 'documentopinion', `v${n}.pdf`, PDF(`version ${n}`), id);
      const { version, title } = await record('documentopinion', id);
      const saved = await as.staff01.put(`/m/documentopinion/${id}`, { ...deliverable(next, title), version }, en);
      expect(saved.body.status, saved.body.msg).toBe(200);
      expect((await act('staff01', 'documentopinion', id, 'submit')).body.status).toBe(200);
      expect((await act('leader01', 'documentopinion', id, 'approve')).body.status).toBe(200);
      uploads.push(next);
    }
    const versions = (await as.staff01.get(`/wf/documentopinion/${id}/versions`)).body.data as { data: { file: unknown[] } }[];
    expect(versions.map((v) => v.data.file)).toEqual(uploads.map((file) => [file]));
    expect((await fileBytes('staff01', uploads[0].id)).toString()).toContain('version 1');
  });

  it('counts the signed documents of every kind in the report `document`, by kind and by month', async () => {
    await signed('documentsettlement', '地铁三号线土建结算审核报告');
    const byKind = (await as.leader01.post('/report/document', { by: 'type', from: '2026-11-01', to: '2026-11-30' }, en)).body;
    expect(byKind.status, byKind.msg).toBe(200);
    const rows = byKind.data as { key: string; name: string; count: number }[];
    expect(rows.find((row) => row.key === 'document')).toMatchObject({ name: 'Cost estimate and budget reports', count: 2 });
    expect(rows.find((row) => row.key === 'documentsettlement')).toMatchObject({ name: 'Settlement audit reports', count: 1 });
    expect(rows.find((row) => row.key === 'documentopinion')).toMatchObject({ name: 'Consulting opinions', count: 1 });
    expect(rows.at(-1)).toMatchObject({ key: '', count: 4 });
    const byMonth = (await as.leader01.post('/report/document', { by: 'month' }, en)).body.data as { key: string; count: number }[];
    expect(byMonth.find((row) => row.key === '2026-11')?.count).toBe(4);
  });
});
