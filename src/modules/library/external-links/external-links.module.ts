import { r } from '../../../shared/rules/rules.ts';
import { scans, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/** Information library: links to outside systems staff use (government platforms, associations, tender sites). */
export default defineModule({
  serial: 'LJ{yyyy}{seq:3}',
  menu: { sort: 11, icon: 'link' },
  defaultSort: { field: 'sortNo', order: 'asc' },
  fields: [
    titleField({ key: 'name', maxLength: 60, width: 200 }),
    { key: 'url', type: 'text', rules: [r.required, r.url, r.maxLength(300)], column: { width: 300 }, search: true },
    {
      key: 'category',
      type: 'select',
      options: { values: ['government', 'association', 'tender', 'internal', 'other'] },
      rules: [r.required],
      column: { width: 120 },
    },
    { key: 'sortNo', type: 'number', rules: [r.positiveInteger, r.maxNumber(4)], column: { width: 80, align: 'center', sortable: true } },
    { key: 'newWindow', type: 'radio', options: { values: ['1', '0'] }, column: { width: 90, align: 'center' } },
    { key: 'description', type: 'textarea', rules: [r.maxLength(500)], span: 24 },
    scans('logo', 1),
  ],
});
