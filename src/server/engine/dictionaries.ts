import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import type { DictionaryEntry, FieldDef, ScalarField } from '../../shared/rules/field.types.ts';
import type { Db } from '../db/database.ts';
import { dictClasses, dictValues } from '../db/schema.ts';

const dictionaryOf = (field: ScalarField) => ('options' in field && 'dict' in field.options ? field.options.dict : null);

const scalarFields = (fields: readonly FieldDef[]): ScalarField[] => fields.flatMap((field) => (field.type === 'subTable' ? field.columns : [field]));

/** The enabled values of the dictionaries a module's fields read, from the database, by dictionary code. */
async function dictionaryEntries(db: Db, codes: string[]): Promise<Map<string, DictionaryEntry[]>> {
  const byCode = new Map<string, DictionaryEntry[]>(codes.map((code) => [code, []]));
  if (!codes.length) return byCode;
  const rows = await db
    .select({ code: dictClasses.code, value: dictValues.value, label: dictValues.label, i18nKey: dictValues.i18nKey })
    .from(dictValues)
    .innerJoin(dictClasses, eq(dictClasses.id, dictValues.classId))
    .where(and(inArray(dictClasses.code, codes), eq(dictValues.enabled, true)))
    .orderBy(asc(dictValues.sort), asc(dictValues.id));
  for (const { code, ...entry } of rows) byCode.get(code)!.push(entry);
  return byCode;
}

/**
 * The descriptor with each dictionary field's values as the database holds them (`options.loaded`), so validation,
 * import, export and print accept and name the values an administrator added, and refuse the ones switched off.
 */
export async function withDictionaries<Descriptor extends Pick<ModuleDescriptor, 'fields'>>(db: Db, descriptor: Descriptor): Promise<Descriptor> {
  const codes = [
    ...new Set(
      scalarFields(descriptor.fields)
        .map(dictionaryOf)
        .filter((code) => code !== null),
    ),
  ];
  if (!codes.length) return descriptor;
  const entries = await dictionaryEntries(db, codes);
  const load = <Field extends ScalarField>(field: Field): Field => {
    const code = dictionaryOf(field);
    return code ? { ...field, options: { dict: code, loaded: entries.get(code)! } } : field;
  };
  return {
    ...descriptor,
    fields: descriptor.fields.map((field) => (field.type === 'subTable' ? { ...field, columns: field.columns.map(load) } : load(field))),
  };
}
