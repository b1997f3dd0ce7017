import { api } from '../api/base-api.ts';

export type FlowStatus = 'draft' | 'published' | 'deactivated';
export type FlowVersion = {
  id: number;
  flowKey: string;
  moduleId: number | null;
  version: number;
  status: FlowStatus;
  name: string | null;
  createdAt: string;
  publishedAt: string | null;
};
export type FlowDefinition = FlowVersion & { xml: string };
export type FlowProblem = { nodeId: string | null; nodeName: string | null; severity: 'error' | 'warning'; message: string };
export type Verification = { ok: boolean; problems: FlowProblem[] };
export type SimulationStep = { nodeId: string; nodeName: string; outcome?: string; assigneeNames: string[]; byName?: string | null };
export type Simulation = { outcome: string; route: SimulationStep[]; refusal: string | null };

const processBase = api.enhanceEndpoints({ addTagTypes: ['FlowDefinition'] });

/** Process management (server: src/server/workflow/flow-definition.routes.ts). */
export const processApi = processBase.injectEndpoints({
  endpoints: (build) => ({
    flowVersions: build.query<FlowVersion[], void>({
      query: () => '/flow/definitions',
      providesTags: [{ type: 'FlowDefinition', id: 'list' }],
    }),
    flowDefinition: build.query<FlowDefinition, number>({
      query: (id) => `/flow/definitions/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'FlowDefinition', id }],
    }),
    createDraft: build.mutation<FlowDefinition, { flowKey: string; xml: string }>({
      query: (body) => ({ url: '/flow/definitions', method: 'POST', body, repToken: true }),
      invalidatesTags: [{ type: 'FlowDefinition', id: 'list' }],
    }),
    saveDraft: build.mutation<unknown, { id: number; xml: string }>({
      query: ({ id, xml }) => ({ url: `/flow/definitions/${id}`, method: 'PUT', body: { xml } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'FlowDefinition', id }],
    }),
    verifyFlow: build.mutation<Verification, number>({
      query: (id) => ({ url: `/flow/definitions/${id}/verify`, method: 'POST', body: {} }),
    }),
    simulateFlow: build.mutation<Simulation, { id: number; doc: Record<string, string | number | boolean | null>; applicantId: number }>({
      query: ({ id, ...body }) => ({ url: `/flow/definitions/${id}/simulate`, method: 'POST', body }),
    }),
    publishFlow: build.mutation<unknown, number>({
      query: (id) => ({ url: `/flow/definitions/${id}/publish`, method: 'POST', body: {} }),
      invalidatesTags: [{ type: 'FlowDefinition', id: 'list' }],
    }),
    deactivateFlow: build.mutation<unknown, number>({
      query: (id) => ({ url: `/flow/definitions/${id}/deactivate`, method: 'POST', body: {} }),
      invalidatesTags: [{ type: 'FlowDefinition', id: 'list' }],
    }),
  }),
});

export const {
  useFlowVersionsQuery,
  useFlowDefinitionQuery,
  useCreateDraftMutation,
  useSaveDraftMutation,
  useVerifyFlowMutation,
  useSimulateFlowMutation,
  usePublishFlowMutation,
  useDeactivateFlowMutation,
} = processApi;
