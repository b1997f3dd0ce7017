import { type Capability, capability, expectField, pickTarget } from './capability.ts';

/**
 * A cross-record limit checked on the server in the saving transaction (`src/server/engine/record-rules.ts`): `field`
 * may not exceed `notAbove.field` of the record the pick field `notAbove.via` names; with `lessEarlier`, less the same
 * field of this module's other records that pick the same record (a repayment against its loan, a return against its
 * invoice). The picked record is bound the other way too: a save of it may not lower `notAbove.field` below what is
 * already counted. Its fields and pick are essential (a form override never loosens them).
 */
export type LimitDef = {
  field: string;
  /** `statuses`: the picked record must be in one of them, by the names of its lifecycle (a signed invoice or loan). */
  notAbove: { via: string; field: string; statuses?: readonly number[] };
  lessEarlier?: boolean;
  /** With `lessEarlier`: statuses in which this module's records no longer count as earlier (a voided invoice). */
  released?: readonly number[];
};

export const limits: Capability<readonly LimitDef[]> = capability({
  load: (declared, statuses, fields) =>
    declared.map(({ notAbove, released, ...limit }) => {
      const target = pickTarget({ fields }, notAbove.via);
      const picked = target ? statuses.of(target, notAbove.statuses) : undefined;
      const own = statuses.own(released);
      return { ...limit, notAbove: { via: notAbove.via, field: notAbove.field, ...(picked && { statuses: picked }) }, ...(own && { released: own }) };
    }),
  check: (value, { descriptor, findModule }) =>
    value.flatMap((limit) => {
      const target = pickTarget(descriptor, limit.notAbove.via);
      const picked = target ? findModule(target) : undefined;
      return [
        ...expectField(descriptor, limit.field, ['money'], 'limits'),
        ...(picked
          ? expectField(picked, limit.notAbove.field, ['money'], `limits (${target})`)
          : [`limits: ${limit.notAbove.via} is no record pick of a module`]),
      ];
    }),
});
