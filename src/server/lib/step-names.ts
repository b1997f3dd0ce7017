import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { nameIn, nodeLabel, type ProcessModel, type TranslatedNames } from '../../../flows/index.ts';
import type { Locale } from '../../shared/i18n/languages.ts';

/**
 * A flow step is stored with its name as the flow writes it (`node_name`) and its names in the other languages
 * (`node_names`, from `oa:nameEn`...); every reader sees it in their own language, else as written.
 */
export const stepNameSql = (locale: Locale, name: AnyPgColumn | SQL, names: AnyPgColumn | SQL) => sql<string>`coalesce(${names} ->> ${locale}, ${name})`;

/** A step of a flow version named in the reader's language (else as written, else by its id). */
export const modelStepName = (locale: Locale, model: ProcessModel, nodeId: string) => {
  const node = Object.hasOwn(model.nodes, nodeId) ? model.nodes[nodeId] : undefined;
  return node ? nameIn(locale, nodeLabel(node), node.names) : nodeId;
};

/** Steps answered with `name` as the flow writes it, named in the reader's language instead. */
export const withModelStepNames = <Step extends { nodeId: string; name: string }>(locale: Locale, model: ProcessModel, steps: readonly Step[]) =>
  steps.map((step) => ({ ...step, name: modelStepName(locale, model, step.nodeId) }));

/** Rows read with both (`nodeName`, `nodeNames`), answered with the step named in the reader's language only. */
export const withStepNamesIn = <Row extends { nodeName: string | null; nodeNames: TranslatedNames | null }>(locale: Locale, rows: readonly Row[]) =>
  rows.map(({ nodeNames, ...row }) => ({ ...row, nodeName: row.nodeName === null ? null : nameIn(locale, row.nodeName, nodeNames) }));
