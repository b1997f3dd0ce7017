import { and, eq, isNull, sql } from 'drizzle-orm';
import { applyEvent, LIFECYCLES, NOBODY, statusMessageId } from '../../../machines/index.ts';
import { findModule, MODULES } from '../../modules/index.ts';
import { pickTarget } from '../../modules/capabilities/capability.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import { LOCALES } from '../../shared/i18n/locales.ts';
import type { Db } from '../db/database.ts';
import { offices, processTasks, records, users } from '../db/schema.ts';
import { badInput } from '../lib/app-error.ts';
import { companyOf } from '../lib/offices.ts';
import { translate } from '../lib/translate.ts';
import { endSessionsOf } from '../plugins/session.plugin.ts';
import { writeMove } from '../engine/record-move.ts';

type Stored = Pick<typeof records.$inferSelect, 'id' | 'module' | 'serialNo' | 'status' | 'data'>;

/** Spec §4 status 4: the document is signed. */
const SIGNED = 4;

/** Today as the company's calendar reads it ('YYYY-MM-DD'). */
const today = () => new Date().toLocaleDateString('sv');

const registerOf = (descriptor: ModuleDescriptor) => findModule(pickTarget(descriptor, descriptor.capabilities.reassign!.employee)!)!;
const emptyValue = (value: unknown) => value === undefined || value === null || value === '';

/** The archive the document picks, locked; refused on the employee field if there is none. */
async function archiveOf(tx: Db, descriptor: ModuleDescriptor, document: Pick<Stored, 'data'>) {
  const move = descriptor.capabilities.reassign!;
  const [archive] = await tx
    .select()
    .from(records)
    .where(and(eq(records.id, Number(document.data[move.employee])), eq(records.module, registerOf(descriptor).key), isNull(records.deletedAt)))
    .for('update');
  if (!archive) throw badInput(move.employee, 'engine.invalidPick');
  return archive;
}

/**
 * With `status`, the archive's field moved by the machine (a resignation: to left); refused on the employee field when
 * the machine refuses (someone who has already left), naming the status in the reader's language.
 */
function movedStatus(descriptor: ModuleDescriptor, archive: Pick<Stored, 'data'>): Record<string, string> {
  const move = descriptor.capabilities.reassign!;
  if (!move.status) return {};
  const { key, lifecycle, event } = move.status;
  const from = Number(archive.data[key]);
  const moved = applyEvent(LIFECYCLES[lifecycle], from, { doc: archive.data, asker: { ...NOBODY, isAdmin: true } }, { type: event });
  if (moved.ok) return { [key]: String(moved.to) };
  const error = badInput(move.employee, 'hr.statusRefused', { status: translate('zh', statusMessageId({ name: lifecycle }, from)) });
  error.valuesIn = Object.fromEntries(LOCALES.map((locale) => [locale, { status: translate(locale, statusMessageId({ name: lifecycle }, from)) }]));
  throw error;
}

/** With `leaves`, the user taking over the approvals: an account in use, not the person leaving. */
async function handoverOf(tx: Db, descriptor: ModuleDescriptor, document: Pick<Stored, 'data'>, person: number) {
  const { handover } = descriptor.capabilities.reassign!.leaves!;
  const userId = Number(document.data[handover]);
  if (userId === person) throw badInput(handover, 'hr.handoverSelf');
  const [found] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.enabled, true)));
  if (!found) throw badInput(handover, 'hr.handoverDisabled');
  return found.id;
}

const personOf = (descriptor: ModuleDescriptor, archive: Pick<Stored, 'data'>) => Number(archive.data[registerOf(descriptor).capabilities.employment!.person]);

/**
 * What the move's day will need, checked at submission and again at signing: the machine allows the status move, and
 * the user taking over is another account in use. (On the day the same is checked again.)
 */
async function checkMove(tx: Db, descriptor: ModuleDescriptor, document: Pick<Stored, 'data'>) {
  const move = descriptor.capabilities.reassign!;
  // A document that only changes values (an archive change) must change one.
  const own = Object.values(move.fields);
  if (!move.office && !move.status && !move.leaves && own.length > 0 && own.every((field) => emptyValue(document.data[field])))
    throw badInput(own[0], 'hr.moveChangesNothing');
  if (!move.status && !move.leaves) return;
  const archive = await archiveOf(tx, descriptor, document);
  movedStatus(descriptor, archive);
  if (move.leaves) await handoverOf(tx, descriptor, document, personOf(descriptor, archive));
}

/** At submission: what the day will refuse is refused now. */
export async function checkReassignBefore(tx: Db, descriptor: ModuleDescriptor, record: Stored) {
  await checkMove(tx, descriptor, record);
}

/**
 * Makes a signed move take effect (capability `reassign`): the employee's archive takes the document's values (those
 * filled) and, with `status`, its status field moves by the machine, with a history row naming the document; with
 * `office` their account moves to the new department; with `leaves` their account is disabled, its sessions end and
 * their open approval tasks go to the user taking over. The archive is locked first, so two moves of one employee
 * taking effect at once apply one after the other.
 */
async function takeEffect(tx: Db, descriptor: ModuleDescriptor, document: Stored, actorId: number | null) {
  const move = descriptor.capabilities.reassign!;
  const archive = await archiveOf(tx, descriptor, document);
  const person = personOf(descriptor, archive);
  const taken = Object.fromEntries(Object.entries(move.fields).flatMap(([to, from]) => (emptyValue(document.data[from]) ? [] : [[to, document.data[from]]])));
  await writeMove(tx, {
    record: archive,
    to: archive.status,
    data: { ...archive.data, ...taken, ...movedStatus(descriptor, archive) },
    event: move.status?.event ?? 'employee.reassign',
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
      .where(eq(users.id, person));
  }
  if (move.leaves) {
    const handover = await handoverOf(tx, descriptor, document, person);
    await tx
      .update(users)
      .set({ enabled: false, version: sql`${users.version} + 1`, updatedAt: new Date() })
      .where(eq(users.id, person));
    await endSessionsOf(tx, person);
    // The open tasks change hands as they are: same step, same document; the history shows who decided.
    await tx
      .update(processTasks)
      .set({ assigneeId: handover })
      .where(and(eq(processTasks.assigneeId, person), eq(processTasks.status, 'open')));
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
  else await checkMove(tx, descriptor, record);
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
