import { r } from '../../../shared/rules/rules.ts';
import { dateField, scans, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/** Information library: qualified staff the company names in bids (titles, registered qualifications). */
export default defineModule({
  serial: 'RC{yyyy}{seq:4}',
  menu: { sort: 6, icon: 'groups' },
  fields: [
    titleField({ key: 'name', maxLength: 30, width: 100 }),
    { key: 'sex', type: 'radio', options: { dict: 'sex' }, rules: [r.required], column: { width: 70, align: 'center' } },
    { key: 'idCard', type: 'text', rules: [r.idcard] },
    { key: 'mobile', type: 'text', rules: [r.mobile], column: { width: 130 } },
    { key: 'email', type: 'text', rules: [r.email] },
    { key: 'office', type: 'treePick', source: 'office', column: { width: 160 } },
    { key: 'professionalTitle', type: 'select', options: { values: ['senior2', 'senior', 'intermediate', 'junior'] }, column: { width: 110 } },
    {
      key: 'qualifications',
      type: 'checkbox',
      options: { values: ['costEngineer', 'constructor1', 'supervisor', 'consultant', 'tenderer'] },
      column: { width: 200 },
    },
    { key: 'certificateNo', type: 'text', rules: [r.maxLength(50)], search: true },
    dateField('entryDate'),
    { key: 'resume', type: 'richText', span: 24 },
    scans('photos', 1),
  ],
});
