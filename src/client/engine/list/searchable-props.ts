import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import type { FieldDef, SearchKind } from '../../../shared/rules/field.types.ts';
import { searchKind } from '../../../shared/rules/field-kinds/index.ts';

/** How a property filters: the server's search compiler compares by the same kinds. */
export type PropKind = SearchKind | 'status';
export type SearchableProp = { prop: string; kind: PropKind; field?: FieldDef };

/** Record columns the server filters and sorts on (creator and office names are display only). */
const RECORD_PROPS: SearchableProp[] = [
  { prop: 'serialNo', kind: 'text' },
  { prop: 'status', kind: 'status' },
  { prop: 'createdAt', kind: 'date' },
  { prop: 'updatedAt', kind: 'date' },
];

/** Every property the list may filter on, in the descriptor's order. */
export function searchableProps(descriptor: ModuleDescriptor): SearchableProp[] {
  const fields = descriptor.fields.flatMap((field) => {
    const kind = searchKind(field);
    return kind ? [{ prop: field.key, kind, field }] : [];
  });
  return [RECORD_PROPS[0], ...fields, ...RECORD_PROPS.slice(1)];
}

/** Sorting needs a single comparable value: not checkbox lists or multiple picks. */
export function sortableProp(descriptor: ModuleDescriptor, prop: string): boolean {
  const found = searchableProps(descriptor).find((item) => item.prop === prop);
  if (!found) return false;
  if (found.kind === 'multi') return false;
  return !(found.field && (found.field.type === 'treePick' || found.field.type === 'recordPick') && found.field.multiple);
}
