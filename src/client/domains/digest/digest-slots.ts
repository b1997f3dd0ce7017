import { registerSlots } from '../../engine/module/engine-slots.ts';
import { WeekDraftUnderStart } from './week-draft.tsx';

/** Reports drafted from the writer's work on the generic form: a weekly report from the week's tasks and bugs. */
export function registerDigestSlots(): void {
  registerSlots({ formField: WeekDraftUnderStart });
}
