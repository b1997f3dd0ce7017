import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { complete, rejectTargets, start, type ProcessState } from '../../../flows/index.ts';
import { findModule, MODULES } from '../../modules/index.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import { WORKFLOW_ACTION_NAMES, WORKFLOW_ACTIONS } from '../../shared/approval-actions.ts';
import { bigId, bigIdParam, dateRange, id, idParam, isoDate, pageIndex, pageLimit } from '../../shared/schemas/input.schema.ts';
import { delegations, flowDefinitions, posts, processCc, processInstances, processTasks, recordHistory, records, userPosts, users } from '../db/schema.ts';
import type { Access } from '../lib/access.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import type { RouteContext } from '../routes/context.ts';
import { canRead } from '../engine/record-scope.policy.ts';
import { resolverFor } from './assignees.ts';
import { modelOf } from './flow-definitions.ts';
import { act, actingFor, actionsFor, isParticipant, lifecycleOf, systemParamScope } from './workflow.service.ts';
import { keepSessionsOnItsRoutes } from '../plugins/session.plugin.ts';

const approvalModules = MODULES.filter((descriptor) => descriptor.lifecycle && descriptor.flow);
const moduleKeys = approvalModules.map((descriptor) => descriptor.key) as [string, ...string[]];
const recordParams = z.object({ module: z.enum(moduleKeys), id: bigIdParam });

/** Spec §3 Approval submission, as the approver dialog sends it. */
const actionBody = z.object({
  users: z.array(id).max(50).optional(),
  examRemarks: z.string().max(1000, 'rules.maxLength').optional(),
  urgent: z.boolean().optional(),
  rejectTo: z.string().max(100).optional(),
  /** Add an approver: before or after the actor (default after). */
  position: z.enum(['before', 'after']).optional(),
  /** Admin reassign: the to-do row whose assignee changes. */
  taskId: bigId.optional(),
});
/** Spec §5: a withdrawal reason is at most 200 characters. */
const WITHDRAW_REASON_MAX = 200;

const descriptorOf = (key: string): ModuleDescriptor => findModule(key)!;
const instanceQuery = z.object({ processInstanceId: bigIdParam, type: z.string().max(20).optional() });

/**
 * Approval actions, the "why not?" answer, flow tracing (spec §7 Process: processHisInfo, processHisTask), the to-do
 * list, urgent counts and delegations.
 */
export const workflowRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  const tags = ['workflow'];
  // Approvals, the to-do list and delegations never change users, roles, menus, offices or sessions.
  keepSessionsOnItsRoutes(app);

  app.post(
    '/wf/:module/:id/:action',
    { schema: { tags, params: recordParams.extend({ action: z.enum(WORKFLOW_ACTION_NAMES) }), body: actionBody } },
    async (request, reply) => {
      const { module, id, action } = request.params;
      const opinion = request.body.examRemarks?.trim();
      if (action === 'withdraw' && (opinion ?? '').length > WITHDRAW_REASON_MAX) throw badInput('examRemarks', 'rules.maxLength', { n: WITHDRAW_REASON_MAX });
      const result = await act(db, request.auth!, descriptorOf(module), id, action, {
        users: request.body.users,
        opinion,
        urgent: request.body.urgent,
        rejectTo: request.body.rejectTo,
        position: request.body.position,
        taskId: request.body.taskId,
      });
      return reply.ok(result, WORKFLOW_ACTIONS[action].success);
    },
  );

  app.get('/wf/:module/:id/actions', { schema: { tags, params: recordParams } }, async (request, reply) => {
    const answer = await actionsFor(db, request.auth!, descriptorOf(request.params.module), request.params.id);
    const refused = Object.fromEntries(
      Object.entries(answer.refused).map(([event, why]) => [event, { code: why!.code, msg: request.t(why!.messageId, why!.values) }]),
    );
    return reply.ok({ ...answer, refused });
  });

  /** The document's transitions, oldest first, with who acted (and for whom): the auditors' replay. */
  app.get('/wf/:module/:id/history', { schema: { tags, params: recordParams } }, async (request, reply) => {
    await readableRecord(request.auth!, request.params.module, request.params.id);
    const rows = await db
      .select({
        id: recordHistory.id,
        event: recordHistory.event,
        fromStatus: recordHistory.fromStatus,
        toStatus: recordHistory.toStatus,
        actorId: recordHistory.actorId,
        actorName: users.name,
        onBehalfOf: recordHistory.onBehalfOf,
        nodeName: recordHistory.nodeName,
        opinion: recordHistory.opinion,
        snapshot: recordHistory.snapshot,
        at: recordHistory.at,
        instanceId: recordHistory.instanceId,
      })
      .from(recordHistory)
      .innerJoin(users, eq(users.id, recordHistory.actorId))
      .where(eq(recordHistory.recordId, request.params.id))
      .orderBy(asc(recordHistory.id));
    return reply.ok(rows);
  });

  /** The latest process of a document, for the flow-tracing dialog; a document with no flow yet is refused. */
  app.get('/wf/:module/:id/instance', { schema: { tags, params: recordParams } }, async (request, reply) => {
    await readableRecord(request.auth!, request.params.module, request.params.id);
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
    return reply.ok(instance);
  });

  async function readableRecord(access: Access, module: string, recordId: number) {
    const descriptor = descriptorOf(module);
    const [record] = await db
      .select()
      .from(records)
      .where(and(eq(records.id, recordId), eq(records.module, descriptor.key)));
    if (!record || (!canRead(access, descriptor, record) && !access.isAdmin && !(await isParticipant(db, access.user.id, recordId)))) throw new AppError(404);
    return { descriptor, record };
  }

  async function readableInstance(access: Access, instanceId: number) {
    const [instance] = await db.select().from(processInstances).where(eq(processInstances.id, instanceId));
    if (!instance) throw new AppError(1009, 'workflow.notStarted');
    await readableRecord(access, instance.module, instance.recordId);
    return instance;
  }

  /** Spec §3 Approval history row: nodeName, postName, auditUserName, startDate, endDate, approvalOpinion, auditDate. */
  app.get('/processAudit/processHisInfo', { schema: { tags, querystring: instanceQuery } }, async (request, reply) => {
    const instance = await readableInstance(request.auth!, request.query.processInstanceId);
    const rows = await db
      .select({
        nodeName: processTasks.nodeName,
        postName: sql<
          string | null
        >`(select string_agg(${posts.name}, ',') from ${userPosts} join ${posts} on ${posts.id} = ${userPosts.postId} where ${userPosts.userId} = ${processTasks.assigneeId})`,
        auditUserName: users.name,
        status: processTasks.status,
        startDate: processTasks.createdAt,
        endDate: processTasks.completedAt,
        approvalOpinion: processTasks.opinion,
        actorId: processTasks.actorId,
        assigneeId: processTasks.assigneeId,
      })
      .from(processTasks)
      .innerJoin(users, eq(users.id, processTasks.assigneeId))
      .where(and(eq(processTasks.instanceId, instance.id), sql`${processTasks.status} <> 'cancelled'`))
      .orderBy(asc(processTasks.id));
    return reply.ok(rows.map((row) => ({ ...row, auditDate: row.endDate ? row.endDate.getTime() - row.startDate.getTime() : null })));
  });

  /** Spec §7 processHisTask: the previous step (lastTask), the current one (nowTask) and the next (topTask). */
  app.get('/processAudit/processHisTask', { schema: { tags, querystring: instanceQuery } }, async (request, reply) => {
    const instance = await readableInstance(request.auth!, request.query.processInstanceId);
    const [definition] = await db.select().from(flowDefinitions).where(eq(flowDefinitions.id, instance.definitionId));
    const model = modelOf(definition);
    const state = instance.state as ProcessState;
    const names = async (ids: number[]) =>
      ids.length ? (await db.select({ name: users.name }).from(users).where(inArray(users.id, ids))).map((row) => row.name) : [];
    const last = state.trail.at(-1);
    const lastTask = last ? { nodeId: last.nodeId, name: model.nodes[last.nodeId]?.name ?? last.nodeId, users: await names(last.approvers) } : null;
    const nowTask = await Promise.all(
      (state.status === 'running' ? state.tasks : []).map(async (task) => ({
        nodeId: task.nodeId,
        name: model.nodes[task.nodeId]?.name ?? task.nodeId,
        users: await names(task.assignees),
      })),
    );
    // The next step: what approving the current task would open, worked out on a copy of the state.
    let topTask: { nodeId: string; name: string; users: string[] }[] = [];
    const current = state.status === 'running' ? state.tasks[0] : undefined;
    if (current) {
      const [record] = await db.select().from(records).where(eq(records.id, instance.recordId));
      const env = {
        doc: { ...record.data },
        params: await systemParamScope(db),
        resolve: await resolverFor(db, model, instance.applicantId, record.projectLeaderId),
      };
      let probe = { ok: true as const, state, events: [] as { type: string; nodeId?: string }[] } as ReturnType<typeof complete>;
      for (const approver of current.assignees) {
        if (!probe.ok || !probe.state.tasks.some((task) => task.id === current.id)) break;
        probe = complete(model, probe.state, current.id, { decision: 'approve' }, { userId: approver }, env);
      }
      if (probe.ok) {
        topTask = await Promise.all(
          probe.state.tasks
            .filter((task) => task.id !== current.id)
            .map(async (task) => ({ nodeId: task.nodeId, name: model.nodes[task.nodeId]?.name ?? task.nodeId, users: await names(task.assignees) })),
        );
      }
    }
    return reply.ok({ lastTask, nowTask, topTask, status: state.status });
  });

  /** Approvers the dialog offers: who the first step resolves to, or every active user when the step is chosen. */
  app.get(
    '/processAudit/selectAuditUsers',
    { schema: { tags, querystring: z.object({ module: z.enum(moduleKeys), dataId: bigIdParam }) } },
    async (request, reply) => {
      const { descriptor, record } = await readableRecord(request.auth!, request.query.module, request.query.dataId);
      lifecycleOf(descriptor);
      const [definition] = await db
        .select()
        .from(flowDefinitions)
        .where(and(eq(flowDefinitions.flowKey, descriptor.flow!), eq(flowDefinitions.status, 'published')))
        .orderBy(desc(flowDefinitions.version))
        .limit(1);
      if (!definition) throw new AppError(1009);
      const model = modelOf(definition);
      const attempt = start(
        model,
        { doc: { ...record.data }, resolve: await resolverFor(db, model, record.creatorId, record.projectLeaderId) },
        record.creatorId,
      );
      const everyone = await db
        .select({ id: users.id, name: users.name, loginName: users.loginName })
        .from(users)
        .where(eq(users.enabled, true))
        .orderBy(asc(users.id));
      if (!attempt.ok)
        return reply.ok({
          needsChoice: attempt.refusal.code === 1003,
          candidates: attempt.refusal.code === 1003 ? everyone : [],
          refusal: request.t(attempt.refusal.messageId, attempt.refusal.values),
        });
      const ids = new Set(attempt.state.tasks.flatMap((task) => task.assignees));
      return reply.ok({
        needsChoice: false,
        candidates: everyone.filter((user) => ids.has(user.id)),
        steps: attempt.state.tasks.map((task) => model.nodes[task.nodeId]?.name ?? task.nodeId),
      });
    },
  );

  /** Earlier steps a rejection may go back to (besides the applicant). */
  app.get('/processAudit/selectRejectUsers', { schema: { tags, querystring: z.object({ processInstanceId: bigIdParam }) } }, async (request, reply) => {
    const instance = await readableInstance(request.auth!, request.query.processInstanceId);
    const [definition] = await db.select().from(flowDefinitions).where(eq(flowDefinitions.id, instance.definitionId));
    return reply.ok(rejectTargets(modelOf(definition), instance.state as ProcessState));
  });

  /** The to-do list and its neighbours: pending (mine and delegated to me), done by me, my applications. */
  app.get(
    '/processAudit/processHome',
    {
      schema: {
        tags,
        querystring: z.object({
          kind: z.enum(['todo', 'done', 'mine', 'cc']).default('todo'),
          pageIndex,
          limit: pageLimit(100),
        }),
      },
    },
    async (request, reply) => {
      const { kind, pageIndex, limit } = request.query;
      const userId = request.auth!.user.id;
      const principals = await actingFor(db, userId);
      const where =
        kind === 'todo'
          ? and(inArray(processTasks.assigneeId, principals), eq(processTasks.status, 'open'))
          : kind === 'done'
            ? and(eq(processTasks.actorId, userId), inArray(processTasks.status, ['approved', 'rejected', 'transferred']))
            : undefined;
      if (kind === 'cc') {
        // Spec §3 CC: documents copied to the user, newest first, read or not.
        const where = eq(processCc.userId, userId);
        const [list, [{ total }]] = await Promise.all([
          db
            .select({
              instanceId: processCc.instanceId,
              recordId: processInstances.recordId,
              module: processInstances.module,
              isRead: processCc.isRead,
              createdAt: processCc.createdAt,
              serialNo: records.serialNo,
              status: records.status,
              title: sql<string>`${records.data}->>'title'`,
              applicantName: users.name,
            })
            .from(processCc)
            .innerJoin(processInstances, eq(processInstances.id, processCc.instanceId))
            .innerJoin(records, eq(records.id, processInstances.recordId))
            .innerJoin(users, eq(users.id, records.creatorId))
            .where(and(where, sql`${records.deletedAt} is null`))
            .orderBy(desc(processCc.createdAt), desc(processCc.instanceId))
            .limit(limit)
            .offset((pageIndex - 1) * limit),
          db
            .select({ total: sql<number>`count(*)::int` })
            .from(processCc)
            .where(where),
        ]);
        return reply.ok({ list, total, pageIndex, limit });
      }
      if (kind === 'mine') {
        const mine = await db
          .select({
            recordId: records.id,
            module: records.module,
            serialNo: records.serialNo,
            status: records.status,
            data: records.data,
            updatedAt: records.updatedAt,
          })
          .from(records)
          .where(and(eq(records.creatorId, userId), sql`${records.deletedAt} is null`, inArray(records.module, moduleKeys)))
          .orderBy(desc(records.updatedAt))
          .limit(limit)
          .offset((pageIndex - 1) * limit);
        return reply.ok({ list: mine.map(({ data, ...row }) => ({ ...row, title: String(data.title ?? '') })), pageIndex, limit });
      }
      const [list, [{ total }]] = await Promise.all([
        db
          .select({
            taskId: processTasks.id,
            instanceId: processTasks.instanceId,
            recordId: processTasks.recordId,
            module: processTasks.module,
            nodeName: processTasks.nodeName,
            assigneeId: processTasks.assigneeId,
            urgent: processTasks.urgent,
            status: processTasks.status,
            createdAt: processTasks.createdAt,
            completedAt: processTasks.completedAt,
            serialNo: records.serialNo,
            title: sql<string>`${records.data}->>'title'`,
            applicantName: users.name,
          })
          .from(processTasks)
          .innerJoin(records, eq(records.id, processTasks.recordId))
          .innerJoin(users, eq(users.id, records.creatorId))
          .where(where)
          .orderBy(desc(processTasks.urgent), desc(processTasks.id))
          .limit(limit)
          .offset((pageIndex - 1) * limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(processTasks)
          .where(where),
      ]);
      return reply.ok({ list, total, pageIndex, limit });
    },
  );

  /** Opening a copied document marks the copy read. */
  app.post('/processAudit/readCc/:instanceId', { schema: { tags, params: z.object({ instanceId: bigIdParam }) } }, async (request, reply) => {
    await db
      .update(processCc)
      .set({ isRead: true })
      .where(and(eq(processCc.instanceId, request.params.instanceId), eq(processCc.userId, request.auth!.user.id)));
    return reply.ok(null);
  });

  /** Home counts: pending to-dos, urgent ones among them, and my applications by status. */
  app.get('/processAudit/processHomeAll', { schema: { tags } }, async (request, reply) => {
    const userId = request.auth!.user.id;
    const principals = await actingFor(db, userId);
    const [counts] = await db
      .select({ todo: sql<number>`count(*)::int`, urgent: sql<number>`count(*) filter (where ${processTasks.urgent})::int` })
      .from(processTasks)
      .where(and(inArray(processTasks.assigneeId, principals), eq(processTasks.status, 'open')));
    const byStatus = await db
      .select({ status: records.status, count: sql<number>`count(*)::int` })
      .from(records)
      .where(and(eq(records.creatorId, userId), sql`${records.deletedAt} is null`, inArray(records.module, moduleKeys)))
      .groupBy(records.status);
    return reply.ok({ ...counts, mine: byStatus });
  });

  /** Spec §7 push: the user's urgent to-dos, and dismissing one. */
  app.get('/push/getUrgentCount', { schema: { tags, querystring: z.object({ userId: idParam }) } }, async (request, reply) => {
    if (request.query.userId !== request.auth!.user.id) throw new AppError(4031);
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(processTasks)
      .where(and(eq(processTasks.assigneeId, request.query.userId), eq(processTasks.status, 'open'), eq(processTasks.urgent, true)));
    return reply.ok(row.count);
  });
  app.get(
    '/push/subtractUrgentCount',
    { config: { changesData: true }, schema: { tags, querystring: z.object({ userId: idParam, taskId: bigIdParam.optional() }) } },
    async (request, reply) => {
      if (request.query.userId !== request.auth!.user.id) throw new AppError(4031);
      await db
        .update(processTasks)
        .set({ urgent: false })
        .where(and(eq(processTasks.assigneeId, request.query.userId), request.query.taskId ? eq(processTasks.id, request.query.taskId) : undefined));
      return reply.ok(null);
    },
  );

  /** Delegation of one's approvals to another user for a date range. */
  const delegationBody = z
    .object({
      toUserId: id,
      startsOn: isoDate,
      endsOn: isoDate,
    })
    .superRefine(dateRange('startsOn', 'endsOn'));
  app.get('/delegation', { schema: { tags } }, async (request, reply) => {
    const userId = request.auth!.user.id;
    return reply.ok(
      await db
        .select()
        .from(delegations)
        .where(sql`${delegations.fromUserId} = ${userId} or ${delegations.toUserId} = ${userId}`)
        .orderBy(desc(delegations.id)),
    );
  });
  app.post('/delegation', { schema: { tags, body: delegationBody } }, async (request, reply) => {
    const userId = request.auth!.user.id;
    if (request.body.toUserId === userId) throw badInput('toUserId', 'errors.selfDelegation');
    const [target] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, request.body.toUserId), eq(users.enabled, true)));
    if (!target) throw badInput('toUserId', 'errors.404');
    const [row] = await db
      .insert(delegations)
      .values({ fromUserId: userId, ...request.body })
      .returning();
    return reply.ok(row, 'messages.created');
  });
  app.delete('/delegation/:id', { schema: { tags, params: z.object({ id: idParam }) } }, async (request, reply) => {
    const removed = await db
      .delete(delegations)
      .where(and(eq(delegations.id, request.params.id), eq(delegations.fromUserId, request.auth!.user.id)))
      .returning();
    if (removed.length === 0) throw new AppError(404);
    return reply.ok(null, 'messages.saved');
  });
};
