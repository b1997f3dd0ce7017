import { r } from '../../../shared/rules/rules.ts';
import { dateField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * IT: a project task (项目任务), a plain register (status 0): who does it (`assignee`), the hours estimated and spent
 * (half hours), its progress in percent and, once at 100 %, the day it was finished (task.rules.ts). A need it serves
 * may be named. Read by the whole IT team (`readByAll`); the weekly report drafts from it.
 */
export default defineModule({
  permission: 'task',
  serial: 'RW{yyyy}{seq:4}',
  menu: { sort: 20, icon: 'task' },
  defaultSort: { field: 'startDate', order: 'desc' },
  fields: [
    titleField(),
    { key: 'need', type: 'recordPick', target: { module: 'need' }, column: { width: 160 } },
    { key: 'assignee', type: 'recordPick', target: 'user', rules: [r.required], column: { width: 100 } },
    dateField('startDate', { required: true }),
    dateField('deadline', { required: true }),
    { key: 'estimate', type: 'duration', rules: [r.required], column: { width: 90, align: 'right' } },
    { key: 'spent', type: 'duration', column: { width: 90, align: 'right' } },
    { key: 'progress', type: 'number', rules: [r.required, r.wholeNumber, r.range(0, 100)], column: { width: 90, align: 'right', sortable: true } },
    // Required once the progress is 100 (task.rules.ts).
    dateField('finishedOn'),
    remark(),
  ],
  capabilities: { access: { readByAll: true } },
});
