import { type Capability, capability, fieldOf } from './capability.ts';

/**
 * An event recorded on a document after its approval with the fields it fills (a borrowing's return: its date and
 * condition; a bid's result and winning price, src/server/workflow/recordings.ts): `POST /prod-api/wf/:module/:id/
 * record/:event` with `data`, each of `fields` but the `optional` ones required, all checked by their rules; the
 * lifecycle machine decides who may and in which status (a returned borrowing is not returned again). `permission`,
 * where its machine guard asks for one, is the spec §6 action (`backUse`): a button `<prefix>:<permission>` of the
 * module's menu, granted to the demo finance and manager roles; without it the guard asks who the document is (its
 * owner).
 */
export type RecordingDef = { event: string; fields: readonly string[]; optional?: readonly string[]; permission?: string };

export const recordings: Capability<readonly RecordingDef[]> = capability({
  check: (value, { descriptor }) =>
    value.flatMap((recording) =>
      [...recording.fields, ...(recording.optional ?? [])].filter((key) => !fieldOf(descriptor, key)).map((key) => `recordings: no field ${key}`),
    ),
});
