import { type Capability, capability, fieldOf } from './capability.ts';

/**
 * An event recorded on a document after its approval with the fields it fills (a borrowing's return: its date and
 * condition; a bid's result and winning price, src/server/workflow/recordings.ts): `POST /prod-api/wf/:module/:id/
 * record/:event` with `data`, each of `fields` but the `optional` ones required, all checked by their rules; the
 * lifecycle machine decides who may and in which status (a returned borrowing is not returned again). `permission`,
 * where its machine guard asks for one, is the spec §6 action (`backUse`): a button `<prefix>:<permission>` of the
 * module's menu, granted to the demo finance and manager roles; without it the guard asks who the document is (its
 * owner). A module with a lifecycle and no approval flow (an IT bug, a need, a feedback) moves by its recordings alone:
 * its view offers them as its buttons, the machine deciding as for an approved document; `payload`, `counts`,
 * `clears` and `notify` say what else the recording does.
 */
export type RecordingDef = {
  event: string;
  fields: readonly string[];
  optional?: readonly string[];
  permission?: string;
  /** What the event carries to the machine's guard, from a field filled (a bug's resolution, checked 1-7): payload key → field. */
  payload?: Readonly<Partial<Record<'amount' | 'resolution', string>>>;
  /** A number field the server adds one to at each recording (a bug's reopen count); no form writes it. */
  counts?: string;
  /** Fields the recording empties (a reopened bug's resolution). */
  clears?: readonly string[];
  /** Who is told (a message, type 4, linking to the record): its creator (a feedback's answer). */
  notify?: 'creator';
  /** The record must be complete (every required field), as a submission asks: a bug staged as a draft is submitted so. */
  complete?: boolean;
};

export const recordings: Capability<readonly RecordingDef[]> = capability({
  check: (value, { descriptor }) =>
    value.flatMap((recording) =>
      [
        ...recording.fields,
        ...(recording.optional ?? []),
        ...Object.values(recording.payload ?? {}),
        ...(recording.counts ? [recording.counts] : []),
        ...(recording.clears ?? []),
      ]
        .filter((key) => !fieldOf(descriptor, key))
        .map((key) => `recordings: no field ${key}`),
    ),
});
