import type { ApprovalAction } from '../shared/approval-actions.ts';

/** The demo accounts that file and approve demo records (README.md, demo accounts). */
export const DEMO_USERS = ['staff01', 'leader01', 'finance01', 'manager01'] as const;
export type DemoUser = (typeof DEMO_USERS)[number];

/**
 * An id known only once the database is seeded: a demo user's, an office's (by its code) or an earlier demo
 * record's (by its `ref`). The seeder puts the id in its place, sub-table rows included.
 */
export type DemoId = { demoId: 'user' | 'office' | 'record'; name: string } | MadeRecordId;
export const userId = (login: DemoUser): DemoId => ({ demoId: 'user', name: login });
export const officeId = (code: string): DemoId => ({ demoId: 'office', name: code });
export const recordId = (ref: string): DemoId => ({ demoId: 'record', name: ref });
/**
 * A record the server made for an earlier demo record (a fixed asset its acceptance received): the `index`-th, in
 * the order made, of the records of `module` whose pick `field` names the record `ref`.
 */
export type MadeRecordId = { demoId: 'made'; module: string; field: string; ref: string; index: number };
export const madeRecordId = (module: string, field: string, ref: string, index = 0): MadeRecordId => ({ demoId: 'made', module, field, ref, index });

/** An approval step a demo record goes through: who acts, the action, and the opinion where one is asked for. */
export type DemoStep = readonly [DemoUser, ApprovalAction, string?];

/** Filed by staff01 and submitted: where every demo route through a flow starts. */
export const SUBMITTED: readonly DemoStep[] = [['staff01', 'submit']];
/** Submitted, then approved by each approver in turn, as the module's flow asks them. */
export const approvedBy = (...approvers: readonly DemoUser[]): readonly DemoStep[] => [...SUBMITTED, ...approvers.map((user) => [user, 'approve'] as const)];

/**
 * A demo record (`<module>.demo.ts`, data only): who files it, its data, and the approval steps it then goes
 * through, so the lists show documents in several statuses. `ref` names it for later records (`recordId`): those
 * of a module registered after its own.
 */
export type DemoRecord = {
  by: DemoUser;
  ref?: string;
  data: Readonly<Record<string, unknown>>;
  steps?: readonly DemoStep[];
  recorded?: DemoRecorded | readonly DemoRecorded[];
};

/** An event recorded on the record after its steps (descriptor `recordings`): who records it and the fields it fills (a return); several are recorded in turn. */
export type DemoRecorded = { by: DemoUser; event: string; data: Readonly<Record<string, unknown>> };

/** A module's demo file (`<folder>.demo.ts`): its records, or by module key where one folder declares several modules. */
export type DemoFile = { demoRecords: readonly DemoRecord[] | Readonly<Record<string, readonly DemoRecord[]>> };
