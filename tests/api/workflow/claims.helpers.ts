import { expect } from 'vitest';
import { travelClaim, type Caller } from '../../support/api.helpers.ts';

/** The module the approval tests file their documents in: reimbursement claims. */
export const CLAIMS = 'reimapplication';

export type TodoRow = { recordId: number; taskId: number; nodeName: string; urgent: boolean; dueAt: string | null; overdue: boolean };

/** What the approval tests do with claims as the signed-in callers: file and submit one, act on it, read what it did. */
export function claimsOf(as: Record<string, Caller>) {
  const act = (name: string, recordId: number, action: string, body: object = {}, headers?: Record<string, string>) =>
    as[name].post(`/wf/${CLAIMS}/${recordId}/${action}`, body, headers);
  const instanceOf = async (recordId: number) => (await as.admin.get(`/wf/${CLAIMS}/${recordId}/instance`)).body.data as { id: number };
  return {
    act,
    /** A claim of `amount` yuan filed and submitted by staff01. */
    async submitted(amount = 800) {
      const created = await as.staff01.post(`/m/${CLAIMS}`, travelClaim(amount));
      const recordId = created.body.data.id as number;
      expect((await act('staff01', recordId, 'submit')).body.status).toBe(200);
      return recordId;
    },
    statusOf: async (recordId: number) => (await as.admin.get(`/m/${CLAIMS}/${recordId}`)).body.data.status as number,
    /** The user's open to-do rows of the claim. */
    todo: async (name: string, recordId: number) =>
      ((await as[name].get('/processAudit/processHome?kind=todo&limit=100')).body.data.list as TodoRow[]).filter((row) => row.recordId === recordId),
    /** The claim's transitions, as the administrator reads them. */
    history: async (recordId: number) => (await as.admin.get(`/wf/${CLAIMS}/${recordId}/history`)).body.data as Record<string, unknown>[],
    instanceOf,
    /** Its latest process's approval history rows (flow tracing). */
    trailOf: async (recordId: number, headers?: Record<string, string>) =>
      (await as.admin.get(`/processAudit/processHisInfo?processInstanceId=${(await instanceOf(recordId)).id}`, headers)).body.data as Record<string, unknown>[],
    /** The user's notifications about the claim. */
    bell: async (name: string, recordId: number) =>
      ((await as[name].get('/processAudit/notifyList')).body.data as { content: string; link: string | null }[]).filter((note) =>
        note.link?.endsWith(`id=${recordId}`),
      ),
  };
}
