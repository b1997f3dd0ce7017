import { r } from '../../../shared/rules/rules.ts';
import { IN_FORCE, remark } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/** The kinds of file the seal can be put on: a PDF, or a Word document saved as .docx (an old binary .doc cannot be). */
const SIGNABLE = ['pdf', 'docx'] as const;

/**
 * Bidding and cost: contract signature (spec moduleId 17). A signed contract's document — a PDF or a Word .docx file
 * — is signed with one of the company's seals: the `contractsign` flow asks the department head, then the general
 * manager. The final approval produces the signed copy in the same transaction (descriptor `signing`): on a PDF the
 * seal is stamped on the chosen page (the last by default) at the chosen corner, on a Word document it is added at
 * the end; the copy is the read-only `signedFile`, the uploaded file stays as it was. A file that cannot be stamped
 * refuses the approval.
 */
export default defineModule({
  moduleId: 17,
  permission: 'contractSign',
  flow: 'contractSign',
  serial: 'HTQZ{yyyy}{mm}{seq:4}',
  menu: { sort: 21, icon: 'draw' },
  fields: [
    // The signed contract whose document is signed.
    { key: 'contract', type: 'recordPick', target: { module: 'contract', statuses: IN_FORCE }, rules: [r.required], column: { width: 240, fixed: 'left' } },
    { key: 'file', type: 'file', accept: SIGNABLE, maxSizeKb: 20 * 1024, maxCount: 1, rules: [r.required], span: 24 },
    { key: 'seal', type: 'select', options: { values: ['company', 'contract', 'legal'] }, rules: [r.required], column: { width: 140, align: 'center' } },
    // For a PDF: the page (empty: the last) and the corner the seal goes to.
    { key: 'page', type: 'number', precision: 0, rules: [r.positiveInteger, r.maxNumber(9999)], column: { width: 80, align: 'right', visible: false } },
    {
      key: 'position',
      type: 'select',
      options: { values: ['bottomRight', 'bottomLeft', 'bottomCenter'] },
      column: { width: 100, align: 'center', visible: false },
    },
    remark(),
    // The signed copy: only the final approval writes it.
    {
      key: 'signedFile',
      type: 'file',
      accept: SIGNABLE,
      maxSizeKb: 40 * 1024,
      maxCount: 1,
      editable: { statuses: [] },
      visible: { statuses: ['signed'] },
      span: 24,
    },
  ],
  capabilities: {
    signing: { file: 'file', seal: 'seal', page: 'page', position: 'position', into: 'signedFile' },
    // What is signed, and with which seal: a form override may not hide them or make them optional.
    essential: ['contract', 'file', 'seal'],
  },
});
