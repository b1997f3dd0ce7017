import { checkProbation, type ContractTerm, type ContractType } from '../../../shared/hr-rules.ts';
import { defineRules } from '../../module-rules.ts';

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/**
 * A labour contract's own rule: its probation is lawful (Labour Contract Law §19, `checkProbation`): only a labour
 * contract sets one, never on a term under three months or until a task is done, and never longer than the term
 * allows (a one-year term two months at most). A fixed term needs its last day on a complete save. That probation is
 * set only once per employee is the server's (`unique`): it reads the employee's other contracts.
 */
export const rules = defineRules({
  onSave: (record, { required }) => {
    const [contractType, term, start, end] = [text(record.contractType), text(record.term), text(record.startDate), text(record.endDate)];
    if (!contractType || !term || !start) return [];
    if (term === '106' && !end && !required) return [];
    const months = text(record.probationMonths);
    return checkProbation({
      contractType: contractType as ContractType,
      term: term as ContractTerm,
      start,
      end: end || undefined,
      probationMonths: months ? Number(months) : 0,
    }).map((problem) => ({
      field: problem.messageId === 'hr.contractEndMissing' ? 'endDate' : 'probationMonths',
      messageId: problem.messageId,
      values: problem.values ?? {},
    }));
  },
});
