import { and, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { flowGraphOf, type FlowGraph } from '../../../flows/flow-graph.ts';
import { nameIn, type ProcessModel, type ProcessState } from '../../../flows/index.ts';
import { findModule } from '../../modules/index.ts';
import { perDatabase, type Db } from '../db/database.ts';
import { flowDefinitions, posts, processInstances, processTasks, records, roles, users } from '../db/schema.ts';
import { isId } from '../../shared/rules/rules.ts';
import { idParam } from '../../shared/schemas/input.schema.ts';
import { AppError } from '../lib/app-error.ts';
import { pageOf, pagingQuery } from '../lib/paging.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { answer, paged } from '../../shared/schemas/answer.schema.ts';
import { flowGraph, instanceGraph, runningInstance } from '../../shared/schemas/workflow.schema.ts';
import { readableDocument } from '../engine/document-access.policy.ts';
import { jumpsOf, withActorNames } from '../engine/record-history.ts';
import { recordTitleSql } from '../engine/record-name.ts';
import { stepNameSql, withStepNamesIn } from '../lib/step-names.ts';
import { nameInSql } from '../lib/translated-names.ts';
import type { Locale } from '../../shared/i18n/languages.ts';
import { approvalModuleKeys, recordParams } from './workflow-params.ts';

const tags = ['process management'];

type OpenTask = { id: number; nodeId: string; nodeName: string; assigneeId: number; assigneeName: string; dueAt: string | null; overdue: boolean };

/**
 * Graphs of published (and later deactivated) versions by definition id: such a version never changes and its id
 * is never reused, so the entry stays right on every instance sharing the database. Drafts are read each time.
 */
const graphs = perDatabase(() => new Map<number, FlowGraph>());

async function graphOf(db: Db, definitionId: number): Promise<FlowGraph> {
  const kept = graphs(db).get(definitionId);
  if (kept) return kept;
  const [row] = await db
    .select({ id: flowDefinitions.id, status: flowDefinitions.status, xml: flowDefinitions.xml, model: flowDefinitions.model })
    .from(flowDefinitions)
    .where(eq(flowDefinitions.id, definitionId));
  if (!row) throw new AppError(404);
  const graph = await flowGraphOf(row.xml, row.model as ProcessModel);
  if (row.status !== 'draft') graphs(db).set(row.id, graph);
  return graph;
}

/**
 * The graph with each post, role or named-users rule labelled by today's names (the version keeps codes and ids,
 * which an administrator may rename after publishing).
 */
async function labelledGraph(db: Db, definitionId: number, locale: Locale): Promise<FlowGraph> {
  const graph = await graphOf(db, definitionId);
  const valuesOf = (type: string) => graph.nodes.flatMap((node) => (node.assignee?.type === type && node.assignee.value ? node.assignee.value.split(',') : []));
  const [postCodes, roleCodes, userIds] = [
    valuesOf('post'),
    valuesOf('role'),
    valuesOf('users')
      .filter((value) => isId(value.trim()))
      .map(Number),
  ];
  const names = new Map<string, string>();
  const add = (type: string, rows: { key: string | number; name: string }[]) => rows.forEach((row) => names.set(`${type}:${row.key}`, row.name));
  const byCode = (table: typeof posts | typeof roles, codes: string[]) =>
    db
      .select({ key: table.code, name: nameInSql(locale, table.name, table.names) })
      .from(table)
      .where(inArray(table.code, codes));
  if (postCodes.length) add('post', await byCode(posts, postCodes));
  if (roleCodes.length) add('role', await byCode(roles, roleCodes));
  if (userIds.length) add('users', await db.select({ key: users.id, name: users.name }).from(users).where(inArray(users.id, userIds)));
  return {
    ...graph,
    // Steps and conditions in the reader's language.
    edges: graph.edges.map(({ names: edgeNames, ...edge }) => ({ ...edge, name: nameIn(locale, edge.name, edgeNames) })),
    nodes: graph.nodes.map(({ names: nodeNames, ...named }) => {
      const node = { ...named, name: nameIn(locale, named.name, nodeNames) };
      const rule = node.assignee;
      if (!rule?.value || !['post', 'role', 'users'].includes(rule.type)) return node;
      const label = rule.value
        .split(',')
        .map((value) => names.get(`${rule.type}:${value.trim()}`) ?? value)
        .join(', ');
      return { ...node, assignee: { ...rule, label } };
    }),
  };
}

/**
 * Where an instance stands on its graph: the nodes of its open tasks (current), the user tasks it passed (its trail
 * and every approved to-do row), the start event, the end when it completed, and the gateways between passed nodes.
 */
export function instanceMarks(graph: FlowGraph, state: ProcessState, approvedNodes: readonly string[]) {
  const current = new Set(state.status === 'running' ? state.tasks.map((task) => task.nodeId) : []);
  const passed = new Set<string>([...state.trail.map((entry) => entry.nodeId), ...approvedNodes].filter((id) => !current.has(id)));
  for (const node of graph.nodes) {
    if (node.kind === 'startEvent') passed.add(node.id);
    if (node.kind === 'endEvent' && state.status === 'completed' && graph.edges.some((edge) => edge.target === node.id && passed.has(edge.source)))
      passed.add(node.id);
  }
  const reached = (id: string) => passed.has(id) || current.has(id);
  const kindOf = new Map(graph.nodes.map((node) => [node.id, node.kind]));
  const isGateway = (id: string) => kindOf.get(id)?.endsWith('Gateway') ?? false;
  // Gateways (possibly chained) leading from a passed node on to a passed or current one were passed too.
  const leadsOn = (id: string, seen: Set<string>): boolean =>
    graph.edges.some(
      (edge) =>
        edge.source === id && (reached(edge.target) || (isGateway(edge.target) && !seen.has(edge.target) && leadsOn(edge.target, seen.add(edge.target)))),
    );
  const frontier = graph.nodes.filter((node) => passed.has(node.id)).map((node) => node.id);
  while (frontier.length) {
    const id = frontier.pop()!;
    for (const edge of graph.edges) {
      if (edge.source !== id || !isGateway(edge.target) || reached(edge.target)) continue;
      if (leadsOn(edge.target, new Set([edge.target]))) {
        passed.add(edge.target);
        frontier.push(edge.target);
      }
    }
  }
  const passedEdges = graph.edges.filter((edge) => passed.has(edge.source) && reached(edge.target)).map((edge) => edge.id);
  return { current: [...current], passed: [...passed], passedEdges };
}

/**
 * The flow chart view and "view and adjust" of running instances (issue 5 Screens, spec §7 Process): the graph of a
 * flow version, an instance drawn on its graph, and the administrators' list of running instances. Reassigning and
 * terminating go through the approval actions (POST /wf/:module/:id/reassign | terminate).
 */
export const instanceRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  app.get(
    '/flow/definitions/:id/graph',
    { config: { permission: 'processLayout:list' }, schema: { tags, params: z.object({ id: idParam }), response: { 200: answer(flowGraph) } } },
    async (request, reply) => reply.ok(await labelledGraph(db, request.params.id, request.locale)),
  );

  /** A document's latest process on its version's graph, with the current and passed nodes. */
  app.get(
    '/wf/:module/:id/graph',
    { schema: { tags: ['workflow'], params: recordParams, response: { 200: answer(instanceGraph) } } },
    async (request, reply) => {
      const record = await readableDocument(db, request.auth!, findModule(request.params.module)!, request.params.id);
      const [instance] = await db.select().from(processInstances).where(eq(processInstances.recordId, record.id)).orderBy(desc(processInstances.id)).limit(1);
      if (!instance) throw new AppError(1009, 'workflow.notStarted');
      const graph = await labelledGraph(db, instance.definitionId, request.locale);
      const tasks = await db
        .select({ id: processTasks.id, nodeId: processTasks.nodeId, status: processTasks.status, assigneeName: users.name })
        .from(processTasks)
        .innerJoin(users, eq(users.id, processTasks.assigneeId))
        .where(eq(processTasks.instanceId, instance.id));
      const marks = instanceMarks(
        graph,
        instance.state as ProcessState,
        tasks.filter((task) => task.status === 'approved').map((task) => task.nodeId),
      );
      // By node id (the flow's own, which may be any name): gathered in a Map, answered as own properties only.
      const assignees = new Map<string, string[]>();
      for (const task of tasks) if (task.status === 'open') assignees.set(task.nodeId, [...(assignees.get(task.nodeId) ?? []), task.assigneeName]);
      const jumps = withActorNames(withStepNamesIn(request.locale, await jumpsOf(db, instance.id)), request.t('workflow.system'));
      return reply.ok({
        graph,
        instance: {
          id: instance.id,
          status: instance.status,
          definitionId: instance.definitionId,
          startedAt: instance.startedAt,
          endedAt: instance.endedAt,
          jumps,
        },
        ...marks,
        assignees: Object.fromEntries(assignees),
        jumpedTo: jumps.flatMap((jump) => (jump.nodeId ? [jump.nodeId] : [])),
      });
    },
  );

  /** Running instances for the administrators (spec §7 view and adjust): filters and paging on the server. */
  app.get(
    '/wf/instances',
    {
      config: { permission: 'processLayout:list' },
      schema: {
        tags,
        querystring: pagingQuery.extend({
          module: z.enum(approvalModuleKeys).optional(),
          serialNo: z.string().trim().max(60).optional(),
          applicant: z.string().trim().max(60).optional(),
          approver: z.string().trim().max(60).optional(),
          urgent: z.enum(['true', 'false']).optional(),
        }),
        response: { 200: answer(paged(runningInstance)) },
      },
    },
    async (request, reply) => {
      const { module, serialNo, applicant, approver, urgent } = request.query;
      const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const applicantUser = sql`(select u.name from ${users} u where u.id = ${processInstances.applicantId})`;
      const filters: (SQL | undefined)[] = [
        eq(processInstances.status, 'running'),
        sql`${records.deletedAt} is null`,
        module ? eq(processInstances.module, module) : undefined,
        serialNo ? ilike(records.serialNo, like(serialNo)) : undefined,
        applicant ? sql`${applicantUser} ilike ${like(applicant)}` : undefined,
        approver
          ? sql`exists (select 1 from ${processTasks} t join ${users} u on u.id = t.assignee_id where t.instance_id = ${processInstances.id}
              and t.status = 'open' and (u.name ilike ${like(approver)} or u.login_name ilike ${like(approver)}))`
          : undefined,
        urgent ? eq(processInstances.urgent, urgent === 'true') : undefined,
      ];
      const where = and(...filters);
      const from = sql`${processInstances} join ${records} on ${records.id} = ${processInstances.recordId}`;
      const page = await pageOf(
        db,
        request.query,
        (limit, offset) =>
          db
            .select({
              id: processInstances.id,
              module: processInstances.module,
              recordId: processInstances.recordId,
              serialNo: records.serialNo,
              title: recordTitleSql,
              status: records.status,
              applicantName: sql<string>`${applicantUser}`,
              startedAt: processInstances.startedAt,
              urgent: processInstances.urgent,
              overdue: sql<boolean>`exists (select 1 from ${processTasks} t where t.instance_id = ${processInstances.id} and t.status = 'open'
                and t.due_at <= now())`,
              definitionId: processInstances.definitionId,
              openTasks: sql<
                OpenTask[]
              >`(select coalesce(json_agg(json_build_object('id', t.id, 'nodeId', t.node_id, 'nodeName', ${stepNameSql(request.locale, sql`t.node_name`, sql`t.node_names`)},
                  'assigneeId', t.assignee_id, 'assigneeName', u.name, 'dueAt', t.due_at, 'overdue', coalesce(t.due_at <= now(), false)) order by t.id),
                  '[]'::json) from ${processTasks} t join ${users} u on u.id = t.assignee_id where t.instance_id = ${processInstances.id} and t.status = 'open')`,
            })
            .from(processInstances)
            .innerJoin(records, eq(records.id, processInstances.recordId))
            .where(where)
            .orderBy(desc(processInstances.urgent), desc(processInstances.startedAt), desc(processInstances.id))
            .limit(limit)
            .offset(offset),
        from,
        where,
      );
      return reply.ok({
        ...page,
        list: page.list.map((row) => ({
          ...row,
          openTasks: row.openTasks.map((task) => ({ ...task, id: Number(task.id), dueAt: task.dueAt === null ? null : new Date(task.dueAt) })),
        })),
      });
    },
  );
};
