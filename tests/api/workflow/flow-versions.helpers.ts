import { expect } from 'vitest';
import type { Caller } from '../../support/api.helpers.ts';

/** The XML of the version a flow key shipped with (its first), whatever was published since. */
export async function shippedXml(admin: Caller, flowKey: string): Promise<string> {
  const versions = (await admin.get(`/flow/definitions?flowKey=${flowKey}`)).body.data as { id: number }[];
  const shipped = versions.sort((a, b) => a.id - b.id)[0];
  return ((await admin.get(`/flow/definitions/${shipped.id}`)).body.data as { xml: string }).xml;
}

/** Publishes `xml` as the flow's newest version (as an administrator would from the designer); answers its id. */
export async function publishVersion(admin: Caller, flowKey: string, xml: string): Promise<number> {
  const draft = await admin.post('/flow/definitions', { flowKey, xml });
  expect(draft.body.status, draft.body.msg).toBe(200);
  const published = await admin.post(`/flow/definitions/${draft.body.data.id}/publish`);
  expect(published.body.status, published.body.msg).toBe(200);
  return draft.body.data.id as number;
}

/** The shipped flow with attributes added to one of its user tasks, published. */
export async function publishWithStep(admin: Caller, flowKey: string, taskId: string, attributes: string): Promise<number> {
  const xml = await shippedXml(admin, flowKey);
  const changed = xml.replace(new RegExp(`(<bpmn:userTask id="${taskId}")`), `$1 ${attributes}`);
  expect(changed).not.toBe(xml);
  return publishVersion(admin, flowKey, changed);
}

/** A BPMN document around a process body (start, tasks, gateways, flows), without a diagram. */
export const bpmnOf = (processId: string, moduleId: number, body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:oa="http://oa-office.example/schema/bpmn/oa" id="Definitions_${processId}" targetNamespace="http://oa-office.example/flows">
  <bpmn:process id="${processId}" name="${processId}" isExecutable="true" oa:moduleId="${moduleId}">${body}</bpmn:process>
</bpmn:definitions>`;

/** A sequence flow. */
export const flow = (id: string, from: string, to: string, condition?: string) =>
  condition
    ? `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${condition}</bpmn:conditionExpression></bpmn:sequenceFlow>`
    : `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}" />`;

/** A user task of named users (`oa:assignee` the ids), with more attributes as given. */
export const usersTask = (id: string, name: string, users: readonly number[], attributes = '') =>
  `<bpmn:userTask id="${id}" name="${name}" oa:assigneeType="users" oa:assignee="${users.join(',')}" ${attributes} />`;

/**
 * A reimbursement flow body with two parallel branches around the user tasks given:
 * A → split → (B1 → B2 | C1) → join → D → end.
 */
export function parallelBranches(tasks: Record<'A' | 'B1' | 'B2' | 'C1' | 'D', string>): string {
  const links = [
    ['S', 'A'],
    ['A', 'Split'],
    ['Split', 'B1'],
    ['B1', 'B2'],
    ['B2', 'Join'],
    ['Split', 'C1'],
    ['C1', 'Join'],
    ['Join', 'D'],
    ['D', 'E'],
  ];
  return (
    `<bpmn:startEvent id="S" />${tasks.A}<bpmn:parallelGateway id="Split" />${tasks.B1}${tasks.B2}${tasks.C1}` +
    `<bpmn:parallelGateway id="Join" />${tasks.D}<bpmn:endEvent id="E" />` +
    links.map(([from, to]) => flow(`${from}-${to}`, from, to)).join('')
  );
}
