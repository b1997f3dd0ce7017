import { and, desc, eq } from 'drizzle-orm';
import { parseCondition, referencedNames, type ProcessModel } from '../../../flows/index.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import { applyFormOverride, descriptorEssentials, withAppliedForm, type AppliedForm } from '../../modules/form-override.ts';
import { formOverrideConfig, type FormOverrideConfig } from '../../shared/schemas/engine.schema.ts';
import type { MessageId } from '../../shared/i18n/locales.ts';
import { checkRecord } from './module-rules.ts';
import type { Db } from '../db/database.ts';
import { flowDefinitions, webPages } from '../db/schema.ts';
import { badInput } from '../lib/app-error.ts';
import { withDictionaries } from './dictionaries.ts';

/** A module's form override: its one `form` web-page record, or none. */
export async function formOverrideRow(db: Db, moduleKey: string) {
  const [row] = await db
    .select()
    .from(webPages)
    .where(and(eq(webPages.moduleId, moduleKey), eq(webPages.kind, 'form')))
    .orderBy(desc(webPages.updatedAt), desc(webPages.id))
    .limit(1);
  return row;
}

/** The document fields the conditions of the module's published flow read (`amount` of `amount > params.x`). */
async function flowFields(db: Db, descriptor: ModuleDescriptor): Promise<string[]> {
  if (!descriptor.flow) return [];
  const [definition] = await db
    .select({ model: flowDefinitions.model })
    .from(flowDefinitions)
    .where(and(eq(flowDefinitions.flowKey, descriptor.flow), eq(flowDefinitions.status, 'published')))
    .orderBy(desc(flowDefinitions.version))
    .limit(1);
  return fieldsReadBy(descriptor, definition?.model as ProcessModel | undefined);
}

/** The document fields a flow model's conditions read, and those its steps take approvers from (offices, a user). */
function fieldsReadBy(descriptor: ModuleDescriptor, model: ProcessModel | undefined): string[] {
  const names = new Set<string>();
  for (const node of Object.values(model?.nodes ?? {}))
    if ((node.assignee?.type === 'officeHeads' || node.assignee?.type === 'fieldUser') && node.assignee.value) names.add(node.assignee.value.split('.')[0]);
  for (const flow of Object.values(model?.flows ?? {})) {
    if (!flow.condition) continue;
    try {
      referencedNames(parseCondition(flow.condition), names);
    } catch {
      // A published flow was verified; a condition that no longer parses names nothing.
    }
  }
  return descriptor.fields.filter((field) => names.has(field.key)).map((field) => field.key);
}

/** Fields an override may not loosen: the descriptor's essentials and what the published flow decides on. */
export async function essentialFields(db: Db, descriptor: ModuleDescriptor): Promise<Set<string>> {
  const keys = descriptorEssentials(descriptor);
  for (const key of await flowFields(db, descriptor)) keys.add(key);
  return keys;
}

/** The stored override's config; one that no longer reads (a field since removed) counts as none. */
export function overrideConfig(row: { config: unknown } | undefined): FormOverrideConfig | null {
  if (!row) return null;
  const parsed = formOverrideConfig.safeParse(row.config);
  return parsed.success ? parsed.data : null;
}

/** The module's form as its override makes it, for validation and writes (create, update, import, submit). */
export async function appliedForm(db: Db, descriptor: ModuleDescriptor): Promise<{ descriptor: ModuleDescriptor; applied: AppliedForm }> {
  const [row, essential, loaded] = await Promise.all([formOverrideRow(db, descriptor.key), essentialFields(db, descriptor), withDictionaries(db, descriptor)]);
  const applied = applyFormOverride(loaded, overrideConfig(row), essential);
  return { descriptor: withAppliedForm(loaded, applied), applied };
}

/**
 * A document sent for approval is complete: every required rule holds, the form override's included; else 1001
 * naming the first field (submit and resubmit).
 */
export async function assertComplete(db: Db, descriptor: ModuleDescriptor, data: Record<string, unknown>) {
  const form = await appliedForm(db, descriptor);
  const errors = checkRecord(form.descriptor, data, { required: true });
  if (errors.length) throw badInput(errors[0].field, errors[0].messageId as MessageId, errors[0].values);
}

/** `assertComplete` with what the caller has already read: the override row and the published flow's model. */
export function assertCompleteWith(descriptor: ModuleDescriptor, data: Record<string, unknown>, row: { config: unknown } | undefined, model: ProcessModel) {
  const essential = descriptorEssentials(descriptor);
  for (const key of fieldsReadBy(descriptor, model)) essential.add(key);
  const form = withAppliedForm(descriptor, applyFormOverride(descriptor, overrideConfig(row), essential));
  const errors = checkRecord(form, data, { required: true });
  if (errors.length) throw badInput(errors[0].field, errors[0].messageId as MessageId, errors[0].values);
}
