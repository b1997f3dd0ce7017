import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jumpTargets, rejectTargets, start, type ProcessState } from '../../../flows/index.ts';
import { statusMessageId } from '../../../machines/index.ts';
import { WORKFLOW_ACTIONS } from '../../shared/approval-actions.ts';
import { answer } from '../../shared/schemas/answer.schema.ts';
import { actionAnswer, actionBody, actionResult, auditUsers, jumpTarget, rejectTarget, workflowActionParam } from '../../shared/schemas/workflow.schema.ts';
import { bigIdParam } from '../../shared/schemas/input.schema.ts';
import { flowDefinitions, processInstances, users } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { readableDocument } from '../engine/document-access.policy.ts';
import { openStepsOf } from '../engine/step-rights.policy.ts';
import { keepSessionsOnItsRoutes } from '../plugins/session.plugin.ts';
import { resolverFor } from './assignees.ts';
import { modelById, modelOf } from './flow-definitions.ts';
import { modelStepName, withModelStepNames } from '../lib/step-names.ts';
import { approvalModuleKeys, descriptorOf, readableInstance, recordParams } from './workflow-params.ts';
import { recordEvent } from './recordings.ts';
import { act, actionsFor, lifecycleOf } from './workflow.service.ts';

/**
 * The approval actions (src/shared/approval-actions.ts), the "why not?" answer, and what the approver dialog offers:
 * the approvers of the first step, the earlier steps a rejection may return to.
 */
export const approvalRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  const tags = ['workflow'];
  // Approvals never change users, roles, menus, offices or sessions.
  keepSessionsOnItsRoutes(app);

  app.post(
    '/wf/:module/:id/:action',
    { schema: { tags, params: recordParams.extend({ action: workflowActionParam }), body: actionBody, response: { 200: answer(actionResult) } } },
    async (request, reply) => {
      const { module, id, action } = request.params;
      const opinion = request.body.examRemarks?.trim();
      const result = await act(db, request.auth!, descriptorOf(module), id, action, {
        users: request.body.users,
        opinion,
        urgent: request.body.urgent,
        rejectTo: request.body.rejectTo,
        position: request.body.position,
        taskId: request.body.taskId,
        nodeId: request.body.nodeId,
        files: request.body.files,
      });
      return reply.ok(result, WORKFLOW_ACTIONS[action].success);
    },
  );

  // Descriptor `recordings`: an event recorded on an approved document with the fields it fills (a borrowing's return).
  app.post(
    '/wf/:module/:id/record/:event',
    {
      schema: {
        tags,
        params: recordParams.extend({ event: z.string().max(60) }),
        // The fields are checked against the event's own once the document is known to be readable.
        body: z.object({ data: z.record(z.string(), z.unknown()).default({}) }).default({ data: {} }),
        response: { 200: answer(z.object({ status: z.number() })) },
      },
    },
    async (request, reply) => {
      const { module, id, event } = request.params;
      const descriptor = descriptorOf(module);
      const statusName = (code: number) => request.t(statusMessageId({ name: descriptor.lifecycle! }, code));
      return reply.ok(await recordEvent(db, request.auth!, descriptor, id, event, request.body.data, statusName), 'messages.success');
    },
  );

  app.get('/wf/:module/:id/actions', { schema: { tags, params: recordParams, response: { 200: answer(actionAnswer) } } }, async (request, reply) => {
    const { lifecycle, ...answer } = await actionsFor(db, request.auth!, descriptorOf(request.params.module), request.params.id);
    const statusName = (code: number) => request.t(statusMessageId({ name: lifecycle }, code));
    // An action of another status says which, in the status names the user sees, not the machine's "wrong step".
    const reason = (why: (typeof answer.refused)[string]) =>
      why.when.length > 0
        ? request.t('workflow.refusal.notYet', { status: statusName(answer.status), when: why.when.map(statusName).join(' / ') })
        : request.t(why.messageId, why.values);
    const refused = Object.fromEntries(Object.entries(answer.refused).map(([event, why]) => [event, { code: why.code, msg: reason(why), kind: why.kind }]));
    return reply.ok({ ...answer, refused });
  });

  /**
   * Approvers the dialog offers: who the first step resolves to, or every active user when the step is chosen.
   * reapplyAuditUsers offers them for a resubmission, which starts the flow afresh: only for a document whose latest
   * process was rejected or withdrawn (none yet: 1009; still running: 1007; signed or terminated: 1010).
   */
  for (const path of ['/processAudit/selectAuditUsers', '/processAudit/reapplyAuditUsers']) {
    app.get(
      path,
      { schema: { tags, querystring: z.object({ module: z.enum(approvalModuleKeys), dataId: bigIdParam }), response: { 200: answer(auditUsers) } } },
      async (request, reply) => {
        const descriptor = descriptorOf(request.query.module);
        const record = await readableDocument(db, request.auth!, descriptor, request.query.dataId);
        if (path.endsWith('reapplyAuditUsers')) {
          const [latest] = await db
            .select({ status: processInstances.status })
            .from(processInstances)
            .where(eq(processInstances.recordId, record.id))
            .orderBy(desc(processInstances.id))
            .limit(1);
          if (!latest) throw new AppError(1009, 'workflow.notStarted');
          if (latest.status === 'running') throw new AppError(1007);
          if (latest.status !== 'rejected' && latest.status !== 'withdrawn') throw new AppError(1010);
        }
        lifecycleOf(descriptor);
        const [definition] = await db
          .select()
          .from(flowDefinitions)
          .where(and(eq(flowDefinitions.flowKey, descriptor.flow!), eq(flowDefinitions.status, 'published')))
          .orderBy(desc(flowDefinitions.version))
          .limit(1);
        if (!definition) throw new AppError(1009);
        const model = modelOf(db, definition);
        const attempt = start(
          model,
          { doc: { ...record.data }, resolve: await resolverFor(db, model, record.creatorId, record.projectLeaderId, record.data) },
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
            refusal: request.t(attempt.refusal.messageId, {
              ...attempt.refusal.values,
              // A step the refusal names, in the reader's language.
              ...(attempt.refusal.values?.nodeId ? { node: modelStepName(request.locale, model, attempt.refusal.values.nodeId) } : {}),
            }),
          });
        const ids = new Set(attempt.state.tasks.flatMap((task) => task.assignees));
        return reply.ok({
          needsChoice: false,
          candidates: everyone.filter((user) => ids.has(user.id)),
          steps: attempt.state.tasks.map((task) => modelStepName(request.locale, model, task.nodeId)),
        });
      },
    );
  }

  /**
   * Earlier steps a rejection may go back to (besides the applicant): for the caller's own open task (`taskId`, else
   * their oldest) inside a parallel branch, the earlier steps of that branch as well.
   */
  app.get(
    '/processAudit/selectRejectUsers',
    {
      schema: {
        tags,
        querystring: z.object({ processInstanceId: bigIdParam, taskId: bigIdParam.optional() }),
        response: { 200: answer(z.array(rejectTarget)) },
      },
    },
    async (request, reply) => {
      const instance = await readableInstance(db, request.auth!, request.query.processInstanceId);
      const model = await modelById(db, instance.definitionId);
      const steps = await openStepsOf(db, request.auth!.user.id, descriptorOf(instance.module), instance.recordId);
      const own = steps.find((step) => step.taskId === request.query.taskId) ?? steps[0];
      return reply.ok(withModelStepNames(request.locale, model, rejectTargets(model, instance.state as ProcessState, own?.nodeId)));
    },
  );

  /**
   * Where an administrator may move a document's running process (POST /wf/:module/:id/jump), for whoever may read
   * the document: the steps are those its flow chart shows.
   */
  app.get('/wf/:module/:id/jumpTargets', { schema: { tags, params: recordParams, response: { 200: answer(z.array(jumpTarget)) } } }, async (request, reply) => {
    const record = await readableDocument(db, request.auth!, descriptorOf(request.params.module), request.params.id);
    const [instance] = await db
      .select({ definitionId: processInstances.definitionId })
      .from(processInstances)
      .where(and(eq(processInstances.recordId, record.id), eq(processInstances.status, 'running')));
    if (!instance) throw new AppError(1009, 'workflow.notStarted');
    const model = await modelById(db, instance.definitionId);
    return reply.ok(withModelStepNames(request.locale, model, jumpTargets(model)));
  });
};
