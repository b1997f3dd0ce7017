import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';
import { SECRECY, URGENCY } from '../document-fields.ts';

/**
 * Administration: an outgoing document (发文, spec moduleId 35), each stage a step of its flow (`outgoing.bpmn`):
 * drafted (the drafter's submission), checked (核稿, the drafter's department head, who may edit it), signed off
 * (签发, the signer the draft names: `fieldUser`), numbered (编号: the issuing organ's next number for the year,
 * descriptor `numbering`), printed (印制, on the red-header template `outgoing.print.html`) and distributed (分发:
 * each internal office picked receives it as an incoming document with its body and attachments as signed off,
 * descriptor `distribution`), the last three by the clerk the draft names. Distributed, the document is signed.
 */
export default defineModule({
  moduleId: 35,
  flow: 'outgoing',
  serial: 'FW{yyyy}{mm}{seq:4}',
  menu: { sort: 40, icon: 'outbox' },
  fields: [
    titleField({ maxLength: 120, width: 260 }),
    {
      key: 'organ',
      type: 'recordPick',
      target: { module: 'issuingorgan', where: { field: 'state', op: 'eq', value: 'inUse' } },
      rules: [r.required],
      column: { width: 160 },
    },
    // Given at the numbering step (descriptor `numbering`), never by a form.
    { key: 'docNumber', type: 'text', editable: { statuses: [] }, column: { width: 180 }, search: true },
    {
      key: 'docType',
      type: 'select',
      options: { values: ['notice', 'request', 'report', 'reply', 'letter', 'minutes', 'decision'] },
      rules: [r.required],
      column: { width: 90, align: 'center' },
    },
    { key: 'secrecy', type: 'select', options: { values: SECRECY }, rules: [r.required], column: { width: 80, align: 'center' } },
    { key: 'secrecyTerm', type: 'text', rules: [r.maxLength(20)] },
    { key: 'urgency', type: 'select', options: { values: URGENCY }, rules: [r.required], column: { width: 80, align: 'center' } },
    { key: 'mainTo', type: 'text', rules: [r.required, r.maxLength(200)], span: 24 },
    { key: 'copyTo', type: 'text', rules: [r.maxLength(200)], span: 24 },
    { key: 'copies', type: 'number', rules: [r.required, r.positiveInteger, r.maxLength(4)], column: { width: 80, align: 'right' } },
    { key: 'signer', type: 'recordPick', target: 'user', rules: [r.required], column: { width: 100 } },
    { key: 'clerk', type: 'recordPick', target: 'user', rules: [r.required] },
    { key: 'distributeTo', type: 'treePick', source: 'office', multiple: true, span: 24 },
    { ...dateField('issueDate'), editable: { statuses: [] } },
    { key: 'body', type: 'richText', rules: [r.required], span: 24 },
    attachments(),
    remark(),
  ],
  capabilities: {
    numbering: { step: 'Task_Number', organ: 'organ', template: 'template', field: 'docNumber', date: 'issueDate' },
    distribution: {
      step: 'Task_Distribute',
      offices: 'distributeTo',
      to: 'incoming',
      source: 'source',
      copy: {
        title: 'title',
        sourceNumber: 'docNumber',
        secrecy: 'secrecy',
        urgency: 'urgency',
        copies: 'copies',
        body: 'body',
        attachments: 'attachments',
        receivedDate: 'issueDate',
      },
    },
  },
});
