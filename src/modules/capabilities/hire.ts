import { type Capability, capability, expectField, fieldOf } from './capability.ts';

/**
 * A document whose signing hires someone (入职, src/server/people/README.md): in the final approval's transaction it
 * opens their user account and files their record in the register that declares `employment` (the employee archive),
 * both or neither. The account takes its login name, name and department from the fields `login`, `name` and
 * `office` (and `sex`, `mobile` where named), starts with the roles `roles` (role codes) and a first password, the
 * last six characters of the field `password` (the ID card), which it must change at its first sign-in. The register's
 * record takes `fields` (register field ← this document's field), its person field the new account. A login name
 * already taken is refused at submission and again at signing.
 */
export type HireDef = {
  login: string;
  name: string;
  office: string;
  sex?: string;
  mobile?: string;
  password: string;
  roles: readonly string[];
  fields: Readonly<Record<string, string>>;
};

export const hire: Capability<HireDef> = capability({
  check: ({ login, name, office, sex, mobile, password, roles, fields }, { descriptor, modules }) => {
    const register = modules.find((module) => module.capabilities.employment);
    return [
      ...expectField(descriptor, login, ['text'], 'hire'),
      ...expectField(descriptor, name, ['text'], 'hire'),
      ...expectField(descriptor, office, ['treePick'], 'hire'),
      ...(sex ? expectField(descriptor, sex, ['radio', 'select'], 'hire') : []),
      ...(mobile ? expectField(descriptor, mobile, ['text'], 'hire') : []),
      ...expectField(descriptor, password, ['text'], 'hire'),
      ...(roles.length ? [] : ['hire: the account starts with no role']),
      ...(register
        ? Object.entries(fields).flatMap(([to, from]) => [
            ...(fieldOf(register, to) ? [] : [`hire: ${register.key} has no field ${to}`]),
            ...(fieldOf(descriptor, from) ? [] : [`hire: no field ${from}`]),
          ])
        : ['hire: no register declares employment']),
    ];
  },
});
