/**
 * The executable form of a BPMN approval process: plain JSON, so the server can store it with the published
 * version and the browser can simulate it. Built by `readBpmn`, checked by `verifyFlow`, run by the executor.
 */

import { LOCALES, type Locale } from '../src/shared/i18n/languages.ts';

/**
 * Who approves a user task (`oa:assigneeType`); `oa:assignee` names the post, role or users where needed, the
 * number of levels up for `deptHead` (1, the applicant's own department head, when absent), and for
 * `officeHeads` the document field listing the offices whose heads each approve (a per-office countersign), and for
 * `fieldUser` the user the document names: a user pick of the document (`reviewer`), or `<pick>.<field>`, a user pick
 * of the record a record pick of the document names (a seal use's `seal.custodian`).
 */
export const ASSIGNEE_TYPES = ['post', 'role', 'users', 'deptHead', 'projectLeader', 'chosen', 'officeHeads', 'fieldUser'] as const;
export type AssigneeType = (typeof ASSIGNEE_TYPES)[number];
/** Types whose rule needs a value: a post code, a role code, comma-separated user ids, or an office field. */
export const ASSIGNEE_TYPES_WITH_VALUE: readonly AssigneeType[] = ['post', 'role', 'users', 'officeHeads', 'fieldUser'];

/**
 * `oa:assigneeScope`: where a post or role is looked for. By default within the applicant's company (a branch's
 * finance post approves the branch's documents); `group` looks across the whole group.
 */
export const ASSIGNEE_SCOPES = ['company', 'group'] as const;
export type AssigneeScope = (typeof ASSIGNEE_SCOPES)[number];

export type AssigneeRule = { type: AssigneeType; value?: string; scope?: AssigneeScope };

/** `oa:fieldRights`: what the approver of a step may do with each field of the document; unlisted fields are read-only. */
export const FIELD_RIGHTS = ['editable', 'readonly', 'hidden'] as const;
export type FieldRight = (typeof FIELD_RIGHTS)[number];

/** `oa:onTimeout`: what happens when a step's time limit passes. */
export const TIMEOUT_ACTIONS = ['remind', 'approve', 'reject', 'escalate'] as const;
export type TimeoutAction = (typeof TIMEOUT_ACTIONS)[number];
/**
 * A step's time limit (`oa:timeLimit`, e.g. `48h` or `3wd` working days of the holiday calendar) and its action on
 * expiry; `remindEveryHours` repeats a reminder (`oa:remindEvery`). The server's scheduler keeps the clock.
 */
export type Deadline = { amount: number; unit: 'hours' | 'workdays'; onTimeout: TimeoutAction; remindEveryHours?: number };

/** `oa:multi`: all must approve, any one decides, or a vote reaching `threshold` (a share in (0, 1] or a head count). */
export const MULTI_MODES = ['all', 'any', 'vote'] as const;
export type MultiMode = (typeof MULTI_MODES)[number];

/**
 * `ccTask`: a send task that copies the document to people (`oa:assigneeType`/`oa:assignee`) as the flow passes;
 * `callActivity`: runs another published flow (`calledElement`, its flow key) in place, inlined when published.
 */
export type NodeKind = 'startEvent' | 'endEvent' | 'userTask' | 'exclusiveGateway' | 'parallelGateway' | 'ccTask' | 'callActivity' | 'unsupported';

/** A name in the languages besides the source one (`oa:nameEn`, `oa:nameEs`); a language left out reads the source name. */
export type TranslatedNames = Partial<Record<Locale, string>>;

export type ProcessNode = {
  id: string;
  name: string;
  names?: TranslatedNames;
  kind: NodeKind;
  /** BPMN element type, kept to name unsupported elements. */
  bpmnType: string;
  incoming: string[];
  outgoing: string[];
  /** User and CC tasks. A raw type (or scope) outside the known ones is kept for the verifier to report. */
  assignee?: { type: string; value?: string; scope?: string };
  multi?: string;
  threshold?: number;
  noSelfApproval?: boolean;
  skipRepeated?: boolean;
  /** Field → right; a right outside FIELD_RIGHTS is kept for the verifier to report. */
  fieldRights?: Record<string, string>;
  /** As written (`48h`, `3wd`) and parsed; `deadline` is absent when the text does not parse. */
  timeLimit?: string;
  onTimeout?: string;
  deadline?: Deadline;
  /** Print the approver's handwritten signature (their sign authorization's image) beside this step. */
  signature?: boolean;
  /** Call activities: the flow key of the flow they run. */
  calledFlow?: string;
  /** Attributes of our namespace that this version does not know (a typo, or a newer designer): verifier warnings. */
  unknownAttributes?: string[];
  /** Exclusive gateways. */
  defaultFlow?: string;
};

export type ProcessFlow = { id: string; name: string; names?: TranslatedNames; source: string; target: string; condition?: string };

export type ProcessModel = {
  id: string;
  name: string;
  names?: TranslatedNames;
  nodes: Record<string, ProcessNode>;
  flows: Record<string, ProcessFlow>;
};

export type FlowProblem = {
  severity: 'error' | 'warning';
  /** Node or sequence flow id; absent for problems of the whole file. */
  nodeId?: string;
  nodeName?: string;
  messageId: import('../src/shared/i18n/workflow.zh.ts').WorkflowMessageId;
  values?: Record<string, string>;
};

export const isAssigneeType = (value: string): value is AssigneeType => (ASSIGNEE_TYPES as readonly string[]).includes(value);
export const isAssigneeScope = (value: string): value is AssigneeScope => (ASSIGNEE_SCOPES as readonly string[]).includes(value);
export const isFieldRight = (value: string): value is FieldRight => (FIELD_RIGHTS as readonly string[]).includes(value);
export const isTimeoutAction = (value: string): value is TimeoutAction => (TIMEOUT_ACTIONS as readonly string[]).includes(value);

/** The rule a node's raw assignee settings name (its type checked by the caller). */
export const ruleOf = (raw: { type: string; value?: string; scope?: string }): AssigneeRule => ({
  type: raw.type as AssigneeType,
  ...(raw.value !== undefined ? { value: raw.value } : {}),
  ...(raw.scope === 'group' ? { scope: 'group' as const } : {}),
});

/** Reads `oa:timeLimit`: a positive number of hours (`48h`) or working days (`3wd`). */
export function parseTimeLimit(text: string): Pick<Deadline, 'amount' | 'unit'> | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(h|wd)\s*$/i.exec(text);
  const amount = match ? Number(match[1]) : 0;
  if (!match || !(amount > 0)) return undefined;
  return { amount, unit: match[2].toLowerCase() === 'h' ? 'hours' : 'workdays' };
}

/** The rights of a step's approver over the document's fields: `field:right` pairs separated by commas. */
export function parseFieldRights(text: string): Record<string, string> {
  const rights: Record<string, string> = Object.create(null);
  for (const pair of text.split(',')) {
    const [field, right] = pair.split(':').map((part) => part.trim());
    if (field) rights[field] = right ?? '';
  }
  return rights;
}

/** The right of a step's approver over one field: read-only unless the step says otherwise. */
export const fieldRightAt = (node: Pick<ProcessNode, 'fieldRights'> | undefined, field: string): FieldRight => {
  const right = node?.fieldRights && Object.hasOwn(node.fieldRights, field) ? node.fieldRights[field] : undefined;
  return right !== undefined && isFieldRight(right) ? right : 'readonly';
};
export const isMultiMode = (value: string): value is MultiMode => (MULTI_MODES as readonly string[]).includes(value);

export const startNodes = (model: ProcessModel) => Object.values(model.nodes).filter((node) => node.kind === 'startEvent');
export const nodeLabel = (node: ProcessNode | undefined) => node?.name || node?.id || '';

/** The language a BPMN `name` is written in; the others have an attribute each. */
export const SOURCE_LOCALE: Locale = 'zh';
export const TRANSLATED_LOCALES = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

/** The attribute that holds a name in `locale` (`oa:nameEn`), for the reader and the designer. */
export const translatedNameAttribute = (locale: Locale) => `name${locale[0].toUpperCase()}${locale.slice(1)}`;

/** The names an element's `oa:name<Lang>` attributes give it; undefined when it has none. */
export function translatedNamesOf(element: Record<string, unknown>): TranslatedNames | undefined {
  const entries = TRANSLATED_LOCALES.flatMap((locale) => {
    const value = element[translatedNameAttribute(locale)];
    return typeof value === 'string' && value.trim() ? [[locale, value.trim()] as const] : [];
  });
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** A name in the reader's language: its translation, else the source name. */
export const nameIn = (locale: Locale, name: string, names: TranslatedNames | null | undefined) => names?.[locale] || name;
