/**
 * Moddle descriptor of our BPMN extension (namespace prefix `oa`), for bpmn-moddle here and for bpmn-js and its
 * properties panel in the designer. User tasks carry the assignee rule, the multi-approval settings, the approver's
 * field rights and the time limit; send tasks copy the document to people (CC).
 */
export const OA_NAMESPACE = 'http://oa-office.example/schema/bpmn/oa';

export const OA_MODDLE_DESCRIPTOR = {
  name: 'OA',
  prefix: 'oa',
  uri: OA_NAMESPACE,
  xml: { tagAlias: 'lowerCase' },
  associations: [],
  types: [
    {
      name: 'ApprovalTask',
      extends: ['bpmn:UserTask'],
      properties: [
        /** post | role | users | deptHead | projectLeader | chosen */
        { name: 'assigneeType', isAttr: true, type: 'String' },
        /** Post code, role code, or comma-separated user ids. */
        { name: 'assignee', isAttr: true, type: 'String' },
        /** all | any | vote; absent: one of the assignees decides. */
        { name: 'multi', isAttr: true, type: 'String' },
        /** For vote: a share in (0, 1] of the assignees, or a head count above 1. */
        { name: 'threshold', isAttr: true, type: 'Real' },
        { name: 'noSelfApproval', isAttr: true, type: 'Boolean' },
        { name: 'skipRepeated', isAttr: true, type: 'Boolean' },
        /** company (default) | group: where a post or role is looked for. */
        { name: 'assigneeScope', isAttr: true, type: 'String' },
        /** `field:editable|readonly|hidden` pairs, comma-separated; unlisted fields are read-only for the approver. */
        { name: 'fieldRights', isAttr: true, type: 'String' },
        /** `48h` (hours) or `3wd` (working days of the holiday calendar). */
        { name: 'timeLimit', isAttr: true, type: 'String' },
        /** remind | approve | reject | escalate (to the assignee's department head). */
        { name: 'onTimeout', isAttr: true, type: 'String' },
        /** Hours between reminders once the time limit has passed. */
        { name: 'remindEvery', isAttr: true, type: 'Real' },
        /** Print the approver's handwritten signature beside this step. */
        { name: 'signature', isAttr: true, type: 'Boolean' },
      ],
    },
    {
      name: 'CcTask',
      extends: ['bpmn:SendTask'],
      properties: [
        { name: 'assigneeType', isAttr: true, type: 'String' },
        { name: 'assignee', isAttr: true, type: 'String' },
        { name: 'assigneeScope', isAttr: true, type: 'String' },
      ],
    },
    {
      // A name in each interface language besides the source one (Chinese, the BPMN `name`), for the readers of
      // that language: the steps in to-do lists, tracing and history, the flow in process management.
      name: 'TranslatedName',
      extends: ['bpmn:FlowElement', 'bpmn:Process'],
      properties: [
        { name: 'nameEn', isAttr: true, type: 'String' },
        { name: 'nameEs', isAttr: true, type: 'String' },
      ],
    },
    {
      name: 'ApprovalProcess',
      extends: ['bpmn:Process'],
      properties: [{ name: 'moduleId', isAttr: true, type: 'Integer' }],
    },
  ],
} as const;
