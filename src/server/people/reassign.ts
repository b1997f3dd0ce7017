import { and, eq, isNull, sql } from 'drizzle-orm';
import { findModule, MODULES } from '../../modules/index.ts';
import { pickTarget } from '../../modules/capabilities/capability.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import type { Db } from '../db/database.ts';
import { offices, records, users } from '../db/schema.ts';
import { badInput } from '../lib/app-error.ts';
import { companyOf } from '../lib/offices.ts';
import { writeMove } from '../engine/record-move.ts';

type Stored = Pick<typeof records.$inferSelect, 'id' | 'module' | 'serialNo' | 'status' | 'data'>;

/** Spec §4 status 4: the document is signed. */
const SIGNED = 4;

/** Today as the company's calendar reads it ('YYYY-MM-DD'). */
const today = () => new Date().toLocaleDateString('sv');

/**
 * Makes a signed move take effect (capability `reassign`): the employee's archive takes the document's values, with a
 * history row naming the document, and with `office` their account moves to the new department. The archive is locked
 * first, so two moves of one employee taking effect at once apply one after the other.
 */
async function takeEffect(tx: Db, descriptor: ModuleDescriptor, document: Stored, actorId: number | null) {
  const move = descriptor.capabilities.reassign!;
  const register = findModule(pickTarget(descriptor, move.employee)!)!;
  const [archive] = await tx
    .select()
    .from(records)
    .where(and(eq(records.id, Number(document.data[move.employee])), eq(records.module, register.key), isNull(records.deletedAt)))
    .for('update');
  if (!archive) throw badInput(move.employee, 'engine.invalidPick');
  const taken = Object.fromEntries(Object.entries(move.fields).flatMap(([to, from]) => (document.data[from] === undefined ? [] : [[to, document.data[from]]])));
  await writeMove(tx, {
    record: archive,
    to: archive.status,
    data: { ...archive.data, ...taken },
    event: 'employee.reassign',
    actorId,
    opinion: document.serialNo,
  });
  if (move.office) {
    const officeId = Number(document.data[move.office]);
    const [office] = await tx
      .select({ id: offices.id })
      .from(offices)
      .where(and(eq(offices.id, officeId), eq(offices.enabled, true)));
    if (!office) throw badInput(move.office, 'errors.404');
    const company = await companyOf(tx, officeId);
    await tx
      .update(users)
      .set({ officeId, companyId: company?.id ?? null, version: sql`${users.version} + 1`, updatedAt: new Date() })
      .where(eq(users.id, Number(archive.data[register.capabilities.employment!.person])));
  }
  await tx
    .update(records)
    .set({ data: sql`${records.data} || ${JSON.stringify({ [move.done]: today() })}::jsonb` })
    .where(eq(records.id, document.id));
}

/** At signing: a move dated today or earlier takes effect in the approval's transaction; a later one waits for its day. */
export async function postReassign(tx: Db, descriptor: ModuleDescriptor, record: Stored, actorId: number | null) {
  const from = record.data[descriptor.capabilities.reassign!.from];
  if (typeof from === 'string' && from <= today()) await takeEffect(tx, descriptor, record, actorId);
}

/**
 * The `peopleMoves` scheduled task: every signed move whose day has come and that has not yet taken effect, each in its
 * own transaction: one that cannot (its department since disabled) does not hold back the others, and the run fails
 * naming it, so the task's log shows it.
 */
export async function applyDueMoves(db: Db) {
  const failed: string[] = [];
  for (const descriptor of MODULES.filter((candidate) => candidate.capabilities.reassign)) {
    const move = descriptor.capabilities.reassign!;
    const due = await db
      .select({ id: records.id, serialNo: records.serialNo })
      .from(records)
      .where(
        and(
          eq(records.module, descriptor.key),
          isNull(records.deletedAt),
          eq(records.status, SIGNED),
          sql`${records.data} ->> ${move.from} <= ${today()}`,
          sql`coalesce(${records.data} ->> ${move.done}, '') = ''`,
        ),
      );
    for (const { id, serialNo } of due)
      await db
        .transaction(async (tx) => {
          const [document] = await tx.select().from(records).where(eq(records.id, id)).for('update');
          if (document && document.status === SIGNED && !document.data[move.done]) await takeEffect(tx, descriptor, document, null);
        })
        .catch((error: unknown) => failed.push(`${serialNo}: ${error instanceof Error ? error.message : String(error)}`));
  }
  if (failed.length) throw new Error(`moves that could not take effect: ${failed.join('; ')}`);
}
