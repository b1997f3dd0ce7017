import type { ApprovalAction } from '../../shared/approval-actions.ts';
import type { Answer } from '../../shared/schemas/answer.schema.ts';
import type {
  actionAnswer,
  actionBody,
  actionResult,
  auditUsers,
  flowInstance,
  hisTask,
  historyRow,
  homeCounts,
  rejectTarget,
  TODO_KINDS,
  todoPage,
  todoRow,
  transitionRow,
} from '../../shared/schemas/workflow.schema.ts';
import { api } from './base-api.ts';

export type ActionAnswer = Answer<typeof actionAnswer>;
export type ActionBody = Answer<typeof actionBody>;
export type AuditUsers = Answer<typeof auditUsers>;
export type AuditUser = AuditUsers['candidates'][number];
export type RejectTarget = Answer<typeof rejectTarget>;
export type FlowInstance = Answer<typeof flowInstance>;
export type HistoryRow = Answer<typeof historyRow>;
export type TransitionRow = Answer<typeof transitionRow>;
export type HisTask = Answer<typeof hisTask>;
export type StepTask = HisTask['nowTask'][number];
export type TodoKind = (typeof TODO_KINDS)[number];
export type TodoRow = Answer<typeof todoRow>;
export type TodoPage = Answer<typeof todoPage>;
export type HomeCounts = Answer<typeof homeCounts>;

const workflowBase = api.enhanceEndpoints({ addTagTypes: ['WfActions', 'WfTodo', 'EngineRecord'] });

/** Approval actions, flow tracing and the to-do list (server: src/server/workflow/workflow.routes.ts). */
export const workflowApi = workflowBase.injectEndpoints({
  endpoints: (build) => ({
    wfActions: build.query<ActionAnswer, { module: string; id: number }>({
      query: ({ module, id }) => ({ url: `/wf/${module}/${id}/actions`, silent: true }),
      providesTags: (_result, _error, { module, id }) => [{ type: 'WfActions', id: `${module}:${id}` }],
    }),
    wfAct: build.mutation<Answer<typeof actionResult>, { module: string; id: number; action: ApprovalAction; body: ActionBody }>({
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
      providesTags: [{ type: 'WfTodo', id: 'all' }, 'Language'],
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
