import type { Locator } from '@playwright/test';
import type { Locale } from '../../src/shared/i18n/locales.ts';

/**
 * Types a stored date ('yyyy-mm-dd', or 'yyyy-mm-dd HH:mm:ss') into an MUI X picker field inside `scope`: year,
 * month, day in every language, as the screens show dates; each part moves on to the next by itself.
 */
export async function typeDate(scope: Locator, value: string) {
  const [date, time] = value.split(' ');
  const parts = date.split('-');
  await scope.locator('[role=spinbutton]').first().click();
  await scope.page().keyboard.type([...parts, ...(time ? time.split(':') : [])].join(''));
  await scope.page().keyboard.press('Tab');
}

/** The button that opens a date picker's calendar, as each language names it. */
export const OPEN_CALENDAR: Record<Locale, RegExp> = { zh: /^选择日期/, en: /^Choose date/, es: /^Elige fecha/ };
