import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProcessState } from '../../../flows/index.ts';
import { answer } from '../../shared/schemas/answer.schema.ts';
import { bigId } from '../../shared/schemas/input.schema.ts';
import { flowInstance, hisTask, historyRow, TRACE_ROUND_KINDS, traceRound, traceRow, transitionRow } from '../../shared/schemas/workflow.schema.ts';
import { SUB_FLOW_EVENTS, subFlowOf } from '../../shared/approval-actions.ts';
import type { Locale } from '../../shared/i18n/languages.ts';
import type { Db } from '../db/database.ts';
import { flowDefinitions, posts, processInstances, processTasks, records, userPosts, users } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { readableDocument } from '../engine/document-access.policy.ts';
import { keepSessionsOnItsRoutes } from '../plugins/session.plugin.ts';
import { resolverFor } from './assignees.ts';
import { modelOf } from './flow-definitions.ts';
import { nextStepOf } from './next-step.ts';
import { jumpsOf, transitionsFor, transitionsOf, withActorNames } from '../engine/record-history.ts';
import { modelStepName, stepNameSql, withStepNamesIn } from '../lib/step-names.ts';
import { nameInSql } from '../lib/translated-names.ts';
import { descriptorOf, instanceQuery, readableInstance, recordParams } from './workflow-params.ts';
import { systemParamScope } from './workflow.service.ts';

/**
 * Flow tracing of one document, for whoever may read it: its transitions, its latest process, and spec §7 Process
 * processHisInfo (the approval history) and processHisTask (previous, current and next step).
 */
export const tracingRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  const tags = ['workflow'];
  keepSessionsOnItsRoutes(app);

  /** The document's transitions, oldest first, with who acted (and for whom). */
  app.get('/wf/:module/:id/history', { schema: { tags, params: recordParams, response: { 200: answer(z.array(transitionRow)) } } }, async (request, reply) => {
    const descriptor = descriptorOf(request.params.module);
    await readableDocument(db, request.auth!, descriptor, request.params.id);
    const rows = await transitionsFor(db, request.auth!, descriptor, request.params.id);
    return reply.ok(withActorNames(withStepNamesIn(request.locale, rows), request.t('workflow.system')));
  });

  /** The latest process of a document, for the flow-tracing dialog; a document with no flow yet is refused. */
  app.get('/wf/:module/:id/instance', { schema: { tags, params: recordParams, response: { 200: answer(flowInstance) } } }, async (request, reply) => {
    await readableDocument(db, request.auth!, descriptorOf(request.params.module), request.params.id);
    const [instance] = await db
      .select({
        id: processInstances.id,
        status: processInstances.status,
        definitionId: processInstances.definitionId,
        startedAt: processInstances.startedAt,
        endedAt: processInstances.endedAt,
      })
      .from(processInstances)
      .where(eq(processInstances.recordId, request.params.id))
      .orderBy(desc(processInstances.id))
      .limit(1);
    if (!instance) throw new AppError(1009, 'workflow.notStarted');
    return reply.ok({ ...instance, jumps: withActorNames(withStepNamesIn(request.locale, await jumpsOf(db, instance.id)), request.t('workflow.system')) });
  });

  /**
   * Spec §3 Approval history rows: each to-do row someone decided (named by who acted, a delegate or the system, and
   * for whom), handed on or took out, the steps passed as repeated, a step handed back by adding approvers before
   * oneself (with its opinion), and the rows closed by a sibling branch's rejection or a jump, or handed on by the
   * system when their time limit passed (`escalated`), with their reason. Rows nobody needed any more are left out.
   */
  app.get(
    '/processAudit/processHisInfo',
    { schema: { tags, querystring: instanceQuery, response: { 200: answer(z.array(historyRow)) } } },
    async (request, reply) => {
      const instance = await readableInstance(db, request.auth!, request.query.processInstanceId);
      const rows = await approvalRowsOf(db, request.locale, request.t('workflow.system'), [instance.id]);
      return reply.ok(rows.map(({ instanceId: _instanceId, ...row }) => row));
    },
  );

  /**
   * The approval histories of several processes at once (body `processInstanceIds`, at most 50), each as
   * processHisInfo answers it, in the order asked. Every process must be one whose document the caller may read;
   * otherwise the whole call is refused as processHisInfo would refuse that one.
   */
  app.post(
    '/processAudit/processHisInfos',
    {
      schema: {
        tags,
        body: z.object({ processInstanceIds: z.array(bigId).min(1).max(50) }),
        response: { 200: answer(z.array(z.object({ processInstanceId: z.number(), rows: z.array(historyRow) }))) },
      },
    },
    async (request, reply) => {
      const ids = [...new Set(request.body.processInstanceIds)];
      for (const id of ids) await readableInstance(db, request.auth!, id);
      const rows = await approvalRowsOf(db, request.locale, request.t('workflow.system'), ids);
      return reply.ok(
        ids.map((processInstanceId) => ({
          processInstanceId,
          rows: rows.filter((row) => row.instanceId === processInstanceId).map(({ instanceId: _instanceId, ...row }) => row),
        })),
      );
    },
  );

  /**
   * Flow tracing of a document for an auditor, by round (`traceRound`): the original filing, then each sub-flow
   * started on it, numbered by kind (change 1, change 2…). A resubmission after a rejection or a withdrawal stays in
   * its round: it asks again for the same thing. Each round lists who submitted and when, every step, and every
   * withdrawal, termination, sub-flow start or drop with who, when and the reason given.
   */
  app.get('/wf/:module/:id/trace', { schema: { tags, params: recordParams, response: { 200: answer(z.array(traceRound)) } } }, async (request, reply) => {
    await readableDocument(db, request.auth!, descriptorOf(request.params.module), request.params.id);
    const system = request.t('workflow.system');
    const transitions = withActorNames(await transitionsOf(db, request.params.id), system);
    const instances = await db
      .select({ id: processInstances.id })
      .from(processInstances)
      .where(eq(processInstances.recordId, request.params.id))
      .orderBy(asc(processInstances.id));
    const tasks = await approvalRowsOf(
      db,
      request.locale,
      system,
      instances.map((instance) => instance.id),
    );
    return reply.ok(traceRounds(transitions, tasks));
  });

  /**
   * Spec §7 processHisTask: the previous step (lastTask), the current one (nowTask) and the next (topTask); whether the
   * caller's approval must choose the next step's approvers (`chooseNext`), and whom they may choose (`candidates`).
   */
  app.get('/processAudit/processHisTask', { schema: { tags, querystring: instanceQuery, response: { 200: answer(hisTask) } } }, async (request, reply) => {
    const instance = await readableInstance(db, request.auth!, request.query.processInstanceId);
    const [definition] = await db.select().from(flowDefinitions).where(eq(flowDefinitions.id, instance.definitionId));
    const model = modelOf(db, definition);
    const state = instance.state as ProcessState;
    const names = async (ids: number[]) =>
      ids.length ? (await db.select({ name: users.name }).from(users).where(inArray(users.id, ids))).map((row) => row.name) : [];
    const last = state.trail.at(-1);
    const lastTask = last ? { nodeId: last.nodeId, name: modelStepName(request.locale, model, last.nodeId), users: await names(last.approvers) } : null;
    const nowTask = await Promise.all(
      (state.status === 'running' ? state.tasks : []).map(async (task) => ({
        nodeId: task.nodeId,
        name: modelStepName(request.locale, model, task.nodeId),
        users: await names(task.assignees),
      })),
    );
    let next: Awaited<ReturnType<typeof nextStepOf>> = { topTask: [], chooseNext: false, candidates: [] };
    if (state.status === 'running') {
      const [record] = await db.select().from(records).where(eq(records.id, instance.recordId));
      const env = {
        doc: { ...record.data },
        params: await systemParamScope(db),
        resolve: await resolverFor(db, model, instance.applicantId, record.projectLeaderId, record.data),
      };
      next = await nextStepOf(db, request.auth!.user.id, instance, model, state, env, request.locale);
    }
    return reply.ok({ lastTask, nowTask, ...next, status: state.status });
  });
};

/** The process tasks of some processes as approval history rows (processHisInfo), oldest first, with their process. */
async function approvalRowsOf(db: Db, locale: Locale, system: string, instanceIds: number[]) {
  if (instanceIds.length === 0) return [];
  const acting = alias(users, 'acting');
  const rows = await db
    .select({
      instanceId: processTasks.instanceId,
      nodeName: stepNameSql(locale, processTasks.nodeName, processTasks.nodeNames),
      postName: sql<
        string | null
      >`(select string_agg(${nameInSql(locale, posts.name, posts.names)}, ',') from ${userPosts} join ${posts} on ${posts.id} = ${userPosts.postId} where ${userPosts.userId} = ${processTasks.assigneeId})`,
      assigneeName: users.name,
      actorName: acting.name,
      reason: processTasks.closedReason,
      status: processTasks.status,
      startDate: processTasks.createdAt,
      endDate: processTasks.completedAt,
      approvalOpinion: processTasks.opinion,
      actorId: processTasks.actorId,
      assigneeId: processTasks.assigneeId,
    })
    .from(processTasks)
    .innerJoin(users, eq(users.id, processTasks.assigneeId))
    .leftJoin(acting, eq(acting.id, processTasks.actorId))
    .where(
      and(
        inArray(processTasks.instanceId, instanceIds),
        sql`(${processTasks.status} <> 'cancelled' or ${processTasks.actorId} is not null or ${processTasks.closedReason} is not null)`,
      ),
    )
    .orderBy(asc(processTasks.instanceId), asc(processTasks.id));
  return rows.map(({ assigneeName, actorName, ...row }) => {
    // A decision names who decided: the assignee, someone acting for them, or the system (a time limit).
    const decided = row.status === 'approved' || row.status === 'rejected';
    return {
      ...row,
      instanceId: Number(row.instanceId),
      // A row the system handed on is a time limit's escalation.
      reason: row.reason ?? (row.status === 'reassigned' && row.actorId === null ? 'escalated' : null),
      auditUserName: decided ? (row.actorId === null ? system : (actorName ?? assigneeName)) : assigneeName,
      onBehalfOfName: decided && row.actorId !== row.assigneeId ? assigneeName : null,
      auditDate: row.endDate ? row.endDate.getTime() - row.startDate.getTime() : null,
    };
  });
}

/** What the applicant or an administrator did around the steps that tracing lists as rows of their own. */
const TRACED_EVENTS = new Set(['approval.submit', 'approval.resubmit', 'approval.withdraw', 'approval.terminate', ...SUB_FLOW_EVENTS]);
/** Events that open what follows them (listed before the steps they opened, at the same instant). */
const OPENING = new Set(['approval.submit', 'approval.resubmit', ...SUB_FLOW_EVENTS.filter((event) => event.endsWith('.start'))]);

type Transition = { event: string; actorName: string; onBehalfOfName: string | null; at: Date; opinion: string | null; instanceId: number | null };
type TaskRow = Awaited<ReturnType<typeof approvalRowsOf>>[number];
type TraceRow = z.output<typeof traceRow>;
type Round = { kind: (typeof TRACE_ROUND_KINDS)[number]; n: number; rows: TraceRow[] };

/**
 * A document's transitions and approval rows as tracing rounds: a sub-flow's start opens a round of its kind; a
 * process belongs to the round its first transition (its submission) fell in. Rows are in time order, an opening
 * event before the steps it opened, a closing one after the steps it closed.
 */
export function traceRounds(transitions: readonly Transition[], tasks: readonly TaskRow[]): Round[] {
  const rounds: (Round & { keyed: { at: number; order: number; seq: number; row: TraceRow }[] })[] = [];
  const open = (kind: Round['kind']) => {
    const n = rounds.filter((round) => round.kind === kind).length + 1;
    rounds.push({ kind, n, rows: [], keyed: [] });
    return rounds.at(-1)!;
  };
  let current = open('original');
  const byInstance = new Map<number, (typeof rounds)[number]>();
  let seq = 0;
  for (const row of transitions) {
    const subFlow = row.event.endsWith('.start') ? subFlowOf(row.event) : undefined;
    if (subFlow) current = open(subFlow);
    if (row.instanceId !== null && !byInstance.has(row.instanceId)) byInstance.set(row.instanceId, current);
    if (!TRACED_EVENTS.has(row.event)) continue;
    const { event, actorName, onBehalfOfName, at, opinion } = row;
    current.keyed.push({
      at: at.getTime(),
      order: OPENING.has(event) ? 0 : 2,
      seq: seq++,
      row: { kind: 'event', event, actorName, onBehalfOfName, at, opinion },
    });
  }
  for (const { instanceId, ...task } of tasks) {
    const round = byInstance.get(instanceId) ?? current;
    round.keyed.push({ at: task.startDate.getTime(), order: 1, seq: seq++, row: { kind: 'task', ...task } });
  }
  return rounds
    .filter((round) => round.keyed.length > 0)
    .map(({ kind, n, keyed }) => ({
      kind,
      n,
      rows: keyed.sort((a, b) => a.at - b.at || a.order - b.order || a.seq - b.seq).map((item) => item.row),
    }));
}
