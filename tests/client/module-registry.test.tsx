// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useModule, useModuleForPath } from '../../src/client/engine/module/module-registry.ts';
import { useShownLanguage } from '../../src/client/i18n/interface-language.ts';

/** What a hook gives once its modules have loaded (undefined means still loading). */
async function loaded<T>(hook: () => T): Promise<T> {
  const { result } = renderHook(hook);
  await waitFor(() => expect(result.current).not.toBeUndefined());
  return result.current;
}

const shownParts = () => [...renderHook(useShownLanguage).result.current.parts];

describe('the module registry (engine/module/module-registry.ts)', () => {
  it('loads the module a list, form or view path names, alone, with its labels in the shown language', async () => {
    expect((await loaded(() => useModuleForPath('/client/customer')))?.key).toBe('customer');
    expect((await loaded(() => useModuleForPath('/client/customer/edit')))?.key).toBe('customer');
    expect(shownParts()).toEqual(['modules.customer']);
    expect(renderHook(useShownLanguage).result.current.messages['modules.customer.title']).toBe('Customer information');
    expect((await loaded(() => useModuleForPath('/library/honors/view')))?.key).toBe('honors');
    expect(shownParts()).toEqual(['modules.customer', 'modules.honors']);
  });

  it('finds a module by key alone, and nothing for a key no area lists', async () => {
    expect((await loaded(() => useModule('loan')))?.area).toBe('expense');
    expect(await loaded(() => useModule('nothing'))).toBeNull();
  });

  it('serves a form at the path the spec names for it, before its module has loaded (receipts: /istration/receipt/addReceipt)', async () => {
    expect((await loaded(() => useModuleForPath('/istration/receipt/addReceipt')))?.key).toBe('receipt');
    expect(await loaded(() => useModuleForPath('/client/nothing'))).toBeNull();
  });
});
