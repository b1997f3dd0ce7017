import { type Capability, capability, expectField, fieldOf, pickTarget } from './capability.ts';

/**
 * A document that moves an employee, effective from a date (调岗 a department transfer, 职级 a grade change;
 * src/server/people/README.md): `employee` picks their record in the register that declares `employment` (the
 * employee archive); from the date in `from` on, the register's `fields` take this document's (register field ←
 * this field) and, with `office`, their account moves to that department, and with it their data scope, their
 * department head and the approvals that follow them. Signed with the date today or past, it takes effect at once;
 * otherwise the `peopleMoves` scheduled task applies it on the day. `done` is the date field, kept by the server, that
 * says when it took effect.
 */
export type ReassignDef = {
  employee: string;
  from: string;
  done: string;
  office?: string;
  fields: Readonly<Record<string, string>>;
};

export const reassign: Capability<ReassignDef> = capability({
  check: ({ employee, from, done, office, fields }, { descriptor, findModule }) => {
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
    ];
  },
});
