import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/i18n/locales.ts';
import { messagesFor } from '../../src/client/i18n/messages.ts';
import { eventText } from '../../src/client/engine/approval/lifecycle-text.ts';
import { WORKFLOW_ACTIONS } from '../../src/shared/approval-actions.ts';
import { LIFECYCLES, transitionTable, type Lifecycle } from '../../machines/index.ts';

describe('eventText: the events of a history, replay or chart in words', () => {
  it.each(LOCALES)('names every workflow event in %s, a sub-flow start among them, never by its code', (locale) => {
    const intl = createIntl({ locale, messages: messagesFor(locale) });
    const events = Object.values(WORKFLOW_ACTIONS).map((action) => action.event);
    expect(events).toContain('change.start');
    expect(events.filter((event) => eventText(intl, event) === event)).toEqual([]);
  });
});

describe('every event a replay or tracing can show is in words', () => {
  it.each(LOCALES)('names every event of every lifecycle in %s: approvals, sub-flows, ledgers, recordings', (locale) => {
    const intl = createIntl({ locale, messages: messagesFor(locale) });
    const events = new Set(Object.values(LIFECYCLES).flatMap((lifecycle) => transitionTable(lifecycle as Lifecycle).map((row) => row.event)));
    expect(events).toContain('seal.release');
    expect([...events].filter((event) => eventText(intl, event) === event)).toEqual([]);
  });
});
