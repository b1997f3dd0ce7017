import { and, eq, inArray, isNull } from 'drizzle-orm';
import { MODULES } from '../../modules/index.ts';
import { titleId, type ModuleDescriptor } from '../../modules/module.types.ts';
import { LOCALES, type Locale } from '../../shared/i18n/locales.ts';
import type { Clearance } from '../../shared/schemas/people.schema.ts';
import type { Db } from '../db/database.ts';
import { processTasks, records, users } from '../db/schema.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { translate } from '../lib/translate.ts';
import { holdingsOf } from '../stock/stock.routes.ts';

type Row = typeof records.$inferSelect;

/** Spec §4: money owed on a document of one's own: 18 unpaid, 20 partly repaid (a loan). */
export const OWING = [18, 20] as const;
/** Spec §4 status 3: in approval. */
const IN_APPROVAL = 3;

/** The register declaring `employment` (the employee archive) and the person field naming the account. */
export const employmentRegister = () => MODULES.find((descriptor) => descriptor.capabilities.employment);

/** The account an archive names, or none. */
export function personOf(archive: Pick<Row, 'data'>): number | null {
  const register = employmentRegister();
  const person = register ? Number(archive.data[register.capabilities.employment!.person]) : NaN;
  return Number.isInteger(person) && person > 0 ? person : null;
}

/**
 * What a person still holds, in the reader's language: goods (`holdingsOf`), money owed (their own documents in
 * statuses 18 or 20, whatever module), open approval tasks assigned to them and their own documents in approval.
 */
export async function clearanceOf(db: Db, userId: number, locale: Locale): Promise<Clearance> {
  const [person] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, userId));
  if (!person) throw new AppError(404);
  const { assets, loans } = await holdingsOf(db, userId);
  const title = (module: string) => translate(locale, titleId({ key: module }));
  const own = async (statuses: readonly number[]) =>
    (
      await db
        .select({ module: records.module, recordId: records.id, serialNo: records.serialNo, status: records.status })
        .from(records)
        .where(and(eq(records.creatorId, userId), inArray(records.status, [...statuses]), isNull(records.deletedAt)))
        .orderBy(records.id)
    ).map((row) => ({ ...row, serialNo: row.serialNo ?? '', title: title(row.module) }));
  const tasks = await db
    .select({
      module: processTasks.module,
      recordId: processTasks.recordId,
      serialNo: records.serialNo,
      status: records.status,
      nodeName: processTasks.nodeName,
      nodeNames: processTasks.nodeNames,
    })
    .from(processTasks)
    .innerJoin(records, eq(records.id, processTasks.recordId))
    .where(and(eq(processTasks.assigneeId, userId), eq(processTasks.status, 'open'), isNull(records.deletedAt)))
    .orderBy(processTasks.id);
  return {
    person,
    assets,
    loans,
    owed: await own(OWING),
    tasks: tasks.map(({ nodeName, nodeNames, ...task }) => ({
      ...task,
      serialNo: task.serialNo ?? '',
      title: title(task.module),
      step: nodeNames?.[locale] ?? nodeName,
    })),
    inApproval: await own([IN_APPROVAL]),
  };
}

/** Names in a language's list: 、 in Chinese, a comma elsewhere. */
const listIn = (locale: Locale, names: readonly string[]) => names.join(locale === 'zh' ? '、' : ', ');

/**
 * At signing (capability `clearance`): refused, on the employee field, while the person the archive names holds goods
 * or owes money, naming each (the goods by name, the debts by module title and serial number) in the reader's language.
 */
export async function postClearance(tx: Db, descriptor: ModuleDescriptor, record: Row) {
  const { employee } = descriptor.capabilities.clearance!;
  const register = employmentRegister();
  const [archive] = register
    ? await tx
        .select({ data: records.data })
        .from(records)
        .where(and(eq(records.id, Number(record.data[employee])), eq(records.module, register.key), isNull(records.deletedAt)))
    : [];
  const person = archive && personOf(archive);
  if (!person) throw badInput(employee, 'engine.invalidPick');
  const found = await clearanceOf(tx, person, 'zh');
  const goods = [...found.assets.map((asset) => `${asset.item} (${asset.tag})`), ...found.loans.map((loan) => `${loan.item} × ${loan.quantity}`)];
  if (goods.length === 0 && found.owed.length === 0) return;
  const textIn = (locale: Locale) => {
    const parts = [
      ...(goods.length ? [translate(locale, 'hr.clearanceGoods', { names: listIn(locale, goods) })] : []),
      ...(found.owed.length
        ? [
            translate(locale, 'hr.clearanceMoney', {
              names: listIn(
                locale,
                found.owed.map((doc) => `${translate(locale, titleId({ key: doc.module }))} ${doc.serialNo}`),
              ),
            }),
          ]
        : []),
    ];
    return { name: found.person.name, items: parts.join(locale === 'zh' ? '；' : '; ') };
  };
  const error = badInput(employee, 'hr.clearanceRefused', textIn('zh'));
  error.valuesIn = Object.fromEntries(LOCALES.map((locale) => [locale, textIn(locale)]));
  throw error;
}
