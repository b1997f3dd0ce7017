import { r } from '../../../shared/rules/rules.ts';
import { remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Administration: common groups (常用组, no approval): a named list of people, offered wherever users are picked
 * (a circulation's readers, a copy's recipients, approvers chosen in the approval dialog): picking the group picks
 * its members. Read by all who list it (`readByAll`); its name is registered once (`unique`).
 */
export default defineModule({
  serial: 'ZU{seq:3}',
  menu: { sort: 60, icon: 'groups' },
  fields: [
    titleField({ key: 'name', maxLength: 50 }),
    {
      key: 'members',
      type: 'recordPick',
      target: 'user',
      multiple: true,
      groups: { module: 'commongroup', members: 'members' },
      rules: [r.required],
      span: 24,
      column: { width: 320 },
    },
    remark(),
  ],
  capabilities: {
    access: { readByAll: true },
    unique: [{ field: 'name', messageId: 'engine.alreadyRegistered' }],
  },
});
