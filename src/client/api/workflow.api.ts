import type { StepAction } from '../../shared/approval-actions.ts';
import type { Answer } from '../../shared/schemas/answer.schema.ts';
import type {
  actionAnswer,
  actionBody,
  actionResult,
  auditUsers,
  batchBody,
  batchResult,
  flowInstance,
  hisTask,
  historyRow,
  homeCounts,
  jumpTarget,
  phrase,
  rejectTarget,
  TODO_KINDS,
  todoPage,
  todoRow,
  traceRound,
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
export type TraceRound = Answer<typeof traceRound>;
export type TraceRow = TraceRound['rows'][number];
export type HisTask = Answer<typeof hisTask>;
export type StepTask = HisTask['nowTask'][number];
export type TodoKind = (typeof TODO_KINDS)[number];
export type TodoRow = Answer<typeof todoRow>;
export type TodoPage = Answer<typeof todoPage>;
export type HomeCounts = Answer<typeof homeCounts>;
export type BatchBody = Answer<typeof batchBody>;
export type BatchOutcome = Answer<typeof batchResult>['results'][number];
export type Phrase = Answer<typeof phrase>;
export type JumpTarget = Answer<typeof jumpTarget>;

const workflowBase = api.enhanceEndpoints({ addTagTypes: ['WfActions', 'WfTodo', 'EngineRecord', 'WfPhrases', 'WfInstances'] });

/** Approval actions, flow tracing and the to-do list (server: src/server/workflow/workflow.routes.ts). */
export const workflowApi = workflowBase.injectEndpoints({
  endpoints: (build) => ({
    wfActions: build.query<ActionAnswer, { module: string; id: number }>({
      query: ({ module, id }) => ({ url: `/wf/${module}/${id}/actions`, silent: true }),
      providesTags: (_result, _error, { module, id }) => [{ type: 'WfActions', id: `${module}:${id}` }],
    }),
    /** `silent`: the caller shows a refusal itself (the approver dialog keeps it beside the input). */
    wfAct: build.mutation<Answer<typeof actionResult>, { module: string; id: number; action: StepAction; body: ActionBody; silent?: boolean }>({
      query: ({ module, id, action, body, silent }) => ({ url: `/wf/${module}/${id}/${action}`, method: 'POST', body, silent }),
      invalidatesTags: (_result, error, { module, id }) =>
        error
          ? [{ type: 'WfActions', id: `${module}:${id}` }]
          : [
              { type: 'WfActions', id: `${module}:${id}` },
              // A task done settles its to-do notice: the bell and the to-do counts answer as one.
              { type: 'WfTodo', id: 'all' },
              'Notify',
              { type: 'EngineRecord', id: `${module}:${id}` },
              { type: 'EngineRecord', id: `${module}:list` },
              { type: 'EngineRecord', id: 'related' },
              { type: 'WfInstances', id: 'list' },
            ],
    }),
    /** Approve or reject several documents with one opinion; each has its own outcome (done, or why not). */
    batchDecide: build.mutation<Answer<typeof batchResult>, BatchBody>({
      query: (body) => ({ url: '/processAudit/batch', method: 'POST', body }),
      invalidatesTags: [{ type: 'WfTodo', id: 'all' }, 'Notify', { type: 'WfInstances', id: 'list' }, 'WfActions', 'EngineRecord'],
    }),
    phrases: build.query<Phrase[], void>({
      query: () => ({ url: '/processAudit/phrases', silent: true }),
      providesTags: [{ type: 'WfPhrases', id: 'mine' }],
    }),
    addPhrase: build.mutation<Phrase, string>({
      query: (text) => ({ url: '/processAudit/phrases', method: 'POST', body: { text } }),
      invalidatesTags: [{ type: 'WfPhrases', id: 'mine' }],
    }),
    deletePhrase: build.mutation<unknown, number>({
      query: (id) => ({ url: `/processAudit/phrases/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'WfPhrases', id: 'mine' }],
    }),
    jumpTargets: build.query<JumpTarget[], { module: string; id: number }>({
      query: ({ module, id }) => ({ url: `/wf/${module}/${id}/jumpTargets`, silent: true }),
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
    /** Flow tracing by round: the original filing, then each change, void… with submissions and withdrawals. */
    wfTrace: build.query<TraceRound[], { module: string; id: number }>({
      query: ({ module, id }) => ({ url: `/wf/${module}/${id}/trace`, silent: true }),
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
      invalidatesTags: [{ type: 'WfTodo', id: 'all' }, 'Notify'],
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
  useWfTraceQuery,
  useTodoPageQuery,
  useReadCcMutation,
  useHomeCountsQuery,
  useBatchDecideMutation,
  usePhrasesQuery,
  useAddPhraseMutation,
  useDeletePhraseMutation,
  useJumpTargetsQuery,
} = workflowApi;
