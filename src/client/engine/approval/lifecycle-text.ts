import type { IntlShape } from 'react-intl';
import type { StatusColour } from '../../../../machines/index.ts';

/** Spec §4 colours as text colours: in progress green, draft/withdrawn blue, rejected/unfinished red, settled grey. */
export const STATUS_HEX: Record<StatusColour, string> = { green: '#2e7d32', blue: '#1976d2', red: '#d32f2f', grey: '#757575' };

/** An event in words ("Approve"), or its machine name when the catalogue has none. */
export function eventText(intl: IntlShape, event: string) {
  // The event's own word, else the name of the action that sends it (a sub-flow's start, a recording): never the code.
  const id = [`wf.event.${event}`, `wf.action.${event}`, `workflow.action.${event}`].find((candidate) => intl.messages[candidate] !== undefined);
  return id ? intl.formatMessage({ id }) : event;
}
