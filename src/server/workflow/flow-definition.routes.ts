import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHOSEN_BY_PREVIOUS,
  hasErrors,
  inlineCalls,
  nameIn,
  readBpmn,
  simulate,
  verifyFlow,
  type FlowProblem,
  type ProcessModel,
  type TranslatedNames,
} from '../../../flows/index.ts';
import { applyEvent, flowVersionLifecycle, NOBODY, statusCode } from '../../../machines/index.ts';
import { MODULES } from '../../modules/index.ts';
import { hasProjectLeader } from '../../modules/capabilities/access.ts';
import type { Locale, MessageId } from '../../shared/i18n/locales.ts';
import { modelStepName } from '../lib/step-names.ts';
import { id, idParam } from '../../shared/schemas/input.schema.ts';
import type { Db } from '../db/database.ts';
import { flowDefinitions, users } from '../db/schema.ts';
import type { Access } from '../lib/access.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { answer } from '../../shared/schemas/answer.schema.ts';
import { flowDefinition, flowSimulation, flowVersion, verification } from '../../shared/schemas/workflow.schema.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { assigneeCoverage, resolverFor } from './assignees.ts';
import { modelOf, nextVersion } from './flow-definitions.ts';
import { systemParamScope } from './workflow.service.ts';

const idParams = z.object({ id: idParam });
const xmlBody = z.object({ xml: z.string().min(1, 'rules.required').max(500_000, 'rules.maxLength') });
const tags = ['process management'];

type Status = 'draft' | 'published' | 'deactivated';

/**
 * Process management (DESIGN.md §4): versions of each flow are data, draft → published → deactivated, as the
 * flowVersion lifecycle decides. A draft is edited freely; publishing needs a clean verification and retires
 * the version published before; instances keep running on the version they started with.
 */
export const flowDefinitionRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  const load = async (id: number) => {
    const [row] = await db.select().from(flowDefinitions).where(eq(flowDefinitions.id, id));
    if (!row) throw new AppError(404);
    return row;
  };

  app.get(
    '/flow/definitions',
    {
      config: { permission: 'processLayout:list' },
      schema: { tags, querystring: z.object({ flowKey: z.string().max(60).optional() }), response: { 200: answer(z.array(flowVersion)) } },
    },
    async (request, reply) => {
      const rows = await db
        .select({
          id: flowDefinitions.id,
          flowKey: flowDefinitions.flowKey,
          moduleId: flowDefinitions.moduleId,
          version: flowDefinitions.version,
          status: flowDefinitions.status,
          name: flowDefinitions.name,
          names: sql<TranslatedNames | null>`${flowDefinitions.model} -> 'names'`,
          createdAt: flowDefinitions.createdAt,
          publishedAt: flowDefinitions.publishedAt,
        })
        .from(flowDefinitions)
        .where(request.query.flowKey ? eq(flowDefinitions.flowKey, request.query.flowKey) : undefined)
        .orderBy(asc(flowDefinitions.flowKey), asc(flowDefinitions.version));
      // Each version named in the reader's language where its process carries that name (`oa:nameEn`...).
      return reply.ok(rows.map(({ names, ...row }) => ({ ...row, name: nameIn(request.locale, row.name, names) })));
    },
  );

  app.get(
    '/flow/definitions/:id',
    { config: { permission: 'processLayout:list' }, schema: { tags, params: idParams, response: { 200: answer(flowDefinition) } } },
    async (request, reply) => reply.ok(await load(request.params.id)),
  );

  /** A new draft version of a flow from BPMN XML (the designer's save as new version). */
  app.post(
    '/flow/definitions',
    {
      config: { permission: ['processLayout:add', 'processLayout:update'] },
      schema: { tags, body: xmlBody.extend({ flowKey: z.string().trim().min(1).max(60).regex(/^\w+$/) }), response: { 200: answer(flowDefinition) } },
    },
    async (request, reply) => {
      const model = await readModel(request.body.xml);
      const [previous] = await db
        .select({ moduleId: flowDefinitions.moduleId })
        .from(flowDefinitions)
        .where(eq(flowDefinitions.flowKey, request.body.flowKey))
        .limit(1);
      const row = await db.transaction(async (tx) => {
        const version = await nextVersion(tx, request.body.flowKey);
        const [created] = await tx
          .insert(flowDefinitions)
          .values({
            flowKey: request.body.flowKey,
            moduleId: previous?.moduleId ?? null,
            version,
            status: 'draft',
            name: model.name || request.body.flowKey,
            xml: request.body.xml,
            model,
            createdBy: request.auth!.user.id,
          })
          .returning();
        return created;
      });
      return reply.ok(row, 'messages.created');
    },
  );

  app.put(
    '/flow/definitions/:id',
    { config: { permission: 'processLayout:update' }, schema: { tags, params: idParams, body: xmlBody, response: { 200: answer(flowDefinition) } } },
    async (request, reply) => {
      const current = await load(request.params.id);
      move(current.status, 'record.save', request.auth!, false);
      const model = await readModel(request.body.xml);
      const [row] = await db
        .update(flowDefinitions)
        .set({ xml: request.body.xml, model, name: model.name || current.flowKey })
        .where(and(eq(flowDefinitions.id, current.id), eq(flowDefinitions.status, 'draft')))
        .returning();
      if (!row) throw new AppError(409);
      return reply.ok(row, 'messages.saved');
    },
  );

  app.post(
    '/flow/definitions/:id/verify',
    { config: { permission: 'processLayout:list' }, schema: { tags, params: idParams, response: { 200: answer(verification) } } },
    async (request, reply) => {
      const row = await load(request.params.id);
      const result = await verify(db, row.xml, row.flowKey);
      return reply.ok({
        ok: result.ok,
        problems: result.problems.map((problem) => describe(namedIn(request.locale, result.model, problem), request.t.bind(request))),
      });
    },
  );

  /** Runs a sample document through a version: the route it takes and who approves at each step. */
  app.post(
    '/flow/definitions/:id/simulate',
    {
      config: { permission: 'processLayout:list' },
      schema: {
        tags,
        params: idParams,
        body: z.object({
          doc: z.record(z.string().max(64), z.union([z.string().max(200), z.number(), z.boolean(), z.null()])),
          applicantId: id,
        }),
        response: { 200: answer(flowSimulation) },
      },
    },
    async (request, reply) => {
      const row = await load(request.params.id);
      const model = modelOf(db, row);
      const [applicant] = await db.select({ id: users.id }).from(users).where(eq(users.id, request.body.applicantId));
      if (!applicant) throw badInput('applicantId', 'errors.404');
      const env = { doc: request.body.doc, params: await systemParamScope(db), resolve: await resolverFor(db, model, applicant.id, null, request.body.doc) };
      const result = simulate(model, env, applicant.id);
      const ids = [...new Set(result.route.flatMap((step) => [...step.assignees, ...(step.by ? [step.by] : [])]))];
      const names = new Map(
        (ids.length ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids)) : []).map((u) => [u.id, u.name]),
      );
      // A step chosen by the previous approver has nobody yet: the route names the stand-in.
      names.set(CHOSEN_BY_PREVIOUS, request.t('workflow.simulation.chosenByPrevious'));
      return reply.ok({
        outcome: result.outcome,
        route: result.route.map((step) => ({
          ...step,
          nodeName: step.nodeId ? modelStepName(request.locale, model, step.nodeId) : step.nodeName,
          assigneeNames: step.assignees.map((id) => names.get(id) ?? String(id)),
          byName: step.by ? names.get(step.by) : null,
        })),
        refusal: result.refusal ? request.t(result.refusal.messageId, result.refusal.values) : null,
      });
    },
  );

  /**
   * Publishes a verified draft with its sub-processes inlined from the versions of the called flows published now;
   * a refused verification answers its first error (a call to a flow not published, calls in a cycle...).
   */
  app.post('/flow/definitions/:id/publish', { config: { permission: 'processLayout:update' }, schema: { tags, params: idParams } }, async (request, reply) => {
    const row = await load(request.params.id);
    const result = await verify(db, row.xml, row.flowKey);
    move(
      row.status,
      'flow.publish',
      request.auth!,
      result.ok,
      namedIn(
        request.locale,
        result.model,
        result.problems.find((problem) => problem.severity === 'error'),
      ),
    );
    await db.transaction(async (tx) => {
      // The version published before retires; its running instances finish on it.
      await tx
        .update(flowDefinitions)
        .set({ status: 'deactivated' })
        .where(and(eq(flowDefinitions.flowKey, row.flowKey), eq(flowDefinitions.status, 'published'), ne(flowDefinitions.id, row.id)));
      await tx.update(flowDefinitions).set({ status: 'published', publishedAt: new Date(), model: result.model }).where(eq(flowDefinitions.id, row.id));
    });
    return reply.ok(null, 'messages.saved');
  });

  app.post(
    '/flow/definitions/:id/deactivate',
    { config: { permission: 'processLayout:update' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      const row = await load(request.params.id);
      move(row.status, 'flow.deactivate', request.auth!, false);
      await db.update(flowDefinitions).set({ status: 'deactivated' }).where(eq(flowDefinitions.id, row.id));
      return reply.ok(null, 'messages.saved');
    },
  );
};

/**
 * Asks the flowVersion lifecycle whether the event is legal from this status; refuses with its reason if not, which
 * for a version that failed verification is its first error `problem`.
 */
function move(status: Status, event: 'record.save' | 'flow.publish' | 'flow.deactivate', access: Access, verified: boolean, problem?: FlowProblem) {
  const asker = { ...NOBODY, isAdmin: access.isAdmin, permissions: [...access.permissions] };
  const result = applyEvent(flowVersionLifecycle, statusCode(flowVersionLifecycle, status), { doc: { verified }, asker }, { type: event });
  if (result.ok) return;
  const { code, messageId, values } = result.refusal.messageId === 'workflow.refusal.notVerified' && problem ? problemRefusal(problem) : result.refusal;
  throw new AppError(code, messageId as MessageId, values ?? {});
}

const problemRefusal = (problem: FlowProblem) => ({
  code: 1001 as const,
  messageId: problem.messageId,
  values: { node: problem.nodeName ?? problem.nodeId ?? '', ...(problem.values ?? {}) },
});

async function readModel(xml: string): Promise<ProcessModel> {
  const { model, problems } = await readBpmn(xml);
  if (!model) throw new AppError(1001, (problems[0]?.messageId ?? 'errors.1001') as MessageId, problems[0]?.values ?? {}, 'xml');
  return model;
}

/**
 * Verification with the organisation's data, of the flow as it would run: its call activities replaced by the
 * flows they call as published now (flows/flow-inline.ts; a call to a flow not published, or calls in a cycle, is an
 * error), and each assignee rule finding an active user for every department that files documents
 * (workflow/assignees.ts `assigneeCoverage`). Answers the model publishing stores.
 */
async function verify(db: Db, xml: string, flowKey: string): Promise<{ ok: boolean; problems: FlowProblem[]; model: ProcessModel | null }> {
  const descriptor = MODULES.find((module) => module.flow === flowKey);
  const parsed = await readBpmn(xml);
  if (!parsed.model) return { ok: false, problems: parsed.problems, model: null };
  const calls = await inlinedCalls(db, parsed.model, flowKey);
  const problems = [
    ...parsed.problems,
    ...calls.problems,
    ...verifyFlow(calls.model, {
      knownFields: descriptor ? ['status', 'serialNo', ...descriptor.fields.map((field) => field.key)] : undefined,
      hasProjectLeader: descriptor ? hasProjectLeader(descriptor) : undefined,
      checkAssignees: await assigneeCoverage(db, calls.model),
    }),
  ];
  return { ok: !hasErrors(problems), problems, model: calls.model };
}

/** A flow's model with its call activities replaced by the published versions of the flows they call, by flow key. */
async function inlinedCalls(db: Db, model: ProcessModel, flowKey: string): Promise<{ model: ProcessModel; problems: FlowProblem[] }> {
  const calls = Object.values(model.nodes).filter((node) => node.kind === 'callActivity');
  if (calls.length === 0) return { model, problems: [] };
  const published = await db
    .select({ id: flowDefinitions.id, flowKey: flowDefinitions.flowKey, status: flowDefinitions.status, model: flowDefinitions.model })
    .from(flowDefinitions)
    .where(eq(flowDefinitions.status, 'published'));
  const byKey = new Map(published.map((row) => [row.flowKey, { ...modelOf(db, row), id: row.flowKey }]));
  // Calls name flow keys: the flow being published is known by its own, so a call back to it is a cycle.
  const inlined = inlineCalls({ ...model, id: flowKey }, (key) => byKey.get(key));
  const problemOf = (messageId: FlowProblem['messageId']) => (value: string) => {
    const call = calls.find((node) => node.calledFlow === value);
    return { severity: 'error' as const, ...(call ? { nodeId: call.id, nodeName: call.name } : {}), messageId, values: { value } };
  };
  return {
    model: { ...inlined.model, id: model.id },
    problems: [...new Set(inlined.missing)]
      .map(problemOf('workflow.flow.calledFlowUnknown'))
      .concat([...new Set(inlined.cycles)].map(problemOf('workflow.flow.callCycle'))),
  };
}

/** A problem's step named in the reader's language, as the flow names it for them (else as written). */
function namedIn<Problem extends FlowProblem | undefined>(locale: Locale, model: ProcessModel | null, problem: Problem): Problem {
  if (!problem?.nodeId || !model || !Object.hasOwn(model.nodes, problem.nodeId)) return problem;
  return { ...problem, nodeName: modelStepName(locale, model, problem.nodeId) };
}

function describe(problem: FlowProblem, t: (id: string, values?: Record<string, string | number>) => string) {
  return { ...problem, message: t(problem.messageId, { node: problem.nodeName ?? problem.nodeId ?? '', ...(problem.values ?? {}) }) };
}
