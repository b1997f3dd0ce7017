import type { ApprovalAction } from '../../shared/approval-actions.ts';
import { api } from '../api/base-api.ts';

/** The "why not?" answer of GET /wf/:module/:id/actions (STYLE.md rule 4). */
export type ActionAnswer = {
  status: number;
  legal: string[];
  refused: Record<string, { code: number; msg: string }>;
  owner?: boolean;
  instanceId: number | null;
};
export type ActionBody = { users?: number[]; examRemarks?: string; urgent?: boolean; rejectTo?: string; position?: 'before' | 'after' };
export type AuditUser = { id: number; name: string; loginName: string };
export type AuditUsers = { needsChoice: boolean; candidates: AuditUser[]; steps?: string[]; refusal?: string };
export type RejectTarget = { nodeId: string; name: string; approvers: number[] };
export type FlowInstance = { id: number; status: string; definitionId: number; startedAt: string; endedAt: string | null };
/** Spec §3 Approval history row. */
export type HistoryRow = {
  nodeName: string;
  postName: string | null;
  auditUserName: string;
  status: string;
  startDate: string;
  endDate: string | null;
  approvalOpinion: string | null;
  auditDate: number | null;
};
/** One transition of a document (GET /wf/:module/:id/history), oldest first. */
export type TransitionRow = { id: number; event: string; fromStatus: number; toStatus: number; actorName: string; instanceId: number | null; at: string };
export type StepTask = { nodeId: string; name: string; users: string[] };
export type HisTask = { lastTask: StepTask | null; nowTask: StepTask[]; topTask: StepTask[]; status: string };
export type TodoKind = 'todo' | 'done' | 'mine' | 'cc';
export type TodoRow = {
  taskId?: number;
  recordId: number;
  module: string;
  nodeName?: string;
  urgent?: boolean;
  status: string | number;
  serialNo: string;
  title: string;
  applicantName?: string;
  createdAt?: string;
  completedAt?: string | null;
  updatedAt?: string;
  /** CC rows: the copy's process instance and whether it was opened. */
  instanceId?: number;
  isRead?: boolean;
};
export type TodoPage = { list: TodoRow[]; total?: number; pageIndex: number; limit: number };
export type HomeCounts = { todo: number; urgent: number; mine: { status: number; count: number }[] };

const workflowBase = api.enhanceEndpoints({ addTagTypes: ['WfActions', 'WfTodo', 'EngineRecord'] });

/** Approval actions, flow tracing and the to-do list (server: src/server/workflow/workflow.routes.ts). */
export const workflowApi = workflowBase.injectEndpoints({
  endpoints: (build) => ({
    wfActions: build.query<ActionAnswer, { module: string; id: number }>({
      query: ({ module, id }) => ({ url: `/wf/${module}/${id}/actions`, silent: true }),
      providesTags: (_result, _error, { module, id }) => [{ type: 'WfActions', id: `${module}:${id}` }],
    }),
    wfAct: build.mutation<unknown, { module: string; id: number; action: ApprovalAction; body: ActionBody }>({
      query: ({ module, id, action, body }) => ({ url: `/wf/${module}/${id}/${action}`, method: 'POST', body }),
      invalidatesTags: (_result, error, { module, id }) =>
        error
          ? [{ type: 'WfActions', id: `${module}:${id}` }]
          : [
              { type: 'WfActions', id: `${module}:${id}` },
              { type: 'WfTodo', id: 'all' },
              { type: 'EngineRecord', id: `${module}:${id}` },
              { type: 'EngineRecord', id: `${module}:list` },
            ],
    }),
    auditUsers: build.query<AuditUsers, { module: string; dataId: number }>({
      query: (params) => ({ url: '/processAudit/selectAuditUsers', params }),
    }),
    rejectTargets: build.query<RejectTarget[], number>({
      query: (processInstanceId) => ({ url: '/processAudit/selectRejectUsers', params: { processInstanceId }, silent: true }),
    }),
    flowInstance: build.query<FlowInstance, { module: string; id: number }>({
      query: ({ module, id }) => ({ url: `/wf/${module}/${id}/instance`, silent: true }),
      providesTags: (_result, _error, { module, id }) => [{ type: 'WfActions', id: `${module}:${id}` }],
    }),
    hisInfo: build.query<HistoryRow[], number>({
      query: (processInstanceId) => ({ url: '/processAudit/processHisInfo', params: { processInstanceId } }),
    }),
    wfHistory: build.query<TransitionRow[], { module: string; id: number }>({
      query: ({ module, id }) => ({ url: `/wf/${module}/${id}/history`, silent: true }),
    }),
    hisTask: build.query<HisTask, number>({
      query: (processInstanceId) => ({ url: '/processAudit/processHisTask', params: { processInstanceId } }),
    }),
    todoPage: build.query<TodoPage, { kind: TodoKind; pageIndex: number; limit: number }>({
      query: (params) => ({ url: '/processAudit/processHome', params }),
      providesTags: [{ type: 'WfTodo', id: 'all' }],
    }),
    readCc: build.mutation<unknown, number>({
      query: (instanceId) => ({ url: `/processAudit/readCc/${instanceId}`, method: 'POST', silent: true }),
      invalidatesTags: [{ type: 'WfTodo', id: 'all' }],
    }),
    homeCounts: build.query<HomeCounts, void>({
      query: () => ({ url: '/processAudit/processHomeAll', silent: true }),
      providesTags: [{ type: 'WfTodo', id: 'all' }],
    }),
  }),
});

export const {
  useWfActionsQuery,
  useWfActMutation,
  useAuditUsersQuery,
  useRejectTargetsQuery,
  useFlowInstanceQuery,
  useHisInfoQuery,
  useHisTaskQuery,
  useWfHistoryQuery,
  useTodoPageQuery,
  useReadCcMutation,
  useHomeCountsQuery,
} = workflowApi;
