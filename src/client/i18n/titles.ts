import type { IntlShape } from 'react-intl';

/** A title is a catalogue id, or plain text (a menu name an administrator typed). */
export type Title = { id?: string; text?: string };

export function titleText(intl: IntlShape, title: Title): string {
  if (title.id && intl.messages[title.id] !== undefined) return intl.formatMessage({ id: title.id });
  return title.text ?? title.id ?? '';
}

/**
 * Spec: a menu's title is its `i18nKey` when the catalogue has it, else the title the server gave it in the reader's
 * language (a module's menu, whose texts come with the module; a name an administrator typed).
 */
export function menuTitle(menu: { i18nKey: string | null; title: string }): Title {
  return { id: menu.i18nKey ?? undefined, text: menu.title };
}
