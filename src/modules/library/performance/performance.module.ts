import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/** Information library: completed projects the company cites in bids. */
export default defineModule({
  serial: 'YJ{yyyy}{seq:4}',
  menu: { sort: 5, icon: 'trending_up' },
  fields: [
    titleField({ key: 'projectName', maxLength: 150, width: 240 }),
    { key: 'client', type: 'recordPick', target: { module: 'customer' }, column: { width: 180 } },
    {
      key: 'serviceType',
      type: 'select',
      options: { values: ['cost', 'tender', 'supervision', 'management', 'wholeProcess'] },
      rules: [r.required],
      column: { width: 120 },
    },
    { key: 'contractAmount', type: 'money', rules: [r.required], column: { width: 140, align: 'right', sortable: true } },
    dateField('contractDate'),
    dateField('completionDate'),
    { key: 'location', type: 'text', rules: [r.maxLength(100)], column: { width: 140 }, search: true },
    { key: 'projectLeader', type: 'recordPick', target: 'user', column: { width: 100 } },
    { key: 'scale', type: 'textarea', rules: [r.maxLength(1000)], span: 24 },
    attachments('acceptanceDocs'),
  ],
});
