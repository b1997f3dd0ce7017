import { BpmnModdle } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { readBpmn } from '../../../flows/bpmn-reader.ts';
import { parseCondition } from '../../../flows/condition-expression.ts';
import { OA_MODDLE_DESCRIPTOR } from '../../../flows/oa-moddle.descriptor.ts';
import { TRANSLATED_LOCALES, type TranslatedNames } from '../../../flows/process-model.ts';
import { assigneeRules, hasErrors, provesCoverage, readAndVerify, type AssigneeCoverage } from '../../../flows/flow-verifier.ts';
import { MODULES } from '../../../src/modules/index.ts';
import { DEFAULT_FLOWS } from '../../../src/modules/module-files.ts';
import { bpmn, EXPENSE_FLOWS, flow, readShipped, task } from './flow-fixtures.helpers.ts';

const everywhere: AssigneeCoverage = () => [
  { office: 'Head office', activeUsers: 3 },
  { office: 'Branch A', activeUsers: 1 },
];

/** start → A → end, plus whatever the case adds. */
const simple = (extra = '', taskA = task('A')) =>
  bpmn(`<bpmn:startEvent id="S" />${taskA}<bpmn:endEvent id="E" />${flow('f1', 'S', 'A')}${flow('f2', 'A', 'E')}${extra}`);

const problemsOf = async (xml: string, options = {}) => (await readAndVerify(xml, options)).problems.map((p) => [p.nodeId ?? '', p.messageId]);

describe('the shipped flows', () => {
  it('cover every expense approval module', () => {
    expect(EXPENSE_FLOWS.map((f) => f.moduleId)).toEqual([25, 27, 29, 30, 31, 32, 33, 122, 123]);
  });

  it.each(DEFAULT_FLOWS.map((f) => [f.key, f] as const))('%s verifies clean, its rules resolving everywhere', async (_file, shipped) => {
    // Conditions read the amount, or a field of the flow's own module (a borrowing's takeOut).
    const own = MODULES.find((descriptor) => descriptor.flow === shipped.key)?.fields.map((field) => field.key) ?? [];
    const result = await readAndVerify(readShipped(shipped), { checkAssignees: everywhere, knownFields: ['amount', ...own] });
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    // An approval flow is named …审批; an official document's, which handles it step by step, …办理 (收文办理, 发文办理).
    expect(result.model?.name).toMatch(/(审批|办理)$/);
  });

  it.each(DEFAULT_FLOWS.map((f) => [f.key, f] as const))('%s names its module and carries a diagram for every element', async (_file, shipped) => {
    const xml = readShipped(shipped);
    expect(xml).toContain(`oa:moduleId="${shipped.moduleId}"`);
    const { model } = await readBpmn(xml);
    for (const id of [...Object.keys(model?.nodes ?? {}), ...Object.keys(model?.flows ?? {})]) expect(xml).toContain(`bpmnElement="${id}"`);
  });

  it.each(DEFAULT_FLOWS.map((f) => [f.key, f] as const))(
    '%s names itself, every step and every named branch in Chinese, English and Spanish',
    async (_file, shipped) => {
      const { model } = await readBpmn(readShipped(shipped));
      const unnamed = (what: string, name: string, names: TranslatedNames | undefined) =>
        [name.trim() ? [] : [`${what} zh`], ...TRANSLATED_LOCALES.map((locale) => (names?.[locale]?.trim() ? [] : [`${what} ${locale}`]))].flat();
      expect(unnamed('process', model!.name, model!.names)).toEqual([]);
      expect(Object.values(model!.nodes).flatMap((node) => unnamed(node.id, node.name, node.names))).toEqual([]);
      // A branch is named where the flow labels it (a gateway's way out); a plain arrow may stay unnamed in every language.
      expect(Object.values(model!.flows).flatMap((flow) => (flow.name || flow.names ? unnamed(flow.id, flow.name, flow.names) : []))).toEqual([]);
    },
  );

  it('assign by department head, post finance and post gm, reading the threshold from the parameters', async () => {
    const { model } = await readBpmn(readShipped(EXPENSE_FLOWS[0]));
    expect(assigneeRules(model!).map(({ node, rule }) => [node.id, rule.type, rule.value])).toEqual([
      ['Task_DeptHead', 'deptHead', undefined],
      ['Task_Finance', 'post', 'finance'],
      ['Task_GeneralManager', 'post', 'gm'],
    ]);
    expect(model!.flows.Flow_AboveThreshold.condition).toBe('amount > params.approvalThreshold');
    expect(model!.nodes.Gateway_Amount.defaultFlow).toBe('Flow_WithinThreshold');
  });
});

describe('verification', () => {
  it('passes a minimal flow', async () => {
    expect(await problemsOf(simple())).toEqual([]);
  });

  it('catches a dangling node', async () => {
    expect(await problemsOf(simple(`${task('B')}${flow('f3', 'A', 'B')}`))).toEqual(
      expect.arrayContaining([
        ['B', 'workflow.flow.dangling'],
        ['A', 'workflow.flow.taskOutgoing'],
      ]),
    );
  });

  it('catches an unreachable node', async () => {
    expect(await problemsOf(simple(`${task('Orphan')}${flow('f3', 'Orphan', 'E')}`))).toEqual([['Orphan', 'workflow.flow.unreachable']]);
  });

  it('catches a node from which the end cannot be reached', async () => {
    const loop = `${task('B')}${task('C')}${flow('f3', 'A', 'B')}${flow('f4', 'B', 'C')}${flow('f5', 'C', 'B')}`;
    expect(await problemsOf(simple(loop))).toEqual(
      expect.arrayContaining([
        ['B', 'workflow.flow.cannotReachEnd'],
        ['C', 'workflow.flow.cannotReachEnd'],
      ]),
    );
  });

  it('catches an exclusive gateway without a default flow, and a branch without a condition', async () => {
    const xml = bpmn(
      `<bpmn:startEvent id="S" /><bpmn:exclusiveGateway id="G" name="Amount?" />${task('A')}${task('B')}<bpmn:endEvent id="E" />` +
        `${flow('f1', 'S', 'G')}${flow('big', 'G', 'A', 'amount &gt; 100')}${flow('other', 'G', 'B')}${flow('f2', 'A', 'E')}${flow('f3', 'B', 'E')}`,
    );
    const result = await readAndVerify(xml);
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual(
      expect.arrayContaining([
        { severity: 'error', nodeId: 'G', nodeName: 'Amount?', messageId: 'workflow.flow.gatewayNoDefault' },
        { severity: 'error', nodeId: 'other', nodeName: '', messageId: 'workflow.flow.missingCondition' },
      ]),
    );
  });

  it('catches a user task without an assignee rule, or with a broken one', async () => {
    expect(await problemsOf(simple('', task('A', '')))).toEqual([['A', 'workflow.flow.noAssigneeRule']]);
    expect(await problemsOf(simple('', task('A', 'oa:assigneeType="boss"')))).toEqual([['A', 'workflow.flow.assigneeTypeInvalid']]);
    expect(await problemsOf(simple('', task('A', 'oa:assigneeType="post"')))).toEqual([['A', 'workflow.flow.assigneeValueMissing']]);
    expect(await problemsOf(simple('', task('A', 'oa:assigneeType="role" oa:assignee="approver" oa:multi="most"')))).toEqual([
      ['A', 'workflow.flow.multiInvalid'],
    ]);
    expect(await problemsOf(simple('', task('A', 'oa:assigneeType="role" oa:assignee="approver" oa:multi="vote"')))).toEqual([
      ['A', 'workflow.flow.thresholdInvalid'],
    ]);
    expect(await problemsOf(simple('', task('A', 'oa:assigneeType="role" oa:assignee="approver" oa:multi="vote" oa:threshold="0.5"')))).toEqual([]);
  });

  it('takes a user a document field names (fieldUser) only from a field of the module, read at run time', async () => {
    const custodian = task('A', 'oa:assigneeType="fieldUser" oa:assignee="seal.custodian"');
    const nobody = () => [{ office: 'HQ', activeUsers: 0 }];
    expect(await problemsOf(simple('', custodian), { knownFields: ['seal'], checkAssignees: nobody })).toEqual([]);
    expect(await problemsOf(simple('', custodian), { knownFields: ['title'] })).toEqual([['A', 'workflow.flow.userFieldUnknown']]);
    expect(await problemsOf(simple('', task('A', 'oa:assigneeType="fieldUser"')))).toEqual([['A', 'workflow.flow.assigneeValueMissing']]);
  });

  it('reports, per office, a rule that finds no active user', async () => {
    const coverage: AssigneeCoverage = (rule) => [
      { office: 'Head office', activeUsers: 2 },
      { office: 'Branch A', activeUsers: rule.value === 'finance' ? 0 : 1 },
    ];
    const result = await readAndVerify(simple(), { checkAssignees: coverage });
    expect(result.problems).toEqual([
      { severity: 'error', nodeId: 'A', nodeName: 'A', messageId: 'workflow.flow.noActiveAssignee', values: { office: 'Branch A' } },
    ]);
  });

  it('does not ask the resolver about approvers chosen in the dialog', async () => {
    expect(await problemsOf(simple('', task('A', 'oa:assigneeType="chosen"')), { checkAssignees: () => [{ office: 'Head office', activeUsers: 0 }] })).toEqual(
      [],
    );
  });

  it('refuses hostile conditions by flow id, and warns about unknown fields and ignored conditions', async () => {
    const xml = bpmn(
      `<bpmn:startEvent id="S" /><bpmn:exclusiveGateway id="G" default="dflt" />${task('A')}${task('B')}${task('C')}<bpmn:endEvent id="E" />` +
        `${flow('f1', 'S', 'G')}${flow('evil', 'G', 'A', 'process.exit()')}${flow('proto', 'G', 'B', 'params.__proto__ == 1')}${flow('typo', 'G', 'C', 'amuont &gt; 1')}` +
        `${flow('dflt', 'G', 'E')}${flow('f2', 'A', 'E', 'amount &gt; 1')}${flow('f3', 'B', 'E')}${flow('f4', 'C', 'E')}`,
    );
    const result = await readAndVerify(xml, { knownFields: ['amount'] });
    expect(result.problems.map((p) => [p.severity, p.nodeId, p.messageId])).toEqual([
      ['error', 'evil', 'workflow.expression.forbiddenNode'],
      ['error', 'proto', 'workflow.expression.forbiddenProperty'],
      ['warning', 'typo', 'workflow.flow.unknownField'],
      ['warning', 'f2', 'workflow.flow.conditionIgnored'],
    ]);
  });

  it('checks the start and end events', async () => {
    expect(await problemsOf(bpmn(`${task('A')}<bpmn:endEvent id="E" />${flow('f2', 'A', 'E')}`))).toEqual([['', 'workflow.flow.noStart']]);
    const noEnd = await problemsOf(bpmn(`<bpmn:startEvent id="S" />${task('A')}${flow('f1', 'S', 'A')}`));
    expect(noEnd).toEqual(expect.arrayContaining([['', 'workflow.flow.noEnd']]));
  });

  it('warns about a flow without any approval step', async () => {
    const xml = bpmn(`<bpmn:startEvent id="S" /><bpmn:endEvent id="E" />${flow('f1', 'S', 'E')}`);
    const result = await readAndVerify(xml);
    expect(result.problems).toEqual([{ severity: 'warning', messageId: 'workflow.flow.noUserTask' }]);
    expect(result.ok).toBe(true);
  });

  it('never expands entities of a hostile file', async () => {
    const xml = bpmn(`<bpmn:startEvent id="S" name="&amp;x;" />`).replace(
      '<bpmn:definitions',
      '<!DOCTYPE d [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;"><!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<bpmn:definitions',
    );
    const { model } = await readBpmn(xml.replace('name="&amp;x;"', 'name="&lol2;&xxe;"'));
    expect(model?.nodes.S.name).toBe('&lol2;&xxe;');
  });

  it('reports elements outside the executable subset, and unreadable files', async () => {
    const xml = simple(`<bpmn:serviceTask id="Mail" name="Send mail" />${flow('f3', 'Mail', 'E')}`);
    expect(await problemsOf(xml)).toEqual(
      expect.arrayContaining([
        ['Mail', 'workflow.flow.unsupportedElement'],
        ['Mail', 'workflow.flow.unreachable'],
      ]),
    );
    const broken = await readAndVerify('<bpmn:definitions');
    expect(broken.ok).toBe(false);
    expect(broken.problems[0].messageId).toBe('workflow.flow.xmlInvalid');
    expect(hasErrors((await readAndVerify(bpmn(''))).problems)).toBe(true);
  });
});

describe('gateway coverage', () => {
  const gateway = (yes: string, no: string) =>
    bpmn(
      `<bpmn:startEvent id="S" /><bpmn:exclusiveGateway id="G" />${task('A')}${task('B')}<bpmn:endEvent id="E" />` +
        `${flow('f1', 'S', 'G')}${flow('yes', 'G', 'A', yes)}${flow('no', 'G', 'B', no)}${flow('f2', 'A', 'E')}${flow('f3', 'B', 'E')}`,
    );

  it('accepts a condition and its negation without a default', async () => {
    expect(await problemsOf(gateway('urgent', '!urgent'))).toEqual([]);
    expect(await problemsOf(gateway("kind == 'loan'", "kind != 'loan'"))).toEqual([]);
  });

  it('cannot prove ordering comparisons complete, because a missing field fails both', async () => {
    expect(await problemsOf(gateway('amount &gt; 100', 'amount &lt;= 100'))).toEqual([['G', 'workflow.flow.gatewayNoDefault']]);
    expect(provesCoverage([parseCondition('amount > 100'), parseCondition('amount <= 100')])).toBe(false);
  });
});

describe('the oa: moddle extension', () => {
  it('keeps our attributes through a read and write, as the designer saves them', async () => {
    const moddle = new BpmnModdle({ oa: OA_MODDLE_DESCRIPTOR });
    const { rootElement } = await moddle.fromXML(readShipped(EXPENSE_FLOWS[0]));
    const { xml } = await moddle.toXML(rootElement, { format: true });
    for (const attribute of ['oa:assigneeType="deptHead"', 'oa:assignee="finance"', 'oa:noSelfApproval="true"', 'oa:skipRepeated="true"', 'oa:moduleId="25"'])
      expect(xml).toContain(attribute);
    const again = await readAndVerify(xml, { checkAssignees: everywhere });
    expect(again.ok).toBe(true);
  });
});
