import { type Capability, capability, expectField, pickTarget } from './capability.ts';

/** One end of a leave's period: its day, the half day (day-unit types) and the time (hour-unit types). */
export type LeaveEnd = { date: string; half: string; time: string };

/**
 * A leave document (src/server/attendance/README.md, "Balances"): its signing writes the leave ledger in the same
 * transaction. `use`: the period from `from` to `to` of the holiday type the select `type` names is counted by the
 * server (leave-duration.ts, the holiday calendar; never typed) and written as a use of the creator's balance; the
 * submission is refused (1001 naming the field) when the type may not go negative and the balance is short, or when
 * the type asks for proof beyond its length and the file field `proof` is empty. `cancel`: the pick `via` names a
 * signed leave; the period cancelled, within that leave's, is written as a cancellation giving it back, never more
 * than the leave has left.
 */
export type LeaveDef = {
  move: 'use' | 'cancel';
  type?: string;
  via?: string;
  proof?: string;
  from: LeaveEnd;
  to: LeaveEnd;
};

export const leave: Capability<LeaveDef> = capability({
  check: ({ move, type, via, proof, from, to }, { descriptor, findModule }) => [
    ...(move === 'use' ? (type ? expectField(descriptor, type, ['select'], 'leave.type') : ['leave: a use names its holiday type']) : []),
    ...(move === 'cancel'
      ? via
        ? [
            ...expectField(descriptor, via, ['recordPick'], 'leave.via'),
            ...(findModule(pickTarget(descriptor, via) ?? '')?.capabilities.leave?.move === 'use' ? [] : [`leave.via: ${via} picks no leave`]),
          ]
        : ['leave: a cancellation names the leave it cancels']
      : []),
    ...(proof ? expectField(descriptor, proof, ['file', 'image'], 'leave.proof') : []),
    ...[from, to].flatMap((end) => [
      ...expectField(descriptor, end.date, ['date'], 'leave'),
      ...expectField(descriptor, end.half, ['select', 'radio'], 'leave'),
      ...expectField(descriptor, end.time, ['time'], 'leave'),
    ]),
  ],
});
