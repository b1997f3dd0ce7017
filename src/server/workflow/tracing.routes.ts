import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nameIn, type ProcessState } from '../../../flows/index.ts';
import { answer } from '../../shared/schemas/answer.schema.ts';
import { flowInstance, hisTask, historyRow, transitionRow } from '../../shared/schemas/workflow.schema.ts';
import { flowDefinitions, posts, processInstances, processTasks, records, userPosts, users } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { readableDocument } from '../engine/document-access.policy.ts';
import { keepSessionsOnItsRoutes } from '../plugins/session.plugin.ts';
import { resolverFor } from './assignees.ts';
import { modelOf } from './flow-definitions.ts';
import { nextStepOf } from './next-step.ts';
import { jumpsOf, transitionsFor, withActorNames } from '../engine/record-history.ts';
import { stepNameSql, withStepNamesIn } from '../lib/step-names.ts';
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
    const rows = await transitionsFor(db, request.auth!.user.id, descriptor, request.params.id);
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
      const acting = alias(users, 'acting');
      const rows = await db
        .select({
          nodeName: stepNameSql(request.locale, processTasks.nodeName, processTasks.nodeNames),
          postName: sql<
            string | null
          >`(select string_agg(${nameInSql(request.locale, posts.name, posts.names)}, ',') from ${userPosts} join ${posts} on ${posts.id} = ${userPosts.postId} where ${userPosts.userId} = ${processTasks.assigneeId})`,
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
            eq(processTasks.instanceId, instance.id),
            sql`(${processTasks.status} <> 'cancelled' or ${processTasks.actorId} is not null or ${processTasks.closedReason} is not null)`,
          ),
        )
        .orderBy(asc(processTasks.id));
      const system = request.t('workflow.system');
      return reply.ok(
        rows.map(({ assigneeName, actorName, ...row }) => {
          // A decision names who decided: the assignee, someone acting for them, or the system (a time limit).
          const decided = row.status === 'approved' || row.status === 'rejected';
          return {
            ...row,
            // A row the system handed on is a time limit's escalation.
            reason: row.reason ?? (row.status === 'reassigned' && row.actorId === null ? 'escalated' : null),
            auditUserName: decided ? (row.actorId === null ? system : (actorName ?? assigneeName)) : assigneeName,
            onBehalfOfName: decided && row.actorId !== row.assigneeId ? assigneeName : null,
            auditDate: row.endDate ? row.endDate.getTime() - row.startDate.getTime() : null,
          };
        }),
      );
    },
  );

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
    /** A step by its name in the reader's language (`oa:nameEn`...), as the history names it. */
    const stepName = (nodeId: string) => {
      const node = model.nodes[nodeId];
      return node ? nameIn(request.locale, node.name, node.names) : nodeId;
    };
    const last = state.trail.at(-1);
    const lastTask = last ? { nodeId: last.nodeId, name: stepName(last.nodeId), users: await names(last.approvers) } : null;
    const nowTask = await Promise.all(
      (state.status === 'running' ? state.tasks : []).map(async (task) => ({
        nodeId: task.nodeId,
        name: stepName(task.nodeId),
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
      next = await nextStepOf(db, request.auth!.user.id, instance, model, state, env);
    }
    return reply.ok({ lastTask, nowTask, ...next, topTask: next.topTask.map((task) => ({ ...task, name: stepName(task.nodeId) })), status: state.status });
  });
};
