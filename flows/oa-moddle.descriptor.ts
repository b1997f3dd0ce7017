/**
 * Moddle descriptor of our BPMN extension (namespace prefix `oa`), for bpmn-moddle here and for bpmn-js and its
 * properties panel in the designer. User tasks carry the assignee rule and the multi-approval settings.
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
      ],
    },
    {
      name: 'ApprovalProcess',
      extends: ['bpmn:Process'],
      properties: [{ name: 'moduleId', isAttr: true, type: 'Integer' }],
    },
  ],
} as const;
