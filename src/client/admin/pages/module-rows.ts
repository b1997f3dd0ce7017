import { useModuleTitles } from '../../engine/module/module-registry.ts';
import { useLanguage } from '../../i18n/interface-language.ts';

/**
 * A settings table with one row per module, each titled by its module in the reader's language. Cell texts are
 * computed once per row set, so the table is keyed by the language (a switch draws it anew); rows wait for the
 * modules' titles.
 */
export function useModuleRows<Row extends { module: string }>(data: Row[] | undefined, fetching: boolean) {
  const language = useLanguage();
  const moduleTitle = useModuleTitles();
  return {
    titleOf: (row: Row) => moduleTitle?.(row.module) ?? '',
    table: { key: language, rows: moduleTitle && data, loading: fetching || !moduleTitle },
  };
}
