import { readFile } from 'node:fs/promises';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_FLOWS, defaultFlowUrl, readBpmn, type ProcessModel } from '../../../flows/index.ts';
import type { Db } from '../db/database.ts';
import { flowDefinitions } from '../db/schema.ts';

export type FlowDefinitionRow = typeof flowDefinitions.$inferSelect;

/** Published models by definition id; a published version never changes, so it can be kept. */
const publishedModels = new Map<number, ProcessModel>();

export function modelOf(definition: FlowDefinitionRow): ProcessModel {
  if (definition.status === 'draft') return definition.model as ProcessModel;
  let model = publishedModels.get(definition.id);
  if (!model) {
    model = definition.model as ProcessModel;
    publishedModels.set(definition.id, model);
  }
  return model;
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
    const xml = await readFile(defaultFlowUrl(flow), 'utf8');
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
