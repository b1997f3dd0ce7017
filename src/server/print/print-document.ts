import type { ChildNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { PLACEHOLDER } from '../../shared/print-placeholders.ts';

/**
 * A printed document as a small tree of known elements and text. Templates are parsed into it (anything not
 * listed here is dropped, its text kept), placeholders are filled in as text nodes or generated tables, and the
 * same tree is written out as HTML (preview, print page) and as a PDF, so both show the same content.
 */
export type Align = 'left' | 'center' | 'right' | 'justify';
export type PrintNode =
  | { kind: 'text'; text: string }
  | {
      kind: 'element';
      tag: PrintTag;
      align?: Align;
      /** A text colour as `#rrggbb` (a red-header document's organ line and rule). */
      color?: string;
      /** A font size in points, 8 to 40 (a red header's organ line). */
      size?: number;
      colspan?: number;
      role?: 'trail' | 'details' | 'fields';
      children: PrintNode[];
    }
  /** A handwritten signature (a data URL the server made from a stored image); templates never give images. */
  | { kind: 'signature'; src: string };

const BLOCKS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div', 'blockquote', 'ul', 'ol', 'li', 'table', 'tr', 'hr'] as const;
const INLINES = ['strong', 'em', 'u', 's', 'br', 'span'] as const;
const SECTIONS = ['thead', 'tbody', 'th', 'td'] as const;
export type PrintTag = (typeof BLOCKS)[number] | (typeof INLINES)[number] | (typeof SECTIONS)[number];
const KEPT = new Set<string>([...BLOCKS, ...INLINES, ...SECTIONS]);
/** Tags read as one of ours; others (links, images, code) give their text only. */
const SYNONYMS: Record<string, PrintTag> = { b: 'strong', i: 'em', del: 's', strike: 's', tfoot: 'tbody', section: 'div', pre: 'p' };
const DROPPED = new Set(['script', 'style', 'img', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'noscript', 'head', 'title']);
export const isBlockTag = (tag: PrintTag) => (BLOCKS as readonly string[]).includes(tag);

export const text = (value: string): PrintNode => ({ kind: 'text', text: value });

/** A generated table (the trail, detail lines): a header row, then rows of cells given as text or as nodes. */
export function tableOf(role: 'trail' | 'details', headers: string[], rows: (string | PrintNode[])[][]): PrintNode {
  const cell = (value: string | PrintNode[]) => el('td', typeof value === 'string' ? (value ? [text(value)] : []) : value);
  return el(
    'table',
    [
      el('thead', [
        el(
          'tr',
          headers.map((header) => el('th', [text(header)])),
        ),
      ]),
      el(
        'tbody',
        rows.map((cells) => el('tr', cells.map(cell))),
      ),
    ],
    { role },
  );
}
export const el = (
  tag: PrintTag,
  children: PrintNode[],
  extra: Partial<Omit<Extract<PrintNode, { kind: 'element' }>, 'kind' | 'tag' | 'children'>> = {},
): PrintNode => ({
  kind: 'element',
  tag,
  children,
  ...extra,
});

function alignOf(style: string | undefined): Align | undefined {
  const match = /text-align\s*:\s*(left|center|right|justify)/i.exec(style ?? '');
  return match ? (match[1].toLowerCase() as Align) : undefined;
}

/** A colour of the template's `style`: `#rgb`/`#rrggbb`, or `red` (the red of a red-header document). */
function colorOf(style: string | undefined): string | undefined {
  const match = /(?:^|;)\s*color\s*:\s*(#[0-9a-f]{6}|#[0-9a-f]{3}|red)\b/i.exec(style ?? '');
  if (!match) return undefined;
  const value = match[1].toLowerCase();
  if (value === 'red') return '#e60012';
  return value.length === 4 ? `#${[...value.slice(1)].map((digit) => digit + digit).join('')}` : value;
}

/** A font size of the template's `style` in points (`font-size: 22pt`), within 8 to 40. */
function sizeOf(style: string | undefined): number | undefined {
  const match = /font-size\s*:\s*(\d{1,2})pt/i.exec(style ?? '');
  const size = match ? Number(match[1]) : NaN;
  return size >= 8 && size <= 40 ? size : undefined;
}

function convert(nodes: ChildNode[]): PrintNode[] {
  const out: PrintNode[] = [];
  for (const node of nodes) {
    if (node.type === 'text') out.push(text(node.data));
    else if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
      const name = node.name.toLowerCase();
      if (DROPPED.has(name)) continue;
      const tag = Object.hasOwn(SYNONYMS, name) ? SYNONYMS[name] : KEPT.has(name) ? (name as PrintTag) : null;
      const children = convert(node.children);
      if (!tag) {
        out.push(...children);
        continue;
      }
      const colspan = Number(node.attribs.colspan);
      out.push(
        el(tag, children, {
          ...(alignOf(node.attribs.style) ? { align: alignOf(node.attribs.style) } : {}),
          ...(colorOf(node.attribs.style) ? { color: colorOf(node.attribs.style) } : {}),
          ...(sizeOf(node.attribs.style) ? { size: sizeOf(node.attribs.style) } : {}),
          ...(Number.isInteger(colspan) && colspan > 1 && colspan <= 20 ? { colspan } : {}),
        }),
      );
    }
  }
  return out;
}

/** Parses template or rich-text HTML into print nodes: markup is read, never run. */
export function parsePrintHtml(html: string): PrintNode[] {
  return convert(parseDocument(html, { decodeEntities: true }).children);
}

/** Every text run of a tree, in order (templates are checked placeholder by placeholder in them). */
export function textRuns(nodes: readonly PrintNode[]): string[] {
  return nodes.flatMap((node) => (node.kind === 'text' ? [node.text] : node.kind === 'element' ? textRuns(node.children) : []));
}

export function plainText(nodes: readonly PrintNode[]): string {
  return nodes
    .map((node) =>
      node.kind === 'text'
        ? node.text
        : node.kind === 'signature'
          ? ''
          : node.tag === 'br'
            ? '\n'
            : plainText(node.children) + (isBlockTag(node.tag) ? '\n' : ''),
    )
    .join('')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** A placeholder's value: its text, and for tables and rich text the nodes shown when it has a paragraph of its own. */
export type PrintValue = { text: string; block?: PrintNode[] };

/** A text run with its placeholders filled in; line breaks in a value (a textarea) become `br`. */
function fillText(value: string, values: ReadonlyMap<string, PrintValue>): PrintNode[] {
  const out: PrintNode[] = [];
  let last = 0;
  for (const match of value.matchAll(PLACEHOLDER)) {
    if (match.index > last) out.push(text(value.slice(last, match.index)));
    const filled = values.get(match[1])?.text ?? match[0];
    filled.split('\n').forEach((line, index) => {
      if (index > 0) out.push(el('br', []));
      if (line) out.push(text(line));
    });
    last = match.index + match[0].length;
  }
  if (last < value.length) out.push(text(value.slice(last)));
  return out;
}

/** The one placeholder an element holds, alone (whitespace aside), if it stands for a block. */
function loneBlock(node: PrintNode, values: ReadonlyMap<string, PrintValue>): PrintNode[] | null {
  if (node.kind !== 'element' || !['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'].includes(node.tag)) return null;
  const meaningful = node.children.filter((child) => !(child.kind === 'text' && child.text.trim() === ''));
  let only = meaningful.length === 1 ? meaningful[0] : null;
  // `<p><strong>{{approvalTrail}}</strong></p>` counts as alone too.
  while (only && only.kind === 'element' && !isBlockTag(only.tag) && only.children.length === 1) only = only.children[0];
  if (!only || only.kind !== 'text') return null;
  const match = /^\s*\{\{\s*([^{}]*?)\s*\}\}\s*$/.exec(only.text);
  return match ? (values.get(match[1])?.block ?? null) : null;
}

/** The template with its placeholders filled in: tables for lone block placeholders, text everywhere else. */
export function fillPlaceholders(nodes: readonly PrintNode[], values: ReadonlyMap<string, PrintValue>): PrintNode[] {
  return nodes.flatMap((node): PrintNode[] => {
    if (node.kind === 'text') return fillText(node.text, values);
    if (node.kind === 'signature') return [node];
    const block = loneBlock(node, values);
    if (block) return block;
    return [{ ...node, children: fillPlaceholders(node.children, values) }];
  });
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]);

/** Writes print nodes as HTML: only our tags, only our attributes, every text escaped. */
export function toHtml(nodes: readonly PrintNode[]): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return escapeHtml(node.text);
      if (node.kind === 'signature') return `<img class="print-signature" src="${escapeHtml(node.src)}" alt="">`;
      if (node.tag === 'br') return `<br>`;
      const styles = [
        node.align ? `text-align: ${node.align}` : '',
        node.color ? `color: ${node.color}` : '',
        node.size ? `font-size: ${node.size}pt` : '',
        node.tag === 'hr' && node.color ? `border: 0; border-top: 2px solid ${node.color}` : '',
      ].filter(Boolean);
      if (node.tag === 'hr') return styles.length ? `<hr style="${styles.join('; ')}">` : '<hr>';
      const attributes = [
        node.role ? ` class="print-${node.role}"` : '',
        styles.length ? ` style="${styles.join('; ')}"` : '',
        node.colspan ? ` colspan="${node.colspan}"` : '',
      ].join('');
      return `<${node.tag}${attributes}>${toHtml(node.children)}</${node.tag}>`;
    })
    .join('');
}
