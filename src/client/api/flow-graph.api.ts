import type { Answer } from '../../shared/schemas/answer.schema.ts';
import type { instanceGraph, replay, runningInstance, signedVersion } from '../../shared/schemas/workflow.schema.ts';
import { api } from './base-api.ts';
import type { FlowGraph } from '../../../flows/flow-graph.ts';

export type { FlowGraph, GraphEdge, GraphNode } from '../../../flows/flow-graph.ts';

/** A document's process drawn on its version's graph; the graph is typed by the flow engine that draws it. */
export type InstanceGraph = Omit<Answer<typeof instanceGraph>, 'graph'> & { graph: FlowGraph };
export type RunningInstance = Answer<typeof runningInstance>;
export type OpenTask = RunningInstance['openTasks'][number];
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
export type SignedVersion = Answer<typeof signedVersion>;

const base = api.enhanceEndpoints({ addTagTypes: ['WfInstances', 'WfActions', 'WfTodo'] });

/** Flow chart view, running instances, replay and signed versions (server: instances.routes.ts, replay.routes.ts). */
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
      {
        module: string;
        id: number;
        action: 'reassign' | 'terminate' | 'jump' | 'removeApprover';
        body: { taskId?: number; users?: number[]; examRemarks?: string; nodeId?: string };
      }
    >({
      query: ({ module, id, action, body }) => ({ url: `/wf/${module}/${id}/${action}`, method: 'POST', body }),
      invalidatesTags: [{ type: 'WfInstances', id: 'list' }, 'WfActions', 'WfTodo'],
    }),
    replay: build.query<Replay, { module: string; id: number }>({ query: ({ module, id }) => `/wf/${module}/${id}/replay` }),
    versions: build.query<SignedVersion[], { module: string; id: number }>({ query: ({ module, id }) => `/wf/${module}/${id}/versions` }),
  }),
});

export const { useVersionGraphQuery, useInstanceGraphQuery, useRunningInstancesQuery, useAdjustInstanceMutation, useReplayQuery, useVersionsQuery } =
  flowGraphApi;
