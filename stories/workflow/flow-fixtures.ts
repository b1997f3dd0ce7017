import { flowGraph } from '../../flows/flow-graph.ts';
import type { ProcessModel } from '../../flows/process-model.ts';
import type { Replay } from '../../src/client/api/flow-graph.api.ts';

/** The shipped reimbursement flow as a model: department head → finance → amount gateway → general manager above the threshold. */
export const reimbursementModel: ProcessModel = {
  id: 'Process_reimbursement',
  name: '报销审批',
  nodes: {
    Start: { id: 'Start', name: '提交申请', kind: 'startEvent', bpmnType: 'bpmn:StartEvent', incoming: [], outgoing: ['F1'] },
    Task_DeptHead: {
      id: 'Task_DeptHead',
      name: '部门负责人审批',
      kind: 'userTask',
      bpmnType: 'bpmn:UserTask',
      incoming: ['F1'],
      outgoing: ['F2'],
      assignee: { type: 'deptHead' },
    },
    Task_Finance: {
      id: 'Task_Finance',
      name: '财务审批',
      kind: 'userTask',
      bpmnType: 'bpmn:UserTask',
      incoming: ['F2'],
      outgoing: ['F3'],
      assignee: { type: 'post', value: 'finance' },
      multi: 'any',
    },
    Gateway_Amount: {
      id: 'Gateway_Amount',
      name: '金额超过审批限额？',
      kind: 'exclusiveGateway',
      bpmnType: 'bpmn:ExclusiveGateway',
      incoming: ['F3'],
      outgoing: ['F4', 'F5'],
      defaultFlow: 'F5',
    },
    Task_GM: {
      id: 'Task_GM',
      name: '总经理审批',
      kind: 'userTask',
      bpmnType: 'bpmn:UserTask',
      incoming: ['F4'],
      outgoing: ['F6'],
      assignee: { type: 'post', value: 'gm' },
    },
    End: { id: 'End', name: '审批完成', kind: 'endEvent', bpmnType: 'bpmn:EndEvent', incoming: ['F5', 'F6'], outgoing: [] },
  },
  flows: {
    F1: { id: 'F1', name: '', source: 'Start', target: 'Task_DeptHead' },
    F2: { id: 'F2', name: '', source: 'Task_DeptHead', target: 'Task_Finance' },
    F3: { id: 'F3', name: '', source: 'Task_Finance', target: 'Gateway_Amount' },
    F4: { id: 'F4', name: '超过限额', source: 'Gateway_Amount', target: 'Task_GM', condition: 'amount > params.approvalThreshold' },
    F5: { id: 'F5', name: '', source: 'Gateway_Amount', target: 'End' },
    F6: { id: 'F6', name: '', source: 'Task_GM', target: 'End' },
  },
};

/** Drawn with the layered layout (no diagram in the file). */
export const layeredGraph = flowGraph(reimbursementModel, new Map());

/** Drawn at the diagram's own coordinates, as the designer placed the shapes. */
export const diagramGraph = flowGraph(
  reimbursementModel,
  new Map([
    ['Start', { x: 152, y: 182, width: 36, height: 36 }],
    ['Task_DeptHead', { x: 240, y: 160, width: 120, height: 80 }],
    ['Task_Finance', { x: 410, y: 160, width: 120, height: 80 }],
    ['Gateway_Amount', { x: 585, y: 175, width: 50, height: 50 }],
    ['Task_GM', { x: 690, y: 40, width: 120, height: 80 }],
    ['End', { x: 872, y: 182, width: 36, height: 36 }],
  ]),
);

const snapshot = {
  title: '上海出差',
  reimbursementType: '2',
  amount: 6800,
  occurredOn: '2026-11-01',
  lines: [{ date: '2026-11-01', item: '高铁', amount: 6800 }],
};

/** A reimbursement's history: submitted, approved by the department head, sent back by finance, resubmitted with a lower amount. */
export const replayFixture: Replay = {
  lifecycle: 'generic',
  record: { id: 7, serialNo: 'BX2026110007', status: 3, createdAt: '2026-11-02T01:00:00Z' },
  rows: [
    {
      id: 1,
      event: 'approval.submit',
      fromStatus: 0,
      toStatus: 3,
      actorId: 5,
      actorName: '陈小明',
      onBehalfOf: null,
      onBehalfOfName: null,
      nodeName: null,
      opinion: null,
      files: [],
      namedUsers: [],
      changedFields: null,
      at: '2026-11-02T01:10:00Z',
      instanceId: 1,
      snapshot: { ...snapshot, status: 3, serialNo: 'BX2026110007' },
    },
    {
      id: 2,
      event: 'approval.approve',
      fromStatus: 3,
      toStatus: 3,
      actorId: 7,
      actorName: '赵助理',
      onBehalfOf: 3,
      onBehalfOfName: '张经理',
      nodeName: '部门负责人审批',
      opinion: '同意',
      files: [],
      namedUsers: [],
      changedFields: null,
      at: '2026-11-02T03:00:00Z',
      instanceId: 1,
      snapshot: { ...snapshot, status: 3, serialNo: 'BX2026110007' },
    },
    {
      id: 3,
      event: 'approval.reject',
      fromStatus: 3,
      toStatus: 1,
      actorId: 4,
      actorName: '李财务',
      onBehalfOf: null,
      onBehalfOfName: null,
      nodeName: '财务审批',
      opinion: '发票金额与明细不符',
      files: [],
      namedUsers: [],
      changedFields: null,
      at: '2026-11-03T02:00:00Z',
      instanceId: 1,
      snapshot: { ...snapshot, status: 1, serialNo: 'BX2026110007' },
    },
    {
      id: 4,
      event: 'approval.resubmit',
      fromStatus: 1,
      toStatus: 3,
      actorId: 5,
      actorName: '陈小明',
      onBehalfOf: null,
      onBehalfOfName: null,
      nodeName: null,
      opinion: null,
      files: [],
      namedUsers: [],
      changedFields: null,
      at: '2026-11-03T05:00:00Z',
      instanceId: 2,
      snapshot: { ...snapshot, amount: 4800, lines: [{ date: '2026-11-01', item: '高铁', amount: 4800 }], status: 3, serialNo: 'BX2026110007' },
    },
  ],
};
