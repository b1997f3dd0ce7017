import type { Answer } from '../../shared/schemas/answer.schema.ts';
import type { FLOW_STATUSES, flowDefinition, flowSimulation, flowVersion, verification } from '../../shared/schemas/workflow.schema.ts';
import { api } from '../api/base-api.ts';

export type FlowStatus = (typeof FLOW_STATUSES)[number];
export type FlowVersion = Answer<typeof flowVersion>;
export type FlowDefinition = Answer<typeof flowDefinition>;
export type Verification = Answer<typeof verification>;
export type FlowProblem = Verification['problems'][number];
export type Simulation = Answer<typeof flowSimulation>;
export type SimulationStep = Simulation['route'][number];

const processBase = api.enhanceEndpoints({ addTagTypes: ['FlowDefinition'] });

/** Process management (server: src/server/workflow/flow-definition.routes.ts). */
export const processApi = processBase.injectEndpoints({
  endpoints: (build) => ({
    flowVersions: build.query<FlowVersion[], void>({
      query: () => '/flow/definitions',
      // The server names each flow in the reader's language.
      providesTags: [{ type: 'FlowDefinition', id: 'list' }, 'Language'],
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
