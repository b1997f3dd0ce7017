import { readFileSync } from 'node:fs';
import type { AssigneeResolver, ProcessEnv } from '../../../flows/process-state.ts';
import { modulesOf } from '../../../src/modules/index.ts';
import { DEFAULT_FLOWS, type DefaultFlow } from '../../../src/modules/module-files.ts';

/** A BPMN file around the given process body (no diagram: the verifier and executor do not need one). */
export function bpmn(body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:oa="http://oa-office.example/schema/bpmn/oa" id="Defs" targetNamespace="http://oa-office.example/flows">
  <bpmn:process id="P" name="Test" isExecutable="true">${body}</bpmn:process>
</bpmn:definitions>`;
}

export const task = (id: string, attrs = 'oa:assigneeType="post" oa:assignee="finance"', name = id) => `<bpmn:userTask id="${id}" name="${name}" ${attrs} />`;
export const flow = (id: string, from: string, to: string, condition?: string) =>
  condition
    ? `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${condition}</bpmn:conditionExpression></bpmn:sequenceFlow>`
    : `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}" />`;

export const readShipped = (flow: Pick<DefaultFlow, 'url'>) => readFileSync(flow.url, 'utf8');

/** The Expenses area's shipped flows: department head → finance → general manager above the threshold. */
const EXPENSE_MODULE_IDS = new Set(modulesOf('expense').map((descriptor) => descriptor.moduleId));
export const EXPENSE_FLOWS = DEFAULT_FLOWS.filter((flow) => EXPENSE_MODULE_IDS.has(flow.moduleId));

/** The demo organisation: applicant 1 in a department headed by 2; finance 3 and 4; general manager 5. */
export const DEMO_USERS: Record<string, number[]> = { deptHead: [2], 'post:finance': [3, 4], 'post:gm': [5], 'role:approver': [6, 7, 8] };

export const demoResolver: AssigneeResolver = (rule) => DEMO_USERS[rule.value ? `${rule.type}:${rule.value}` : rule.type] ?? [];

export const envFor = (doc: Record<string, unknown>, resolve: AssigneeResolver = demoResolver): ProcessEnv => ({
  doc,
  params: { approvalThreshold: 10000 },
  resolve,
});
