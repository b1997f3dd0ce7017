/**
 * The workload of the reliability suites: virtual users filing reimbursements and taking them through their
 * approval chain (department head → finance → general manager above the threshold), with some rejected and
 * resubmitted. Every answered call is logged, so a suite can later check that what was acknowledged is there.
 */
export type Answer = { status: number; data?: unknown };
/** One signed-in account's way to call the API (in-process or over HTTP; the suites decide). */
export type Call = (account: string, method: 'GET' | 'POST', url: string, body?: object) => Promise<Answer>;

export const MODULE = 'reimapplication';
export const THRESHOLD = 5000;

export type Acknowledged = { recordId: number; action: 'create' | 'submit' | 'resubmit' | 'approve' | 'reject'; account: string };

export type WorkloadResult = { acknowledged: Acknowledged[]; refused: string[]; documents: number; actions: number };

/** Runs `users` virtual users until `until()` says stop; a thrown call (connection lost) ends that user's turn. */
export async function runWorkload(call: Call, options: { users: number; until: () => boolean; applicant?: string }): Promise<WorkloadResult> {
  const result: WorkloadResult = { acknowledged: [], refused: [], documents: 0, actions: 0 };
  const applicant = options.applicant ?? 'staff01';
  const step = async (account: string, recordId: number, action: Acknowledged['action'], body: object = {}) => {
    const answer = await call(account, 'POST', `/wf/${MODULE}/${recordId}/${action}`, body);
    if (answer.status !== 200) {
      result.refused.push(`${account} ${action} #${recordId}: ${answer.status}`);
      return false;
    }
    result.actions++;
    result.acknowledged.push({ recordId, action, account });
    return true;
  };
  const oneDocument = async (n: number) => {
    const amount = n % 3 === 0 ? 8000 : 1200;
    const created = await call(applicant, 'POST', `/m/${MODULE}`, {
      title: `可靠性 ${n}`,
      reimbursementType: '2',
      amount: amount.toFixed(2),
      occurredOn: '2026-11-01',
      lines: [{ date: '2026-11-01', item: '差旅', amount: amount.toFixed(2) }],
    });
    if (created.status !== 200) return void result.refused.push(`create: ${created.status}`);
    const id = (created.data as { id: number }).id;
    result.documents++;
    result.acknowledged.push({ recordId: id, action: 'create', account: applicant });
    if (!(await step(applicant, id, 'submit'))) return;
    if (!(await step('leader01', id, 'approve'))) return;
    // Every fifth document is rejected by finance and resubmitted, so rounds and rejections are in the mix.
    if (n % 5 === 0) {
      if (!(await step('finance01', id, 'reject', { examRemarks: '补充发票' }))) return;
      if (!(await step(applicant, id, 'resubmit'))) return;
      if (!(await step('leader01', id, 'approve'))) return;
    }
    if (!(await step('finance01', id, 'approve'))) return;
    if (amount > THRESHOLD) await step('manager01', id, 'approve');
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: options.users }, async () => {
      while (!options.until()) {
        try {
          await oneDocument(next++);
        } catch {
          return;
        }
      }
    }),
  );
  return result;
}
