import { describe, expect, it } from 'vitest';
import { signedInApp, travelClaim } from '../../support/api.helpers.ts';

/**
 * The flow chart view, the administrators' running instances (view and adjust) and the auditors' replay (issue 5
 * Screens). The shipped reimbursement flow: department head (leader01) → finance (finance01) → amount gateway →
 * general manager (manager01) above the threshold → end.
 */
const { as, ids: id } = signedInApp(['admin', 'staff01', 'leader01', 'finance01']);
const MODULE = 'reimapplication';

async function filed(by: string, amount = 800, submit = true) {
  const created = await as[by].post(`/m/${MODULE}`, travelClaim(amount));
  expect(created.body.status).toBe(200);
  const recordId = created.body.data.id as number;
  if (submit) expect((await as[by].post(`/wf/${MODULE}/${recordId}/submit`, {})).body.status).toBe(200);
  return recordId;
}

type Graph = {
  nodes: { id: string; kind: string; x: number; y: number; assignee?: { type: string; value?: string; label?: string } }[];
  edges: { id: string; condition?: string; isDefault?: boolean }[];
  layout: string;
};

describe('flow chart', () => {
  it('draws a published version from its diagram: nodes, assignee rules, conditions and the default flow', async () => {
    const versions = (await as.admin.get('/flow/definitions')).body.data as { id: number; flowKey: string; status: string }[];
    const version = versions.find((row) => row.flowKey === 'reimbursement' && row.status === 'published') ?? versions[0];
    const answer = await as.admin.get(`/flow/definitions/${version.id}/graph`);
    expect(answer.body.status).toBe(200);
    const graph = answer.body.data as Graph;
    expect(graph.layout).toBe('diagram');
    expect(graph.nodes.map((node) => node.kind)).toEqual(expect.arrayContaining(['startEvent', 'endEvent', 'userTask', 'exclusiveGateway']));
    expect(graph.nodes.find((node) => node.kind === 'userTask')?.assignee?.type).toBeTruthy();
    // A post rule keeps the post's code and is labelled with its name in the reader's language.
    expect(graph.nodes.find((node) => node.id === 'Task_Finance')?.assignee).toMatchObject({ type: 'post', value: 'finance', label: 'Finance officer' });
    expect(graph.edges.some((edge) => edge.condition?.includes('approvalThreshold'))).toBe(true);
    expect(graph.edges.some((edge) => edge.isDefault)).toBe(true);
    // Cached: the same answer again.
    expect((await as.admin.get(`/flow/definitions/${version.id}/graph`)).body.data).toEqual(graph);
    expect((await as.staff01.get(`/flow/definitions/${version.id}/graph`)).body.status).toBe(4031);
    expect((await as.admin.get('/flow/definitions/999999/graph')).body.status).toBe(404);
  });

  it('a version without a diagram gets the layered layout, left to right', async () => {
    const versions = (await as.admin.get('/flow/definitions')).body.data as { id: number; flowKey: string }[];
    const base = (await as.admin.get(`/flow/definitions/${versions[0].id}`)).body.data as { xml: string; flowKey: string };
    const bare = base.xml.replace(/<bpmndi:BPMNDiagram[\s\S]*<\/bpmndi:BPMNDiagram>/, '');
    const draft = await as.admin.post('/flow/definitions', { flowKey: base.flowKey, xml: bare });
    expect(draft.body.status).toBe(200);
    const graph = (await as.admin.get(`/flow/definitions/${draft.body.data.id}/graph`)).body.data as Graph;
    expect(graph.layout).toBe('layered');
    const start = graph.nodes.find((node) => node.kind === 'startEvent')!;
    const end = graph.nodes.find((node) => node.kind === 'endEvent')!;
    expect(end.x).toBeGreaterThan(start.x);
  });

  it('an instance: current node and passed nodes; refused to an outsider', async () => {
    const recordId = await filed('staff01');
    let answer = await as.staff01.get(`/wf/${MODULE}/${recordId}/graph`);
    expect(answer.body.status).toBe(200);
    expect(answer.body.data.current).toEqual(['Task_DeptHead']);
    expect(answer.body.data.passed).toContain('Start');
    expect(answer.body.data.assignees.Task_DeptHead).toHaveLength(1);
    expect((await as.leader01.post(`/wf/${MODULE}/${recordId}/approve`, {})).body.status).toBe(200);
    answer = await as.leader01.get(`/wf/${MODULE}/${recordId}/graph`);
    expect(answer.body.data.current).toEqual(['Task_Finance']);
    expect(answer.body.data.passed).toEqual(expect.arrayContaining(['Start', 'Task_DeptHead']));
    expect(answer.body.data.passedEdges.length).toBeGreaterThanOrEqual(2);
    // A draft has no process yet.
    const draft = await filed('staff01', 100, false);
    expect((await as.staff01.get(`/wf/${MODULE}/${draft}/graph`)).body.status).toBe(1009);
    // The administrator's draft is outside staff01's data scope: it does not exist for them.
    const foreign = await filed('admin', 100, false);
    expect((await as.staff01.get(`/wf/${MODULE}/${foreign}/graph`)).body.status).toBe(404);
  });
});

describe('running instances (view and adjust)', () => {
  it('lists running instances with their current step and approvers, filtered and paged; 4031 without the permission', async () => {
    const first = await filed('staff01', 300);
    const second = await filed('staff01', 400);
    expect((await as.staff01.get('/wf/instances')).body.status).toBe(4031);
    expect((await as.leader01.get('/wf/instances')).body.status).toBe(4031);
    const all = await as.admin.get(`/wf/instances?module=${MODULE}&limit=100`);
    expect(all.body.status).toBe(200);
    const rows = all.body.data.list as {
      recordId: number;
      serialNo: string;
      applicantName: string;
      openTasks: { id: number; nodeName: string; assigneeName: string }[];
    }[];
    const row = rows.find((r) => r.recordId === first)!;
    expect(row.openTasks).toHaveLength(1);
    expect(row.openTasks[0].nodeName).toBeTruthy();
    expect(row.applicantName).toBeTruthy();
    expect(all.body.data.total).toBeGreaterThanOrEqual(2);
    const paged = await as.admin.get(`/wf/instances?module=${MODULE}&limit=1&pageIndex=2`);
    expect(paged.body.data.list).toHaveLength(1);
    expect(paged.body.data.total).toBe(all.body.data.total);
    const bySerial = await as.admin.get(`/wf/instances?serialNo=${encodeURIComponent(row.serialNo)}`);
    expect((bySerial.body.data.list as { recordId: number }[]).map((r) => r.recordId)).toEqual([first]);
    expect((await as.admin.get('/wf/instances?approver=nobody-at-all')).body.data.total).toBe(0);
    expect((await as.admin.get('/wf/instances?limit=0')).body.status).toBe(1001);

    // Reassign the second one's to-do to finance01; terminate the first: it leaves the list.
    const secondRow = rows.find((r) => r.recordId === second)!;
    const reassigned = await as.admin.post(`/wf/${MODULE}/${second}/reassign`, { taskId: secondRow.openTasks[0].id, users: [id.finance01] });
    expect(reassigned.body.status).toBe(200);
    const todo = (await as.finance01.get('/processAudit/processHome?kind=todo&limit=100')).body.data.list as { recordId: number }[];
    expect(todo.some((r) => r.recordId === second)).toBe(true);
    expect((await as.admin.post(`/wf/${MODULE}/${first}/terminate`, { examRemarks: '重复' })).body.status).toBe(200);
    const after = (await as.admin.get(`/wf/instances?module=${MODULE}&limit=100`)).body.data.list as {
      recordId: number;
      openTasks: { assigneeName: string }[];
    }[];
    expect(after.some((r) => r.recordId === first)).toBe(false);
    expect(after.find((r) => r.recordId === second)?.openTasks.map((task) => task.assigneeName)).toHaveLength(1);
  });
});

describe('replay', () => {
  it('answers the history rows with actors, snapshots and the lifecycle; 404 to an outsider', async () => {
    const recordId = await filed('staff01', 900);
    expect((await as.leader01.post(`/wf/${MODULE}/${recordId}/approve`, { examRemarks: '同意' })).body.status).toBe(200);
    const answer = await as.staff01.get(`/wf/${MODULE}/${recordId}/replay`);
    expect(answer.body.status).toBe(200);
    const data = answer.body.data as {
      lifecycle: string;
      rows: {
        event: string;
        fromStatus: number;
        toStatus: number;
        actorName: string;
        onBehalfOfName: string | null;
        opinion: string | null;
        snapshot: Record<string, unknown>;
      }[];
    };
    expect(data.lifecycle).toBe('generic');
    expect(data.rows.map((row) => row.event)).toEqual(['approval.submit', 'approval.approve']);
    expect(data.rows[0]).toMatchObject({ fromStatus: 0, toStatus: 3, onBehalfOfName: null });
    expect(data.rows[1].opinion).toBe('同意');
    expect(data.rows[1].snapshot.amount).toBeDefined();
    // The approver (a participant) and the administrator may replay it.
    expect((await as.leader01.get(`/wf/${MODULE}/${recordId}/replay`)).body.status).toBe(200);
    expect((await as.admin.get(`/wf/${MODULE}/${recordId}/replay`)).body.status).toBe(200);
    // A document outside staff01's scope does not exist for them.
    const foreign = await filed('admin', 100, false);
    expect((await as.staff01.get(`/wf/${MODULE}/${foreign}/replay`)).body.status).toBe(404);
    expect((await as.staff01.get(`/wf/${MODULE}/99999999/replay`)).body.status).toBe(404);
  });
});
