// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview.tsx';
import { CLIENT_CATALOGUES } from '../../src/client/i18n/messages.ts';
import { MESSAGES as CATALOGUES } from '../../src/server/lib/translate.ts';
import { changedFields } from '../../src/modules/record-versions.ts';
import { findModule } from '../../src/modules/index.ts';
import * as chart from '../../stories/workflow/flow-chart.stories.tsx';
import * as replay from '../../stories/workflow/replay.stories.tsx';

const zh = (id: string, values: Record<string, string | number> = {}): string =>
  ((CLIENT_CATALOGUES.zh as Record<string, string>)[id] ?? (CATALOGUES.zh as Record<string, string>)[id] ?? id).replace(/\{(\w+)\}/g, (_all, name: string) =>
    String(values[name] ?? ''),
  );

const charts = composeStories(chart, preview);
const replays = composeStories(replay, preview);

beforeAll(() => {
  // React Flow measures its pane; jsdom has no layout.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

describe('flow chart (issue 5 Screens)', () => {
  it('draws an instance with its current step highlighted and the passed ones marked, approver rules in words', async () => {
    const { container } = render(<charts.Instance />);
    await waitFor(() => expect(container.querySelector('[data-node-id="Task_Finance"]')).toBeTruthy());
    expect(container.querySelector('[data-node-id="Task_Finance"]')!.getAttribute('data-mark')).toBe('current');
    expect(container.querySelector('[data-node-id="Task_DeptHead"]')!.getAttribute('data-mark')).toBe('passed');
    expect(container.querySelector('[data-node-id="Task_GM"]')!.getAttribute('data-mark')).toBe('idle');
    expect(container.querySelector('[data-node-id="Task_Finance"]')!.textContent).toContain('李财务');
    expect(container.querySelector('[data-node-id="Task_Finance"]')!.textContent).toContain(`${zh('wf.process.assignee.post')}: finance`);
  });

  it('the layered layout places the flow left to right', () => {
    const xs = Object.fromEntries(chart.default.args.graph.nodes.map((node) => [node.id, node.x]));
    const layered = Object.fromEntries(charts.LayeredLayout.args.graph!.nodes.map((node) => [node.id, node.x]));
    expect(xs.Start).toBeLessThan(xs.End);
    expect(layered.Start).toBeLessThan(layered.Task_DeptHead);
    expect(layered.Task_Finance).toBeLessThan(layered.Gateway_Amount);
    expect(layered.Task_GM).toBeLessThan(layered.End);
  });
});

describe('replay (issue 5 Screens)', () => {
  it('shows the timeline, steps through it and the changes from the previous step', async () => {
    render(<replays.LastStep />);
    const timeline = await screen.findByTestId('replay-timeline');
    expect(within(timeline).getAllByRole('button')).toHaveLength(4);
    expect(screen.getByTestId('replay-step').textContent).toContain(zh('wf.replay.step', { n: 4, total: 4 }));
    // The resubmission lowered the amount: the diff names the field.
    expect(within(screen.getByTestId('replay-diff')).getByText(zh('modules.reimapplication.fields.amount'))).toBeTruthy();
    fireEvent.click(screen.getByTestId('replay-prev'));
    expect(screen.getByTestId('replay-step').textContent).toContain(zh('wf.event.approval.reject'));
    fireEvent.click(within(timeline).getAllByRole('button')[1]);
    expect(screen.getByTestId('replay-step').textContent).toContain(zh('wf.replay.step', { n: 2, total: 4 }));
    expect(within(timeline).getAllByRole('button')[1].textContent).toContain(zh('wf.replay.onBehalf', { actor: '赵助理', principal: '张经理' }));
    expect(await screen.findByText(zh('wf.replay.noChange'))).toBeTruthy();
  });

  it('a document without transitions says so', () => {
    render(<replays.Empty />);
    expect(screen.getByText(zh('wf.replay.empty'))).toBeTruthy();
  });

  it('the diff lists the fields that differ, status first', () => {
    const descriptor = findModule('reimapplication')!;
    expect(changedFields(descriptor, { status: 1, amount: 6800, title: 'a' }, { status: 3, amount: 4800, title: 'a' })).toEqual(['status', 'amount']);
    expect(changedFields(descriptor, { status: 3, amount: 1 }, { status: 3, amount: 1 })).toEqual([]);
  });
});
