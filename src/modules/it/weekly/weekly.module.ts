import { r } from '../../../shared/rules/rules.ts';
import { dateField, remark } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

const text = (key: string, required: boolean) =>
  ({ key, type: 'textarea', rules: required ? [r.required, r.maxLength(4000)] : [r.maxLength(4000)], span: 24 }) as const;

/**
 * IT: a weekly report (周报), drafted from the writer's week (`weekDigest`, src/server/digest): the week (Monday to
 * Sunday), its working days by the holiday calendar, what is done (tasks finished and bugs resolved that week), what
 * is not (tasks under 100 %, bugs still active) and the plan for the next week (what is still open and what starts
 * then). The writer edits the draft and submits it to their department head (generic lifecycle, flow `itWeekly`:
 * one step, the head reads and signs it). The head sees the team's weeks by their data scope (spec §3: own
 * department), a member only their own. Its form is the spec's `/it/weekly/edit`.
 */
export default defineModule({
  moduleId: 80,
  permission: 'weekly',
  flow: 'itWeekly',
  serial: 'ZB{yyyy}{seq:4}',
  menu: { sort: 40, icon: 'event_note' },
  formRoute: '/it/weekly/edit',
  defaultSort: { field: 'weekStart', order: 'desc' },
  fields: [
    dateField('weekStart', { required: true }),
    dateField('weekEnd', { required: true }),
    { key: 'workingDays', type: 'number', rules: [r.required, r.wholeNumber, r.range(0, 7)], column: { width: 90, align: 'right' } },
    text('done', true),
    text('notDone', false),
    text('nextWeek', true),
    text('problems', false),
    remark(),
  ],
  capabilities: {
    weekDigest: {
      start: 'weekStart',
      end: 'weekEnd',
      workingDays: 'workingDays',
      done: 'done',
      notDone: 'notDone',
      next: 'nextWeek',
      sources: [
        { module: 'task', person: 'assignee', name: 'title', doneOn: 'finishedOn', progress: 'progress', startsOn: 'startDate' },
        { module: 'bug', person: 'assignee', name: 'title', doneBy: 'bug.resolve', openIn: ['active'] },
      ],
    },
  },
});
