import { getShortestPaths } from '@xstate/graph';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { applyEvent, LIFECYCLES, NOBODY, statusCode, type Asker } from '../../../machines/index.ts';
import { moduleCalls, signedInApp } from '../../support/api.helpers.ts';

/**
 * Model-based paths of the employee lifecycle (spec §4 employee status 1-5) through the real API. The paths come from
 * the machine with @xstate/graph over the events a signed HR document makes: a regularisation (47) confirms, a
 * resignation (48) leaves. Each path starts from a new hire's entry (45) in a status the entry offers and each event
 * is the signing of its document, which must leave the archive in the machine's next status. At every step, the
 * document of each event the machine refuses is filed anyway and must be refused at its submission, changing nothing.
 * Converting a labour worker, rehiring and retiring have no document of the specification and no path here.
 */
const { t, as, ids } = signedInApp();
const entry = moduleCalls(as, 'entry');
const documents = { 'employee.confirm': moduleCalls(as, 'regular'), 'employee.leave': moduleCalls(as, 'resign') } as const;
type DocumentEvent = keyof typeof documents;
const DOCUMENT_EVENTS = Object.keys(documents) as DocumentEvent[];

const lifecycle = LIFECYCLES.employee;
const SYSTEM: Asker = { ...NOBODY, isAdmin: true };
const keyOf = (code: number) => lifecycle.statuses.find((state) => state.code === code)!.key;
const stateOf = (key: string) => lifecycle.machine.resolveState({ value: key, context: { doc: {}, asker: SYSTEM } }) as AnyMachineSnapshot;
const today = () => new Date().toLocaleDateString('sv');

/** The shortest path from `from` to every status the document events reach. */
const pathsFrom = (from: number) =>
  getShortestPaths(lifecycle.machine, {
    input: { doc: {}, asker: SYSTEM },
    fromState: stateOf(keyOf(from)),
    events: DOCUMENT_EVENTS.map((type) => ({ type })),
    serializeState: (state: AnyMachineSnapshot) => JSON.stringify(state.value),
  })
    .map((path) => path.steps.map((step) => step.event.type).filter((type): type is DocumentEvent => type in documents))
    .filter((path) => path.length > 0);

/** A mainland ID card number (GB 11643) with its check character, distinct for each `n`. */
function idCard(n: number) {
  const body = `11010519900101${String(n).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((total, digit, at) => total + Number(digit) * weights[at], 0);
  return body + '10X98765432'[sum % 11];
}

type Row = Record<string, any>;
const rows = async <T = Row>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const statusOfArchive = async (archive: number) => Number((await rows(sql`select data ->> 'employeeStatus' as s from records where id = ${archive}`))[0].s);

let officeId: number;
let hired = 0;
beforeAll(async () => {
  officeId = (await as.leader01.get('/user/current')).body.data.officeId;
});

/** Files, submits and has signed a new hire's entry in `status`; answers their archive. */
async function hire(status: number) {
  hired += 1;
  const loginName = `model${hired}`;
  const created = await entry.create({
    name: `模型${hired}`,
    loginName,
    sex: '1',
    idCard: idCard(hired),
    birthDate: '1990-01-01',
    phone: '13700000045',
    office: officeId,
    post: '造价员',
    entryDate: today(),
    workStart: '2015-07-01',
    employeeStatus: String(status),
  });
  expect(created.body.status, created.body.msg).toBe(200);
  const id = created.body.data.id as number;
  await entry.ok('staff01', id, 'submit');
  await entry.ok('leader01', id, 'approve');
  await entry.ok('manager01', id, 'approve');
  const [archive] = await rows(
    sql`select r.id from records r join users u on r.data ->> 'user' = u.id::text where r.module = 'archives' and u.login_name = ${loginName}`,
  );
  return archive.id as number;
}

const dataOf = (event: DocumentEvent, archive: number) =>
  event === 'employee.confirm'
    ? { employee: archive, regularDate: today(), rating: 'good', assessment: '试用期考核合格' }
    : { employee: archive, leaveDate: today(), reason: '个人原因', handover: ids.leader01 };

/** Files the document of `event` for the archive and submits it: the submission's answer, and its id. */
async function fileAndSubmit(event: DocumentEvent, archive: number) {
  const created = await documents[event].create(dataOf(event, archive));
  expect(created.body.status, created.body.msg).toBe(200);
  const id = created.body.data.id as number;
  return { id, submitted: await documents[event].act('staff01', id, 'submit') };
}

describe('the employee lifecycle driven by HR documents through the API', () => {
  it('takes every path of the machine from each status an entry hires in, and refuses each document the machine refuses', async () => {
    const starts = [1, 2, 3];
    const paths = starts.flatMap((from) => pathsFrom(from).map((events) => ({ from, events })));
    // Every event a document makes is on some path, and each status an entry hires in starts one.
    expect(new Set(paths.flatMap((path) => path.events))).toEqual(new Set(DOCUMENT_EVENTS));
    expect(new Set(paths.map((path) => path.from))).toEqual(new Set(starts));
    for (const { from, events } of paths) {
      const archive = await hire(from);
      let status = from;
      expect(await statusOfArchive(archive)).toBe(status);
      for (const event of events) {
        for (const probe of DOCUMENT_EVENTS.filter((type) => !applyEvent(lifecycle, status, { doc: {}, asker: SYSTEM }, { type }).ok)) {
          const refused = await fileAndSubmit(probe, archive);
          expect(refused.submitted.body.status, `${probe} in ${keyOf(status)}`).toBe(1001);
          expect(await documents[probe].statusOf(refused.id)).toBe(0);
          expect(await statusOfArchive(archive)).toBe(status);
        }
        const { id, submitted } = await fileAndSubmit(event, archive);
        expect(submitted.body.status, `${event} in ${keyOf(status)}: ${submitted.body.msg}`).toBe(200);
        await documents[event].ok('leader01', id, 'approve');
        await documents[event].ok('manager01', id, 'approve');
        const next = applyEvent(lifecycle, status, { doc: {}, asker: SYSTEM }, { type: event });
        expect(next.ok).toBe(true);
        status = next.ok ? next.to : status;
        expect(await statusOfArchive(archive), `${keyOf(from)} → ${events.join(' → ')}`).toBe(status);
      }
      if (status === statusCode(lifecycle, 'left')) {
        const [account] = await rows(sql`select u.enabled from users u join records r on r.data ->> 'user' = u.id::text where r.id = ${archive}`);
        expect(account.enabled).toBe(false);
      }
    }
  });
});
