import type { Answer } from '../../shared/schemas/answer.schema.ts';
import type { replay } from '../../shared/schemas/workflow.schema.ts';
import { api } from '../api/base-api.ts';
import type { FlowGraph } from '../../../flows/flow-graph.ts';

export type { FlowGraph, GraphEdge, GraphNode } from '../../../flows/flow-graph.ts';

/** A document's process drawn on its version's graph (GET /wf/:module/:id/graph). */
export type InstanceGraph = {
  graph: FlowGraph;
  instance: { id: number; status: string; definitionId: number; startedAt: string; endedAt: string | null };
  current: string[];
  passed: string[];
  passedEdges: string[];
  /** Open to-do rows' assignees by node id. */
  assignees: Record<string, string[]>;
};
export type OpenTask = { id: number; nodeId: string; nodeName: string; assigneeId: number; assigneeName: string };
export type RunningInstance = {
  id: number;
  module: string;
  recordId: number;
  serialNo: string;
  title: string | null;
  status: number;
  applicantName: string;
  startedAt: string;
  urgent: boolean;
  definitionId: number;
  openTasks: OpenTask[];
};
export type InstanceFilter = {
  module?: string;
  serialNo?: string;
  applicant?: string;
  approver?: string;
  urgent?: 'true' | 'false';
  pageIndex: number;
  limit: number;
};
export type Replay = Answer<typeof replay>;
export type ReplayRow = Replay['rows'][number];

const base = api.enhanceEndpoints({ addTagTypes: ['WfInstances'] });

/** Flow chart view, running instances and replay (server: instances.routes.ts, replay.routes.ts). */
export const flowGraphApi = base.injectEndpoints({
  endpoints: (build) => ({
    versionGraph: build.query<FlowGraph, number>({ query: (id) => `/flow/definitions/${id}/graph` }),
    instanceGraph: build.query<InstanceGraph, { module: string; id: number }>({
      query: ({ module, id }) => `/wf/${module}/${id}/graph`,
      providesTags: [{ type: 'WfInstances', id: 'list' }],
    }),
    runningInstances: build.query<{ list: RunningInstance[]; total: number }, InstanceFilter>({
      query: (params) => ({
        url: '/wf/instances',
        params: Object.fromEntries(Object.entries(params).filter(([, value]) => value !== '' && value !== undefined)),
      }),
      providesTags: [{ type: 'WfInstances', id: 'list' }],
    }),
    adjustInstance: build.mutation<
      unknown,
      { module: string; id: number; action: 'reassign' | 'terminate'; body: { taskId?: number; users?: number[]; examRemarks?: string } }
    >({
      query: ({ module, id, action, body }) => ({ url: `/wf/${module}/${id}/${action}`, method: 'POST', body }),
      invalidatesTags: [{ type: 'WfInstances', id: 'list' }],
    }),
    replay: build.query<Replay, { module: string; id: number }>({ query: ({ module, id }) => `/wf/${module}/${id}/replay` }),
  }),
});

export const { useVersionGraphQuery, useInstanceGraphQuery, useRunningInstancesQuery, useAdjustInstanceMutation, useReplayQuery } = flowGraphApi;
