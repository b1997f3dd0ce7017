import type { IntlShape } from 'react-intl';

type StoredMessage = { id: string; values?: Record<string, string | number> };

function parse(content: string): StoredMessage | null {
  if (!content.startsWith('{')) return null;
  try {
    const parsed = JSON.parse(content) as unknown;
    if (typeof parsed === 'object' && parsed !== null && typeof (parsed as StoredMessage).id === 'string') return parsed as StoredMessage;
  } catch {
    // plain text that happens to start with a brace
  }
  return null;
}

/**
 * A notification's text in the user's language. The server sends approval notices as a catalogue id with values
 * (`{"id":"workflow.notify.todo","values":{"module":"Reimbursement","serialNo":"BX…"}}`), the values already in the
 * reader's language (src/server/account/notify.routes.ts). Anything else is shown as typed.
 */
export function notificationText(intl: IntlShape, content: string): string {
  const stored = parse(content);
  if (!stored || intl.messages[stored.id] === undefined) return content;
  return intl.formatMessage({ id: stored.id }, stored.values);
}
