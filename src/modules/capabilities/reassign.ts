import { LIFECYCLES, type LifecycleName } from '../../../machines/index.ts';
import { type Capability, capability, expectField, fieldOf, isUserPick, pickTarget } from './capability.ts';

/**
 * A document that moves an employee, effective from a date (调岗 a department transfer, 职级 a grade change, 档案变更
 * an archive change, 离职 a resignation; src/server/people/README.md): `employee` picks their record in the register
 * that declares `employment` (the employee archive); from the date in `from` on, the register's `fields` take this
 * document's (register field ← this field; a field left empty changes nothing) and, with `office`, their account moves
 * to that department, and with it their data scope, their department head and the approvals that follow them.
 * With `status`, the register's option field `status.key` moves by the machine `status.lifecycle` with `status.event`
 * (a resignation: the employee status to left); the machine's refusal (someone who has already left) refuses the
 * document at submission and at signing. With `leaves`, the person leaves: their account is disabled, its sessions
 * end, and their open approval tasks go to the user the field `leaves.handover` names.
 * Signed with the date today or past, it takes effect at once; otherwise the `peopleMoves` scheduled task applies it
 * on the day. `done` is the date field, kept by the server, that says when it took effect.
 */
export type ReassignDef = {
  employee: string;
  from: string;
  done: string;
  office?: string;
  fields: Readonly<Record<string, string>>;
  status?: { key: string; lifecycle: LifecycleName; event: string };
  leaves?: { handover: string };
};

export const reassign: Capability<ReassignDef> = capability({
  check: ({ employee, from, done, office, fields, status, leaves }, { descriptor, findModule }) => {
    const register = findModule(pickTarget(descriptor, employee) ?? '');
    return [
      ...expectField(descriptor, employee, ['recordPick'], 'reassign'),
      ...(register?.capabilities.employment ? [] : [`reassign: ${employee} picks no register declaring employment`]),
      ...expectField(descriptor, from, ['date'], 'reassign'),
      ...expectField(descriptor, done, ['date'], 'reassign'),
      ...(fieldOf(descriptor, done)?.editable?.statuses?.length === 0 ? [] : [`reassign: ${done} is not kept by the server`]),
      ...(office ? expectField(descriptor, office, ['treePick'], 'reassign') : []),
      ...Object.entries(fields).flatMap(([to, own]) => [
        ...(register && !fieldOf(register, to) ? [`reassign: ${register.key} has no field ${to}`] : []),
        ...(fieldOf(descriptor, own) ? [] : [`reassign: no field ${own}`]),
      ]),
      ...(status && register ? expectField(register, status.key, ['select', 'radio'], `reassign (${register.key})`) : []),
      ...(status && !(LIFECYCLES[status.lifecycle].events as readonly string[]).includes(status.event)
        ? [`reassign: ${status.lifecycle} has no event ${status.event}`]
        : []),
      ...(leaves && !isUserPick(fieldOf(descriptor, leaves.handover)) ? [`reassign: ${leaves.handover} is no user pick`] : []),
    ];
  },
});
