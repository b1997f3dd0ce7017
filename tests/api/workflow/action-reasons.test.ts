import { describe, expect, it } from 'vitest';
import { claimCalls, signedInApp } from '../../support/api.helpers.ts';

const { as } = signedInApp();
const MODULE = 'reimapplication';

const { file: fileReimbursement, act, ok, statusOf } = claimCalls(as, MODULE);

describe('a withdrawal, a change and a void say why (spec §5: at most 200 characters)', () => {
  it('refuses a withdrawal without a reason or with one of 201 characters, in the reader’s language, and takes one of 200', async () => {
    const id = await fileReimbursement(300);
    await ok('staff01', id, 'submit');
    const missing = await act('staff01', id, 'withdraw', {}, 'en');
    expect(missing.body).toMatchObject({ status: 1001, msg: 'Please give a reason: a withdrawal, a change or a void needs one' });
    expect((await act('staff01', id, 'withdraw', { examRemarks: '   ' }, 'zh')).body.msg).toBe('请填写原因：撤回、变更和作废都需要说明原因');
    const long = await act('staff01', id, 'withdraw', { examRemarks: '长'.repeat(201) }, 'es');
    expect(long.body).toMatchObject({ status: 1001, msg: 'El motivo admite como máximo 200 caracteres; tiene 201' });
    expect(await statusOf(id)).toBe(3);
    await ok('staff01', id, 'withdraw', { examRemarks: '长'.repeat(200) });
    expect(await statusOf(id)).toBe(2);
  });

  it('refuses a change or a void of a signed document without a reason, and keeps the machine’s own refusals first', async () => {
    const id = await fileReimbursement(200);
    // A draft cannot be voided: that refusal stands, whatever the reason.
    expect((await act('staff01', id, 'void.start')).body.status).toBe(1006);
    await ok('staff01', id, 'submit');
    await ok('leader01', id, 'approve');
    await ok('finance01', id, 'approve');
    expect((await act('staff01', id, 'change.start')).body).toMatchObject({ status: 1001, msg: expect.stringContaining('reason') });
    expect((await act('staff01', id, 'void.start', { examRemarks: 'x'.repeat(201) })).body.status).toBe(1001);
    // Someone else may not void it, reason or not.
    expect((await act('leader01', id, 'void.start', { examRemarks: '重复' })).body.status).toBe(4031);
    expect(await statusOf(id)).toBe(4);
    await ok('staff01', id, 'change.start', { examRemarks: '金额有误' });
    expect(await statusOf(id)).toBe(35);
  });
});
