import { LIFECYCLES } from '../../../machines/index.ts';
import { type Capability, capability, expectField, fieldOf, isUserPick } from './capability.ts';

/**
 * One source of a week's work (a project task, a bug): the records of `module` whose user pick `person` names the
 * writer, each known by its `name`. One is done in the week when its date field `doneOn` falls in it, or when the
 * writer recorded `doneBy` (a lifecycle event, `bug.resolve`) on it that week; it is still open when its `progress`
 * is below 100 (a task) or its status is one of `openIn` (names of its lifecycle: an active bug). `startsOn` brings
 * an item starting the next week into that week's plan.
 */
export type DigestSource = {
  module: string;
  person: string;
  name: string;
  doneOn?: string;
  doneBy?: string;
  progress?: string;
  openIn?: readonly string[];
  startsOn?: string;
};

/**
 * A weekly report drafted from the week's work (src/server/digest): `GET /prod-api/digest/:module/draft?week=` gives
 * the asker's week (Monday to Sunday of the date given, this week's without one): its `start` and `end` dates, its
 * working days by the holiday calendar (`workingDays`), and as text what is done (`done`), what is not
 * (`notDone`) and the plan for the next week (`next`: what is still open and what starts then), each a field of
 * the report the draft fills; the writer edits it before submitting.
 */
export type WeekDigestDef = {
  start: string;
  end: string;
  workingDays: string;
  done: string;
  notDone: string;
  next: string;
  sources: readonly DigestSource[];
};

export const weekDigest: Capability<WeekDigestDef> = capability({
  check: (value, { descriptor, findModule }) => [
    ...expectField(descriptor, value.start, ['date'], 'weekDigest'),
    ...expectField(descriptor, value.end, ['date'], 'weekDigest'),
    ...expectField(descriptor, value.workingDays, ['number'], 'weekDigest'),
    ...[value.done, value.notDone, value.next].flatMap((key) => expectField(descriptor, key, ['textarea', 'text'], 'weekDigest')),
    ...value.sources.flatMap((source) => {
      const module = findModule(source.module);
      if (!module) return [`weekDigest: no module ${source.module}`];
      const lifecycle = module.lifecycle ? LIFECYCLES[module.lifecycle] : undefined;
      return [
        ...(isUserPick(fieldOf(module, source.person)) ? [] : [`weekDigest: ${source.module}.${source.person} is no user pick`]),
        ...[source.name, source.doneOn, source.progress, source.startsOn]
          .filter((key): key is string => key !== undefined && !fieldOf(module, key))
          .map((key) => `weekDigest: ${source.module} has no field ${key}`),
        ...(source.doneBy && !(lifecycle?.events as readonly string[] | undefined)?.includes(source.doneBy)
          ? [`weekDigest: ${source.module} knows no event ${source.doneBy}`]
          : []),
        ...(source.openIn ?? [])
          .filter((name) => !lifecycle?.statuses.some((status) => status.key === name))
          .map((name) => `weekDigest: ${source.module} has no status ${name}`),
      ];
    }),
  ],
});
