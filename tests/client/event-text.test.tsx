import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/i18n/locales.ts';
import { messagesFor } from '../../src/client/i18n/messages.ts';
import { eventText } from '../../src/client/engine/approval/lifecycle-text.ts';
import { WORKFLOW_ACTIONS } from '../../src/shared/approval-actions.ts';

describe('eventText: the events of a history, replay or chart in words', () => {
  it.each(LOCALES)('names every workflow event in %s, a sub-flow start among them, never by its code', (locale) => {
    const intl = createIntl({ locale, messages: messagesFor(locale) });
    const events = Object.values(WORKFLOW_ACTIONS).map((action) => action.event);
    expect(events).toContain('change.start');
    expect(events.filter((event) => eventText(intl, event) === event)).toEqual([]);
  });
});
