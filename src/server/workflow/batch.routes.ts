import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findModule } from '../../modules/index.ts';
import { answer } from '../../shared/schemas/answer.schema.ts';
import { batchBody, batchResult } from '../../shared/schemas/workflow.schema.ts';
import { AppError } from '../lib/app-error.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { fieldLabel, refusalText } from '../plugins/envelope.plugin.ts';
import { keepSessionsOnItsRoutes } from '../plugins/session.plugin.ts';
import { act } from './workflow.service.ts';
import type { MessageValues } from '../../shared/money-format.ts';

/**
 * Batch decisions from the to-do list: up to 100 documents approved or rejected with one opinion, each in its own
 * transaction with its own outcome. A document that cannot be decided this way is skipped with its refusal in the
 * user's language: a next step chosen by the approver (1003), a required field the step asks the approver to fill
 * (1001), a task no longer theirs (1004)...
 */
export const batchRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  keepSessionsOnItsRoutes(app);

  app.post('/processAudit/batch', { schema: { tags: ['workflow'], body: batchBody, response: { 200: answer(batchResult) } } }, async (request, reply) => {
    const { action, items } = request.body;
    const opinion = request.body.examRemarks?.trim() || undefined;
    const t = (id: string, values?: MessageValues) => request.t(id, values);
    const results = [];
    for (const { module, id, taskId } of items) {
      const descriptor = findModule(module);
      try {
        if (!descriptor?.lifecycle || !descriptor.flow) throw new AppError(404);
        await act(db, request.auth!, descriptor, id, action, { opinion, taskId });
        results.push({ module, id, ok: true });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const labelOf = (field: string) => fieldLabel(t, field, [`modules.${module}.fields.${field.split('.')[0]}`, `fields.${field}`]);
        results.push({ module, id, ok: false, status: error.code, msg: refusalText(t, error, labelOf, request.locale) });
      }
    }
    return reply.ok({ results });
  });
};
