import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { IMPORT_LISTED_ERRORS } from '../../shared/excel-import.ts';
import { answer, nothing, refusal } from '../../shared/schemas/answer.schema.ts';
import { id, idParam } from '../../shared/schemas/input.schema.ts';
import { attendanceMonth, punchImportReport, punchInput, shiftInput, shiftRow, shiftTable } from '../../shared/schemas/attendance.schema.ts';
import { officeShifts, offices, shifts } from '../db/schema.ts';
import { badInput } from '../lib/app-error.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { translate } from '../lib/translate.ts';
import { computeMonth, lockMonth, lockOf, monthDays, shiftTable as readShiftTable, storedMonth, storePunches } from './attendance-month.ts';
import { checkPunchFile, parsePunchTime, peopleFinder, PUNCH_IMPORT_MAX_MB, PUNCH_IMPORT_MAX_ROWS, punchErrorText } from './punch-import.ts';

/**
 * The attendance clerk's routes (spec path /human/checkWork/edit): shifts, punches typed or imported, the month
 * computed, stored and locked. Permissions are menu codes like any route's: `checkWork:list` reads,
 * `checkWork:edit` types and imports punches, edits shifts and computes a month, `checkWork:lock` locks it.
 */
export const CHECK_WORK = { list: 'checkWork:list', edit: 'checkWork:edit', lock: 'checkWork:lock' } as const;

const monthParams = z.object({ month: z.string().max(7) });
const officeQuery = z.object({ officeId: idParam.optional() });

export const attendanceMonthRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  const tags = ['attendance'];

  app.get('/attendance/shifts', { config: { permission: CHECK_WORK.list }, schema: { tags, response: { 200: answer(shiftTable) } } }, async (_request, reply) =>
    reply.ok(await readShiftTable(db)),
  );

  // A shift saved: a new one, or one changed; the default moves to it when it says so.
  app.post(
    '/attendance/shifts',
    { config: { permission: CHECK_WORK.edit }, schema: { tags, body: shiftInput, response: { 200: answer(shiftRow) } } },
    async (request, reply) => {
      const { id, ...values } = request.body;
      if ((values.restStart === null) !== (values.restEnd === null)) throw badInput('restEnd', 'rules.required');
      if (values.absentAfter < values.halfDayAfter) throw badInput('absentAfter', 'rules.required');
      const saved = await db.transaction(async (tx) => {
        if (values.isDefault) await tx.update(shifts).set({ isDefault: false }).where(eq(shifts.isDefault, true));
        if (id === undefined) return (await tx.insert(shifts).values(values).returning())[0];
        const [row] = await tx.update(shifts).set(values).where(eq(shifts.id, id)).returning();
        if (!row) throw badInput('id', 'rules.required');
        return row;
      });
      return reply.ok(saved);
    },
  );

  // An office's own shift (for it and the offices below it), or none: its people then keep the default.
  app.put(
    '/attendance/office-shifts/:officeId',
    {
      config: { permission: CHECK_WORK.edit },
      schema: {
        tags,
        params: z.object({ officeId: idParam }),
        body: z.object({ shiftId: id.nullable() }),
        response: { 200: answer(nothing) },
      },
    },
    async (request, reply) => {
      const { officeId } = request.params;
      const { shiftId } = request.body;
      await db.transaction(async (tx) => {
        if (!(await tx.select({ id: offices.id }).from(offices).where(eq(offices.id, officeId)))[0]) throw badInput('officeId', 'rules.required');
        if (shiftId === null) return tx.delete(officeShifts).where(eq(officeShifts.officeId, officeId));
        if (!(await tx.select({ id: shifts.id }).from(shifts).where(eq(shifts.id, shiftId)))[0]) throw badInput('shiftId', 'rules.required');
        await tx.insert(officeShifts).values({ officeId, shiftId }).onConflictDoUpdate({ target: officeShifts.officeId, set: { shiftId } });
      });
      return reply.ok(null);
    },
  );

  app.get(
    '/attendance/months/:month',
    { config: { permission: CHECK_WORK.list }, schema: { tags, params: monthParams, querystring: officeQuery, response: { 200: answer(attendanceMonth) } } },
    async (request, reply) => {
      const { month } = request.params;
      monthDays(month);
      const lock = await lockOf(db, month);
      const rows = await storedMonth(db, month, request.query.officeId ?? null);
      return reply.ok({ month, lock: lock && { lockedAt: lock.lockedAt, lockedBy: lock.lockedBy, name: lock.name }, rows });
    },
  );

  // The month of everyone, or of an office and those below it, computed and stored again (refused once locked).
  app.post(
    '/attendance/months/:month/compute',
    {
      config: { permission: CHECK_WORK.edit },
      schema: {
        tags,
        params: monthParams,
        body: z.object({ officeId: id.nullable().optional() }),
        response: { 200: answer(z.object({ people: z.number() })) },
      },
    },
    async (request, reply) => {
      const { month } = request.params;
      const people = await db.transaction((tx) => computeMonth(tx, month, request.body.officeId ?? null, request.auth!.user.id));
      return reply.code(200).send({ status: 200, msg: request.t('hr.attendanceComputed', { n: people, month }), data: { people } });
    },
  );

  app.post(
    '/attendance/months/:month/lock',
    { config: { permission: CHECK_WORK.lock }, schema: { tags, params: monthParams, response: { 200: answer(nothing) } } },
    async (request, reply) => {
      const { month } = request.params;
      await db.transaction((tx) => lockMonth(tx, month, request.auth!.user.id));
      return reply.code(200).send({ status: 200, msg: request.t('hr.attendanceMonthLockedNow', { month }), data: null });
    },
  );

  // Punches the clerk types (from a paper record, a broken clock): all or none.
  app.post(
    '/attendance/check-ins',
    { config: { permission: CHECK_WORK.edit }, schema: { tags, body: punchInput, response: { 200: answer(z.object({ added: z.number() })) } } },
    async (request, reply) => {
      const find = await peopleFinder(db);
      const punches = request.body.punches.map((punch, index) => {
        const person = punch.person ?? '';
        const userId = punch.userId !== undefined ? (find.known(punch.userId) ? punch.userId : undefined) : person ? find('person', person) : undefined;
        if (userId === undefined && !person && punch.userId === undefined) throw badInput(`punches.${index}.person`, 'hr.punchPersonMissing');
        if (userId === undefined) throw badInput(`punches.${index}.person`, 'hr.punchPersonUnknown', { value: person || String(punch.userId) });
        if (userId === null) throw badInput(`punches.${index}.person`, 'hr.punchPersonAmbiguous', { value: person });
        const time = parsePunchTime(punch.at);
        if (!time) throw badInput(`punches.${index}.at`, 'hr.punchTimeBad', { value: punch.at });
        return { userId, ...time };
      });
      const added = await db.transaction((tx) => storePunches(tx, punches, 'clerk', request.auth!.user.id));
      return reply.code(200).send({ status: 200, msg: request.t('hr.punchesSaved', { n: added }), data: { added } });
    },
  );

  // A time clock's Excel file: checked row by row first; a file with any error stores nothing and lists them.
  app.post(
    '/attendance/check-ins/import',
    {
      config: { permission: CHECK_WORK.edit },
      bodyLimit: PUNCH_IMPORT_MAX_MB * 1024 * 1024 + 64 * 1024,
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: answer(punchImportReport), 400: refusal } },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badInput('file', 'engine.uploadMissing');
      const tooLarge = () => badInput('file', 'engine.importTooLarge', { rows: PUNCH_IMPORT_MAX_ROWS, mb: PUNCH_IMPORT_MAX_MB });
      let bytes: Buffer | null = null;
      try {
        for await (const part of request.parts({ limits: { fileSize: PUNCH_IMPORT_MAX_MB * 1024 * 1024 } }))
          if (part.type === 'file') {
            const buffer = await part.toBuffer();
            if (part.fieldname === 'file' && !bytes) bytes = buffer;
          }
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge();
        throw badInput('file', 'engine.uploadMissing');
      }
      if (!bytes) throw badInput('file', 'engine.uploadMissing');
      const checked = await checkPunchFile(db, bytes);
      if (checked.kind === 'unreadable') throw badInput('file', 'engine.importBadFile');
      if (checked.kind === 'tooLarge') throw tooLarge();
      if (checked.kind === 'empty') throw badInput('file', 'engine.importEmpty');
      if (checked.kind !== 'checked') throw badInput('file', 'hr.punchColumnsMissing');
      const errorCount = checked.errors.length;
      const rows = checked.punches.length + new Set(checked.errors.map((error) => error.row)).size;
      const errors = checked.errors
        .slice(0, IMPORT_LISTED_ERRORS)
        .map((error) => ({ row: error.row, field: error.field, message: punchErrorText(request.locale, error) }));
      if (errorCount > 0)
        return reply
          .code(400)
          .send({ status: 1001, msg: translate(request.locale, 'hr.punchImportErrors', { n: errorCount }), data: { rows, imported: 0, errorCount, errors } });
      // All or nothing, in batches inside one transaction.
      const imported = await db.transaction((tx) => storePunches(tx, checked.punches, 'import', request.auth!.user.id));
      return reply.code(200).send({
        status: 200,
        msg: translate(request.locale, 'hr.punchImported', { n: imported, skipped: checked.punches.length - imported }),
        data: { rows, imported, errorCount: 0, errors: [] },
      });
    },
  );
};
