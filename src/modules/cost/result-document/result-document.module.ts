import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, remark, titleField } from '../../common-fields.ts';
import { defineModule, type DeclaredModule } from '../../module.types.ts';
import labels from './result-document.labels.json' with { type: 'json' };

type Kind = keyof typeof labels.kinds;

/** What sets one kind of result document apart: its spec moduleId, permission prefix, serial prefix and menu place. */
type KindDef = { kind: Kind; moduleId: number; permission: string; serialPrefix: string; sort: number };

/**
 * Bidding and cost: the result documents of an engineering-consulting project (spec §1 result-document management,
 * moduleIds 21-24), one descriptor per kind from this one definition. A project member (or its leader) files a
 * deliverable into a folder of the project (`memberOf`: anyone else is refused); its project leader and then the
 * department head approve it through the shared `resultDocument` flow. A new upload of a signed document is a
 * change of the same record: each approved change is a new version and the earlier versions keep their files.
 */
function resultDocument({ kind, moduleId, permission, serialPrefix, sort }: KindDef) {
  const { kinds: _kinds, report: _report, ...shared } = labels;
  return defineModule({
    labels: { ...shared, title: labels.kinds[kind] },
    moduleId,
    permission,
    flow: 'resultDocument',
    serial: `${serialPrefix}{yyyy}{mm}{seq:4}`,
    menu: { sort, icon: 'folder_open' },
    fields: [
      titleField({ maxLength: 150, width: 260 }),
      {
        key: 'project',
        type: 'recordPick',
        target: { module: 'project' },
        rules: [r.required],
        column: { width: 220 },
        memberOf: { table: 'members', column: 'member', or: 'projectLeader' },
      },
      { key: 'contract', type: 'recordPick', target: { module: 'contract' }, column: { width: 200 } },
      {
        key: 'folder',
        type: 'select',
        options: { values: ['feasibility', 'design', 'bidding', 'construction', 'completion'] },
        rules: [r.required],
        column: { width: 140, align: 'center' },
      },
      dateField('issuedOn', { required: true }),
      { ...attachments('file', 5), rules: [r.required] },
      remark('description'),
    ],
    capabilities: {
      // Spec §6 type code 16: the project leader (the picked project's) keeps the creator's rights and approves first.
      access: { projectLeader: 'project.projectLeader' },
      subFlows: ['change', 'void', 'archive'],
    },
  }) satisfies DeclaredModule;
}

/** 21: cost estimate and budget reports; document management's form (spec §2 `/cost/document/addDocument`) and the count report of all four kinds. */
const estimate = resultDocument({ kind: 'estimate', moduleId: 21, permission: 'document', serialPrefix: 'CGGS', sort: 54 });
const estimateDocuments = defineModule({
  ...estimate,
  labels: { ...estimate.labels, report: labels.report },
  formRoute: '/cost/document/addDocument',
  // By month of the issue date and by kind (`type: 'module'`: this module and those `with` names).
  capabilities: {
    ...estimate.capabilities,
    report: {
      key: 'document',
      permission: 'documentCount',
      date: 'issuedOn',
      type: 'module',
      with: ['documentsettlement', 'documentopinion', 'documentother'],
      sort: 60,
      icon: 'folder_open',
    },
  },
});
/** 22: settlement audit reports. */
const settlementDocuments = resultDocument({
  kind: 'settlement',
  moduleId: 22,
  permission: 'documentSettlement',
  serialPrefix: 'CGJS',
  sort: 55,
});
/** 23: consulting opinions. */
const opinionDocuments = resultDocument({
  kind: 'opinion',
  moduleId: 23,
  permission: 'documentOpinion',
  serialPrefix: 'CGZX',
  sort: 56,
});
/** 24: other deliverables. */
const otherDocuments = resultDocument({
  kind: 'other',
  moduleId: 24,
  permission: 'documentOther',
  serialPrefix: 'CGQT',
  sort: 57,
});

/** The four kinds, by the keys the area lists them under. */
export const modules = {
  document: estimateDocuments,
  documentsettlement: settlementDocuments,
  documentopinion: opinionDocuments,
  documentother: otherDocuments,
};
