import { type Capability, capability, expectField } from './capability.ts';

/**
 * The signed copy a final approval produces (src/server/workflow/signed-copy.ts), in the same transaction as the
 * status: the file of the file field `file` (a PDF or a Word .docx) gets the seal the select `seal` names (its Chinese
 * label inside a red ring with a star, and the line "签章：<approver> <date>" under it) — on a PDF at the page the number
 * field `page` gives (the last by default) and the corner the select `position` names (`bottomRight`, `bottomLeft`,
 * `bottomCenter`); on a Word document as a picture at the end of the body. The copy is a new file linked to the
 * record's file field `into` (editable in no status: only the server fills it); the original is kept unchanged. A
 * file that cannot be stamped refuses the approval (1001 on `file`) and nothing changes. The form's file field shows
 * where the seal goes (client slot `src/client/domains/stamping`).
 */
export type SigningDef = { file: string; seal: string; page?: string; position?: string; into: string };

export const signing: Capability<SigningDef> = capability({
  check: ({ file, seal, page, position, into }, { descriptor }) => [
    ...expectField(descriptor, file, ['file'], 'signing'),
    ...expectField(descriptor, seal, ['select', 'radio'], 'signing'),
    ...(page ? expectField(descriptor, page, ['number'], 'signing') : []),
    ...(position ? expectField(descriptor, position, ['select', 'radio'], 'signing') : []),
    ...expectField(descriptor, into, ['file'], 'signing'),
  ],
});
