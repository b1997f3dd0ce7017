import type { Locator } from '@playwright/test';
import type { Locale } from '../../src/shared/i18n/locales.ts';

/**
 * Types a stored date ('yyyy-mm-dd', or 'yyyy-mm-dd HH:mm:ss') into an MUI X picker field inside `scope`: its
 * parts go in the order the interface language shows them (zh year-month-day, en month/day/year, es
 * day/month/year); each part moves on to the next by itself.
 */
export async function typeDate(scope: Locator, value: string, locale: Locale = 'en') {
  const [date, time] = value.split(' ');
  const [year, month, day] = date.split('-');
  const parts = { zh: [year, month, day], en: [month, day, year], es: [day, month, year] }[locale];
  await scope.locator('[role=spinbutton]').first().click();
  await scope.page().keyboard.type([...parts, ...(time ? time.split(':') : [])].join(''));
  await scope.page().keyboard.press('Tab');
}

/** The button that opens a date picker's calendar, as each language names it. */
export const OPEN_CALENDAR: Record<Locale, RegExp> = { zh: /^选择日期/, en: /^Choose date/, es: /^Elige fecha/ };
