import { sql } from 'drizzle-orm';
import { fieldRightAt, type FieldRight, type ProcessNode, type TranslatedNames } from '../../../flows/index.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import { isEmpty, PRESENCE_RULES } from '../../shared/rules/rules.ts';
import type { RecordRow } from '../../shared/schemas/engine.schema.ts';
import { selectRows, type Db } from '../db/database.ts';
import { flowDefinitions, processInstances, processTasks } from '../db/schema.ts';
import { principalsSql } from '../lib/acting-for.ts';
import type { Access } from '../lib/access.ts';
import { badInput } from '../lib/app-error.ts';
import type { StoredRow } from './record-rows.ts';
import { saveRefusal } from './record-save.policy.ts';

/** An open to-do row of a document that the caller holds or acts for, with its step's field rights (`oa:fieldRights`). */
export type OpenStep = {
  taskId: number;
  instanceId: number;
  nodeId: string;
  nodeName: string;
  nodeNames: TranslatedNames | null;
  assigneeId: number;
  fieldRights: Record<string, string> | null;
};

/** The caller's open to-do rows of a document (their own first, then those of whom they act for; oldest first). */
export async function openStepsOf(db: Db, actorId: number, descriptor: ModuleDescriptor, recordId: number): Promise<OpenStep[]> {
  const rows = await selectRows<OpenStep>(
    db,
    sql`select t.id as "taskId", t.instance_id as "instanceId", t.node_id as "nodeId", t.node_name as "nodeName", t.node_names as "nodeNames", t.assignee_id as "assigneeId",
        fd.model -> 'nodes' -> t.node_id -> 'fieldRights' as "fieldRights"
      from ${processTasks} t join ${processInstances} i on i.id = t.instance_id join ${flowDefinitions} fd on fd.id = i.definition_id
      where t.record_id = ${recordId} and t.module = ${descriptor.key} and t.status = 'open' and t.assignee_id in ${principalsSql(actorId, descriptor.key)}
      order by t.assignee_id = ${actorId} desc, t.id`,
  );
  return rows.map((row) => ({ ...row, taskId: Number(row.taskId), instanceId: Number(row.instanceId) }));
}

const WIDTH: Record<FieldRight, number> = { hidden: 0, readonly: 1, editable: 2 };

/**
 * The fields each record hides from the caller: those their open steps on it hide (stepRightsOf), for many records in
 * one statement. Every answer carrying record data passes it (readerView): the view, lists and exports, the history,
 * replay and versions, prints, related documents.
 */
export async function hiddenFieldsOf(
  db: Db,
  actorId: number,
  descriptor: ModuleDescriptor,
  recordIds: readonly number[],
): Promise<Map<number, ReadonlySet<string>>> {
  const hidden = new Map<number, ReadonlySet<string>>();
  if (!descriptor.flow || recordIds.length === 0) return hidden;
  const rows = await selectRows<{ recordId: number; fieldRights: Record<string, string> | null }>(
    db,
    sql`select t.record_id as "recordId", fd.model -> 'nodes' -> t.node_id -> 'fieldRights' as "fieldRights"
      from ${processTasks} t join ${processInstances} i on i.id = t.instance_id join ${flowDefinitions} fd on fd.id = i.definition_id
      where t.record_id in ${recordIds.map(Number)} and t.module = ${descriptor.key} and t.status = 'open'
        and t.assignee_id in ${principalsSql(actorId, descriptor.key)} and fd.model -> 'nodes' -> t.node_id -> 'fieldRights' is not null`,
  );
  const stepsByRecord = new Map<number, Pick<OpenStep, 'fieldRights'>[]>();
  for (const row of rows) stepsByRecord.set(Number(row.recordId), [...(stepsByRecord.get(Number(row.recordId)) ?? []), row]);
  for (const [recordId, steps] of stepsByRecord) {
    const rights = stepRightsOf(descriptor, steps);
    const keys = Object.keys(rights ?? {}).filter((key) => rights![key] === 'hidden');
    if (keys.length) hidden.set(recordId, new Set(keys));
  }
  return hidden;
}

/** A record row or snapshot without the given fields, its pick labels included. */
export function withoutFields<T extends object>(value: T, hidden: ReadonlySet<string> | undefined): T {
  if (!hidden?.size) return value;
  const kept = Object.fromEntries(Object.entries(value).filter(([key]) => !hidden.has(key))) as Record<string, unknown>;
  const labels = kept.pickLabels as Record<string, unknown> | undefined;
  if (labels) kept.pickLabels = Object.fromEntries(Object.entries(labels).filter(([key]) => !hidden.has(key)));
  return kept as T;
}

/** Rows of one module as the caller may see them: each without the fields its steps hide from them. */
export async function readerView<Row extends { id: number }>(db: Db, actorId: number, descriptor: ModuleDescriptor, rows: Row[]): Promise<Row[]> {
  const hidden = await hiddenFieldsOf(
    db,
    actorId,
    descriptor,
    rows.map((row) => row.id),
  );
  return hidden.size ? rows.map((row) => withoutFields(row, hidden.get(row.id))) : rows;
}

/**
 * What the caller may do with each field of the document at the steps they hold: the most any of them grants
 * (editable over read-only over hidden; a field a step does not list is read-only). Null when none of their steps
 * sets field rights: then nothing changes for them.
 */
export function stepRightsOf(descriptor: ModuleDescriptor, steps: readonly Pick<OpenStep, 'fieldRights'>[]): Record<string, FieldRight> | null {
  if (!steps.some((step) => step.fieldRights && Object.keys(step.fieldRights).length > 0)) return null;
  return Object.fromEntries(
    descriptor.fields.map((field) => {
      const rights = steps.map((step) => fieldRightAt({ fieldRights: step.fieldRights ?? undefined }, field.key));
      return [field.key, rights.reduce((widest, right) => (WIDTH[right] > WIDTH[widest] ? right : widest))];
    }),
  );
}

/** The fields the caller may edit at their steps. */
export const editableAt = (rights: Record<string, FieldRight> | null) => Object.keys(rights ?? {}).filter((key) => rights![key] === 'editable');

/**
 * The fields of a document its approver may change now, between steps: those their steps make editable while the
 * plain save is refused (in approval); none otherwise.
 */
export async function editableAtStep(db: Db, access: Access, descriptor: ModuleDescriptor, row: StoredRow): Promise<string[]> {
  if (!saveRefusal(access, descriptor, row)) return [];
  return editableAt(stepRightsOf(descriptor, await openStepsOf(db, access.user.id, descriptor, row.id)));
}

/** A record as the approver of a step with field rights sees it: the rights by field, and no hidden field. */
export function withStepRights(row: RecordRow, rights: Record<string, FieldRight> | null): RecordRow {
  if (!rights) return row;
  const visible = ([key]: [string, unknown]) => rights[key] !== 'hidden';
  const shown = Object.fromEntries(Object.entries(row).filter(visible)) as RecordRow;
  return { ...shown, ...(row.pickLabels ? { pickLabels: Object.fromEntries(Object.entries(row.pickLabels).filter(visible)) } : {}), stepRights: rights };
}

/**
 * A step's approver approves only once the fields the step lets them edit and the descriptor requires are filled:
 * 1001 naming the first empty one (a batch approval skips the document with that reason).
 */
export function assertStepFieldsFilled(descriptor: ModuleDescriptor, node: ProcessNode | undefined, data: Record<string, unknown>) {
  const empty = descriptor.fields.find(
    (field) => fieldRightAt(node, field.key) === 'editable' && field.rules?.some((rule) => PRESENCE_RULES.has(rule.rule)) && isEmpty(data[field.key]),
  );
  if (empty) throw badInput(empty.key, 'rules.required');
}
