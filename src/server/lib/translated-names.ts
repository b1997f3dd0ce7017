import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { nameIn, type TranslatedNames } from '../../../flows/index.ts';
import type { Locale } from '../../shared/i18n/languages.ts';

/**
 * Rows an administrator names (posts, roles, dictionary classes, catalogue nodes) keep the name as typed (Chinese,
 * `name`) and its English and Spanish versions (`names`); every reader sees their own language, else the Chinese.
 */

/** The name in the reader's language, in SQL (for names read through joins). */
export const nameInSql = (locale: Locale, name: AnyPgColumn | SQL, names: AnyPgColumn | SQL) =>
  sql<string>`coalesce(nullif(${names} ->> ${locale}, ''), ${name})`;

/** A row as answered: `name` in the reader's language, and what its editor needs (the typed name and each translation). */
export function withNameIn<Row extends { name: string; names?: TranslatedNames | null }>(locale: Locale, row: Row) {
  const { names, ...rest } = row;
  return { ...rest, name: nameIn(locale, row.name, names), sourceName: row.name, nameEn: names?.en ?? '', nameEs: names?.es ?? '' };
}

/** A body's `nameEn` / `nameEs` as the `names` column; a body without either leaves the stored names alone. */
export function storedNames<Body extends { nameEn?: string; nameEs?: string }>(
  body: Body,
): Omit<Body, 'nameEn' | 'nameEs'> & { names?: TranslatedNames | null } {
  const { nameEn, nameEs, ...rest } = body;
  if (nameEn === undefined && nameEs === undefined) return rest;
  const names: TranslatedNames = { ...(nameEn ? { en: nameEn } : {}), ...(nameEs ? { es: nameEs } : {}) };
  return { ...rest, names: Object.keys(names).length ? names : null };
}
