/**
 * The approval flows shipped with the product, one per approval module (issue: the expense modules). Each runs
 * the applicant's department head → finance (post `finance`) → the general manager (post `gm`) only when
 * `amount > params.approvalThreshold`, the threshold coming from the system parameters. Admins start their own
 * versions from these in the designer.
 */
export const DEFAULT_FLOWS = [
  { moduleId: 25, key: 'invoice', file: 'invoice.bpmn' },
  { moduleId: 27, key: 'invoiceReturn', file: 'invoice-return.bpmn' },
  { moduleId: 29, key: 'reimbursement', file: 'reimbursement.bpmn' },
  { moduleId: 30, key: 'loan', file: 'loan.bpmn' },
  { moduleId: 31, key: 'repayment', file: 'repayment.bpmn' },
  { moduleId: 32, key: 'appropriation', file: 'appropriation.bpmn' },
  { moduleId: 33, key: 'incomeAdjustment', file: 'income-adjustment.bpmn' },
  { moduleId: 122, key: 'nonIncome', file: 'non-income.bpmn' },
  { moduleId: 123, key: 'settlement', file: 'settlement.bpmn' },
] as const;

export type DefaultFlow = (typeof DEFAULT_FLOWS)[number];

/** The system parameter the shipped conditions read, and the document field they compare. */
export const APPROVAL_THRESHOLD_PARAM = 'approvalThreshold';
export const AMOUNT_FIELD = 'amount';

/**
 * Where a shipped .bpmn lives: a file URL in Node (read it with fs), an asset URL in a Vite build (fetch it).
 * No Node-only import here, so the browser can use the list too.
 */
export const defaultFlowUrl = (flow: Pick<DefaultFlow, 'file'>): URL => new URL(`./defaults/${flow.file}`, import.meta.url);

export const defaultFlowFor = (moduleId: number): DefaultFlow | undefined => DEFAULT_FLOWS.find((flow) => flow.moduleId === moduleId);
