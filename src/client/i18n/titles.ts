import type { IntlShape } from 'react-intl';

/**
 * A title is a catalogue id, or plain text (a menu name an administrator typed). An id's values may be titles too
 * (a module's name in a document's tab), so a title stays right after the language changes.
 */
export type Title = { id?: string; text?: string; values?: Readonly<Record<string, Title | string>> };

export function titleText(intl: IntlShape, title: Title): string {
  if (title.id && intl.messages[title.id] !== undefined) {
    const values = Object.fromEntries(
      Object.entries(title.values ?? {}).map(([key, value]) => [key, typeof value === 'string' ? value : titleText(intl, value)]),
    );
    return intl.formatMessage({ id: title.id }, values);
  }
  return title.text ?? title.id ?? '';
}

/**
 * Spec: a menu's title is its `i18nKey` when the catalogue has it, else the title the server gave it in the reader's
 * language (a module's menu, whose texts come with the module; a name an administrator typed).
 */
export function menuTitle(menu: { i18nKey: string | null; title: string }): Title {
  return { id: menu.i18nKey ?? undefined, text: menu.title };
}
