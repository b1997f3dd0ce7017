// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview.tsx';
import * as kinds from '../../stories/engine/field-kinds.stories.tsx';

const stories = composeStories(kinds, preview);

afterEach(cleanup);

const stored = () => screen.getByTestId('stored').textContent;
const shown = () => screen.getByTestId('shown').textContent;

describe('the form controls of the time, duration, percent and month kinds', () => {
  it('shows hours in the reader words: 7.5 小时, 7,5 h', () => {
    render(<stories.Duration />);
    expect(shown()).toBe('7.5 小时');
    cleanup();
    render(<stories.DurationSpanish />);
    expect(shown()).toBe('7,5 h');
    expect((screen.getByRole('textbox', { name: 'hours' }) as HTMLInputElement).value).toBe('7,5');
  });

  it('stores hours typed with a decimal comma as the plain decimal and ignores letters', () => {
    render(<stories.DurationSpanish />);
    const input = screen.getByRole('textbox', { name: 'hours' });
    fireEvent.change(input, { target: { value: '8,5' } });
    expect(stored()).toBe('8.5');
    fireEvent.change(input, { target: { value: '8,5x' } });
    expect(stored()).toBe('8.5');
  });

  it('refuses 7.3 hours under the field', () => {
    render(<stories.DurationRefused />);
    expect(screen.getByText('Must be hours in half hours, not negative (such as 7.5)')).toBeTruthy();
  });

  it('shows a percentage without trailing zeros and refuses one above 100', () => {
    render(<stories.Percent />);
    expect(shown()).toBe('12.5 %');
    cleanup();
    render(<stories.PercentRefused />);
    expect(screen.getByText('Must be from 0 % to 100 %')).toBeTruthy();
  });

  it('selects the whole figure when it is focused, so typing replaces it', () => {
    render(<stories.Percent />);
    const input = screen.getByRole('textbox', { name: 'rate' }) as HTMLInputElement;
    fireEvent.focus(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
  });

  it('renders the time and month pickers with their stored values', async () => {
    render(<stories.Time />);
    expect(shown()).toBe('09:30');
    expect(screen.getAllByRole('group').length + screen.getAllByRole('spinbutton').length).toBeGreaterThan(0);
    cleanup();
    render(<stories.Month />);
    expect(shown()).toBe('2026-03');
  });
});
