import type { Capabilities } from '../../modules/capabilities/index.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import type { Db } from '../db/database.ts';
import type { records } from '../db/schema.ts';
import { checkAttendanceBefore, postAttendance } from '../attendance/attendance-documents.ts';
import { checkMakeupBefore, postMakeup } from '../attendance/attendance-month.ts';
import { checkLeaveBefore, postLeave } from '../attendance/leave-moves.ts';
import { checkHireBefore, postHire } from '../people/hire.ts';
import { postClearance } from '../people/clearance.ts';
import { checkReassignBefore, postReassign } from '../people/reassign.ts';
import { checkStockBefore, postStock } from '../stock/stock-moves.ts';
import { checkSalaryBefore, postSalary } from '../payroll/salary-moves.ts';

type Row = typeof records.$inferSelect;

/**
 * What a document's capability writes beyond the document when it is signed, by capability: `before`, at its
 * submission, refuses what the signing would refuse (stock that is not there, a balance too short, a login name
 * taken); `post`, in the final approval's transaction under the document's lock, checks again and writes (the stock
 * and leave ledgers, a punch, an account, an employee's move). A refusal of either undoes the action.
 */
type SigningMoves = {
  before?: (tx: Db, descriptor: ModuleDescriptor, record: Row) => Promise<void>;
  post: (tx: Db, descriptor: ModuleDescriptor, record: Row, actorId: number | null) => Promise<void>;
};

const SIGNING_MOVES: readonly (readonly [keyof Capabilities, SigningMoves])[] = [
  ['stock', { before: checkStockBefore, post: postStock }],
  ['leave', { before: checkLeaveBefore, post: postLeave }],
  ['attendance', { before: checkAttendanceBefore, post: postAttendance }],
  // A make-up card's day may not lie in a locked attendance month; its signing stores the punch.
  ['punch', { before: checkMakeupBefore, post: postMakeup }],
  ['hire', { before: checkHireBefore, post: postHire }],
  ['clearance', { post: postClearance }],
  ['reassign', { before: checkReassignBefore, post: postReassign }],
  // A single salary sets a person's salary from its month; a salary table's sheet goes for approval and its signing locks it.
  ['salary', { before: checkSalaryBefore, post: postSalary }],
];

/** The signing moves of the capabilities a module declares, in the order above. */
export const signingMovesOf = (descriptor: ModuleDescriptor): SigningMoves[] =>
  SIGNING_MOVES.flatMap(([capability, moves]) => (descriptor.capabilities[capability] ? [moves] : []));
