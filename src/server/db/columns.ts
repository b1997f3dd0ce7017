import { integer, jsonb, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TranslatedNames } from '../../../flows/index.ts';

/** Column helpers the schema files share; the SQL they produce is the migrations' (nothing here changes a table). */

/** A row that belongs to another: it goes when that row is deleted (a user's sessions, a role's menus). */
export const ownedBy = (name: string, target: () => AnyPgColumn) => integer(name).notNull().references(target, { onDelete: 'cascade' });

/** When something happened, with its time zone; the database fills it in when the row is written without it. */
export const stampedAt = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** A row's name in the languages besides its own (Chinese) `name`: `{ en, es }`, each read instead of it when present. */
export const translatedNames = () => jsonb('names').$type<TranslatedNames>();
