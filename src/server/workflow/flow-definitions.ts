import { readFile } from 'node:fs/promises';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { readBpmn, type ProcessModel } from '../../../flows/index.ts';
import { DEFAULT_FLOWS } from '../../modules/module-files.ts';
import { perDatabase, type Db } from '../db/database.ts';
import { flowDefinitions } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';

export type FlowDefinitionRow = typeof flowDefinitions.$inferSelect;

/**
 * Executable models of published (and later deactivated) versions, by definition id. A version's model is fixed
 * when it is published and its id is never reused, so the entry stays right on every server instance sharing the
 * database and needs no invalidation; which version is the published one is read from the database each time.
 * Drafts change and are never kept.
 */
const publishedModels = perDatabase(() => new Map<number, ProcessModel>());

export function modelOf(db: Db, definition: Pick<FlowDefinitionRow, 'id' | 'status' | 'model'>): ProcessModel {
  if (definition.status === 'draft') return definition.model as ProcessModel;
  const kept = publishedModels(db);
  let model = kept.get(definition.id);
  if (!model) {
    model = definition.model as ProcessModel;
    kept.set(definition.id, model);
  }
  return model;
}

/** The kept model of a version that is no longer a draft, if this instance has read it before. */
export const cachedModel = (db: Db, definitionId: number): ProcessModel | undefined => publishedModels(db).get(definitionId);

/** A version's model, read (without its XML) only when this instance has not kept it yet. */
export async function modelById(db: Db, definitionId: number): Promise<ProcessModel> {
  const kept = publishedModels(db).get(definitionId);
  if (kept) return kept;
  const [row] = await db
    .select({ id: flowDefinitions.id, status: flowDefinitions.status, model: flowDefinitions.model })
    .from(flowDefinitions)
    .where(eq(flowDefinitions.id, definitionId));
  if (!row) throw new AppError(1009);
  return modelOf(db, row);
}

/** The version new instances of a flow start on: its published one. */
export async function publishedDefinition(db: Db, flowKey: string): Promise<FlowDefinitionRow | undefined> {
  const [row] = await db
    .select()
    .from(flowDefinitions)
    .where(and(eq(flowDefinitions.flowKey, flowKey), eq(flowDefinitions.status, 'published')))
    .orderBy(desc(flowDefinitions.version))
    .limit(1);
  return row;
}

export async function nextVersion(db: Db, flowKey: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${flowDefinitions.version}), 0)::int` })
    .from(flowDefinitions)
    .where(eq(flowDefinitions.flowKey, flowKey));
  return row.max + 1;
}

/** Publishes the shipped flows as version 1 of each flow key that has none yet. */
export async function seedDefaultFlows(db: Db) {
  const existing = new Set(
    (
      await db
        .select({ flowKey: flowDefinitions.flowKey })
        .from(flowDefinitions)
        .where(
          inArray(
            flowDefinitions.flowKey,
            DEFAULT_FLOWS.map((flow) => flow.key),
          ),
        )
    ).map((row) => row.flowKey),
  );
  for (const flow of DEFAULT_FLOWS) {
    if (existing.has(flow.key)) continue;
    const xml = await readFile(flow.url, 'utf8');
    const { model, problems } = await readBpmn(xml);
    if (!model) throw new Error(`shipped flow ${flow.key} cannot be read: ${JSON.stringify(problems)}`);
    await db
      .insert(flowDefinitions)
      .values({
        flowKey: flow.key,
        moduleId: flow.moduleId,
        version: 1,
        status: 'published',
        name: model.name || flow.key,
        xml,
        model,
        publishedAt: new Date(),
      })
      .onConflictDoNothing();
  }
}
