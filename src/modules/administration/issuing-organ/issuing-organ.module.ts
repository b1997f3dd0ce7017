import { r } from '../../../shared/rules/rules.ts';
import { remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Administration: the register of issuing organs (发文机关, no approval): the organ's name, its number template (发文字号
 * 模板: `{yyyy}` the year, `{n}` the sequence, such as `中恒发〔{yyyy}〕{n}号`), the office it speaks for and whether it
 * is in use. Each organ numbers its outgoing documents from 1 every year (descriptor `numbering` of `outgoing`).
 * Read by all who list it, to pick one in an outgoing document.
 */
export default defineModule({
  serial: 'JG{seq:3}',
  menu: { sort: 30, icon: 'account_balance' },
  fields: [
    titleField({ key: 'name', maxLength: 50 }),
    { key: 'template', type: 'text', rules: [r.required, r.maxLength(50)], column: { width: 200 } },
    { key: 'office', type: 'treePick', source: 'office', column: { width: 160 } },
    { key: 'state', type: 'select', options: { values: ['inUse', 'disabled'] }, rules: [r.required], column: { width: 90, align: 'center' } },
    remark(),
  ],
  capabilities: {
    access: { readByAll: true },
    unique: [{ field: 'name', messageId: 'engine.alreadyRegistered' }],
  },
});
