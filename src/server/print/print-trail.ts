import { nameIn, type TranslatedNames } from '../../../flows/index.ts';
import { sql } from 'drizzle-orm';
import { stepActionOf } from '../../shared/approval-actions.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { selectRows, type Db } from '../db/database.ts';
import { flowDefinitions, processInstances, recordHistory, userSignatures } from '../db/schema.ts';
import { signatureDataUrl } from '../lib/signatures.ts';
import { translate } from '../lib/translate.ts';
import { transitionsOf } from '../engine/record-history.ts';
import { el, tableOf, text, type PrintNode, type PrintValue } from './print-document.ts';
import { formatDateTime } from './print-format.ts';

/**
 * One row of a document's approval trail (record history): who did what at which step (nobody: the system), for
 * whom, when, saying what, with which attachments, and their handwritten signature where the step asks for one.
 */
export type TrailRow = {
  event: string;
  nodeName: string | null;
  /** The step's name in the other languages: the print reads it in its own language. */
  nodeNames?: TranslatedNames | null;
  actorName: string | null;
  onBehalfOfName: string | null;
  at: Date;
  opinion: string | null;
  files: string[];
  /** A data URL of the signature image. */
  signature: string | null;
};

/** Every transition of the document, oldest first; approvals at steps that ask for a signature (`oa:signature`) carry the approver's. */
export async function loadTrail(db: Db, dataDir: string, recordId: number): Promise<TrailRow[]> {
  const [rows, signed] = await Promise.all([transitionsOf(db, recordId), signatureFiles(db, recordId)]);
  return Promise.all(
    rows.map(async ({ id, event, nodeName, nodeNames, actorName, onBehalfOfName, at, opinion, files }) => {
      const file = signed.get(Number(id));
      return {
        event,
        nodeName,
        nodeNames,
        actorName,
        onBehalfOfName,
        at: new Date(at),
        opinion,
        files: files.map((found) => found.name),
        signature: file ? await signatureDataUrl(dataDir, file) : null,
      };
    }),
  );
}

/** The signature file of each approval whose step asks for one and whose approver has one, by history row. */
async function signatureFiles(db: Db, recordId: number): Promise<Map<number, string>> {
  const rows = await selectRows<{ id: number; file: string }>(
    db,
    sql`select h.id, s.file_name as file from ${recordHistory} h join ${processInstances} i on i.id = h.instance_id
      join ${flowDefinitions} fd on fd.id = i.definition_id join ${userSignatures} s on s.user_id = h.actor_id
      where h.record_id = ${recordId} and h.event = 'approval.approve' and fd.model -> 'nodes' -> h.node_id ->> 'signature' = 'true'`,
  );
  return new Map(rows.map((row) => [Number(row.id), row.file]));
}

/** A step action's name, or the audit lifecycle's own decision (not approved), labels its history rows. */
function eventLabel(locale: Locale, event: string): string {
  const verb = stepActionOf(event) ?? (event === 'approval.deny' ? 'deny' : undefined);
  return verb ? translate(locale, `print.event.${verb}`) : event;
}

/** The trail as a table (step, action, approver with their signature, for whom, time, opinion and attachments). */
export function trailValue(locale: Locale, trail: TrailRow[]): PrintValue {
  const t = (id: string, values?: Record<string, string>) => translate(locale, id, values);
  if (trail.length === 0) return { text: t('print.trail.empty'), block: [el('p', [text(t('print.trail.empty'))])] };
  const rows = trail.map((row) => {
    const actor = row.actorName ?? t('workflow.system');
    const approver: PrintNode[] = row.signature ? [text(actor), { kind: 'signature', src: row.signature }] : [text(actor)];
    const attachments = row.files.length ? t('print.trail.attachments', { names: row.files.join(', ') }) : '';
    return [
      (row.nodeName === null ? null : nameIn(locale, row.nodeName, row.nodeNames)) ?? (row.event.endsWith('submit') ? t('print.trail.applicant') : ''),
      eventLabel(locale, row.event),
      approver,
      row.onBehalfOfName ?? '',
      formatDateTime(row.at),
      [row.opinion ?? '', attachments].filter(Boolean).join(' '),
    ];
  });
  const headers = ['node', 'action', 'approver', 'onBehalfOf', 'time', 'opinion'].map((key) => t(`print.trail.${key}`));
  const plain = rows.map((row) =>
    row.map((cell) => (typeof cell === 'string' ? cell : cell.flatMap((node) => (node.kind === 'text' ? [node.text] : [])).join(''))),
  );
  return { text: plain.map((row) => row.filter(Boolean).join(' ')).join('; '), block: [tableOf('trail', headers, rows)] };
}
