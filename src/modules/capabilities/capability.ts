import type { FieldDef, FieldType } from '../../shared/rules/field.types.ts';
import type { ModuleDescriptor } from '../module.types.ts';
import type { Named, StatusCodes } from '../status-names.ts';

/** What a capability's check of a descriptor may look up: the module itself, any other by key, and all of them. */
export type CheckContext = {
  descriptor: ModuleDescriptor;
  findModule: (key: string) => ModuleDescriptor | undefined;
  modules: readonly ModuleDescriptor[];
};

/**
 * A named capability of a module descriptor (`descriptor.capabilities.<name>`): one file of this folder holds its
 * type (`T`, as the engines read it), its doc comment, what the module loader does to it (`load`: its status names to
 * codes) and its check of a descriptor (`check`: the fields it names exist with the right type…), and one line of
 * `index.ts` registers it. The server runs every check when the registry loads and refuses to start on a problem.
 */
export type Capability<T> = {
  /** The declared value (statuses by name) as the engines read it (statuses by code). Without it the value is kept. */
  load?: (declared: Named<T>, statuses: StatusCodes, fields: readonly FieldDef[]) => T;
  /** Problems of the descriptor's value, each a sentence; none when it is consistent. */
  check?: (value: T, context: CheckContext) => readonly string[];
};

/** Declares a capability whose value the engines read as `T`. */
export const capability = <T>(definition: Capability<T>): Capability<T> => definition;

/** The field `key` of a descriptor (a detail table's column as `<table>.<column>`). */
export function fieldOf(descriptor: Pick<ModuleDescriptor, 'fields'>, key: string): FieldDef | undefined {
  const [own, column] = key.split('.');
  const field = descriptor.fields.find((candidate) => candidate.key === own);
  if (column === undefined) return field;
  return field?.type === 'subTable' ? field.columns.find((candidate) => candidate.key === column) : undefined;
}

/** A problem unless the field `key` exists with one of `types`. */
export function expectField(descriptor: Pick<ModuleDescriptor, 'fields'>, key: string, types: readonly FieldType[], what: string): string[] {
  const field = fieldOf(descriptor, key);
  if (!field) return [`${what}: no field ${key}`];
  return types.includes(field.type) ? [] : [`${what}: ${key} is a ${field.type}, not a ${types.join(' or ')}`];
}

/** The module a record pick field names, if it is one. */
export function pickTarget(descriptor: Pick<ModuleDescriptor, 'fields'>, key: string): string | undefined {
  const field = fieldOf(descriptor, key);
  return field?.type === 'recordPick' && typeof field.target === 'object' ? field.target.module : undefined;
}

/** Whether a field is a pick of users. */
export const isUserPick = (field: FieldDef | undefined) => field?.type === 'recordPick' && field.target === 'user';
