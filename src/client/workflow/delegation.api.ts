import type { Answer } from '../../shared/schemas/answer.schema.ts';
import type { delegationRow } from '../../shared/schemas/workflow.schema.ts';
import { api } from '../api/base-api.ts';

export type Delegation = Answer<typeof delegationRow>;
export type DelegationBody = { toUserId: number; startsOn: string; endsOn: string; modules: string[] };

const delegationBase = api.enhanceEndpoints({ addTagTypes: ['Delegation'] });

/** Delegations of one's approvals (server: src/server/workflow/delegation.routes.ts). */
export const delegationApi = delegationBase.injectEndpoints({
  endpoints: (build) => ({
    /** The caller's (made by them and to them); `all`: everyone's, for an administrator. */
    delegations: build.query<Delegation[], { all: boolean }>({
      query: ({ all }) => ({ url: '/delegation', params: all ? { all: 'true' } : undefined }),
      providesTags: ['Delegation'],
    }),
    createDelegation: build.mutation<Delegation, DelegationBody>({
      query: (body) => ({ url: '/delegation', method: 'POST', body, repToken: true }),
      invalidatesTags: ['Delegation'],
    }),
    endDelegation: build.mutation<Delegation, number>({
      query: (id) => ({ url: `/delegation/${id}/end`, method: 'POST', body: {} }),
      invalidatesTags: ['Delegation'],
    }),
    deleteDelegation: build.mutation<null, number>({
      query: (id) => ({ url: `/delegation/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Delegation'],
    }),
  }),
});

export const { useDelegationsQuery, useCreateDelegationMutation, useEndDelegationMutation, useDeleteDelegationMutation } = delegationApi;

export type DelegationStatus = 'active' | 'upcoming' | 'expired' | 'ended';

/** Whether a delegation is in force on `today` (YYYY-MM-DD), has yet to start, has run out, or was ended. */
export function delegationStatus(row: Pick<Delegation, 'enabled' | 'startsOn' | 'endsOn'>, today: string): DelegationStatus {
  if (!row.enabled) return 'ended';
  if (today < row.startsOn) return 'upcoming';
  if (today > row.endsOn) return 'expired';
  return 'active';
}
