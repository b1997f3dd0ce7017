// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview.tsx';
import { CLIENT_CATALOGUES } from '../../src/client/i18n/messages.ts';
import { MESSAGES as CATALOGUES } from '../../src/server/lib/translate.ts';
import * as advancedSearch from '../../stories/engine/advanced-search.stories.tsx';
import * as columnSettings from '../../stories/engine/column-settings.stories.tsx';
import * as form from '../../stories/engine/module-form.stories.tsx';
import * as list from '../../stories/engine/module-list.stories.tsx';
import * as view from '../../stories/engine/module-view.stories.tsx';
import * as treePicker from '../../stories/engine/tree-picker.stories.tsx';

/** The stories render in Chinese (the preview's default language). */
const zh = (id: string): string => (CLIENT_CATALOGUES.zh as Record<string, string>)[id] ?? (CATALOGUES.zh as Record<string, string>)[id] ?? id;

const trees = composeStories(treePicker, preview);
const settings = composeStories(columnSettings, preview);
const search = composeStories(advancedSearch, preview);
const forms = composeStories(form, preview);
const lists = composeStories(list, preview);
const views = composeStories(view, preview);

afterEach(cleanup);

async function openTree() {
  fireEvent.click(screen.getByRole('combobox'));
  return screen.findByRole('tree');
}

describe('the tree picker (spec §5 Tree picker)', () => {
  it('asks for a node when none is chosen (请选择节点!)', async () => {
    render(<trees.Single />);
    await openTree();
    fireEvent.click(screen.getByRole('button', { name: zh('actions.confirm') }));
    expect(await screen.findByText(zh('tree.selectNode'))).toBeTruthy();
  });

  it('refuses a parent in leaf-only mode (只能选末节点，请重新选择!) and takes a leaf', async () => {
    render(<trees.LeafOnly />);
    const tree = await openTree();
    fireEvent.click(within(tree).getByText('中恒工程咨询集团'));
    fireEvent.click(screen.getByRole('button', { name: zh('actions.confirm') }));
    expect(await screen.findByText(zh('tree.leafOnly'))).toBeTruthy();
    fireEvent.click(within(tree).getAllByRole('button', { name: zh('tree.expand') })[0]);
    fireEvent.click(within(tree).getByText('财务部'));
    fireEvent.click(screen.getByRole('button', { name: zh('actions.confirm') }));
    await waitFor(() => expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('财务部'));
  });

  it('says when loading failed (网络错误加载失败) and when there is nothing to choose (没有相关选项)', async () => {
    render(<trees.LoadFailed />);
    await openTree();
    expect(screen.getByText(zh('tree.loadFailed'))).toBeTruthy();
    cleanup();
    render(<trees.Empty />);
    await openTree();
    expect(screen.getByText(zh('tree.noOptions'))).toBeTruthy();
  });
});

describe('the column settings panel (spec §5 Tables)', () => {
  it('refuses a fourth locked column with 锁定列不能超过三个，请检查！', () => {
    render(<settings.Administrator />);
    const lock = (label: string) => screen.getByRole('checkbox', { name: `${zh('grid.settings.lock')} ${label}` }) as HTMLInputElement;
    expect(lock(zh('modules.customer.fields.name')).checked).toBe(true);
    fireEvent.click(lock(zh('engine.columns.serialNo')));
    fireEvent.click(lock(zh('modules.customer.fields.shortName')));
    expect(settings.Administrator.args.onRefused).not.toHaveBeenCalled();
    fireEvent.click(lock(zh('modules.customer.fields.creditCode')));
    expect(settings.Administrator.args.onRefused).toHaveBeenCalledWith('engine.tooManyLocked');
    expect(lock(zh('modules.customer.fields.creditCode')).checked).toBe(false);
  });

  it('offers the default for all users to the administrator only, and restore to a personal layout', () => {
    render(<settings.PersonalLayout />);
    expect(screen.queryByRole('button', { name: zh('grid.saveDefault') })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: zh('grid.restoreDefault') }));
    expect(settings.PersonalLayout.args.onRestore).toHaveBeenCalled();
  });

  it('saves only the default for all users on the list settings screen', () => {
    render(<settings.DefaultForAll />);
    expect(screen.queryByRole('button', { name: zh('grid.saveLayout') })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: zh('grid.saveDefault') }));
    expect(settings.DefaultForAll.args.onSave).toHaveBeenCalledWith(true);
  });
});

describe('the advanced search (spec §5, §9)', () => {
  it('starts with three rows and asks for a condition (请选择查询条件！)', async () => {
    render(<search.Initial />);
    expect(screen.getAllByTestId('advanced-row')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: zh('grid.doSearch') }));
    expect(await screen.findByText(zh('engine.searchEmpty'))).toBeTruthy();
    expect(search.Initial.args.onSearch).not.toHaveBeenCalled();
  });

  it('sends bracketed and/or rows', () => {
    render(<search.Brackets />);
    fireEvent.click(screen.getByRole('button', { name: zh('grid.doSearch') }));
    expect(search.Brackets.args.onSearch).toHaveBeenCalledWith([
      { open: 1, prop: 'name', op: 'in', value: ['杭州'] },
      { logic: 'or', prop: 'name', op: 'in', value: ['宁波'], close: 1 },
      { logic: 'and', prop: 'level', op: '=', value: 'A' },
    ]);
  });
});

describe('the generic form (spec §2, §8)', () => {
  it('shows 未知控件类型 for a control type it does not know', () => {
    render(<forms.UnknownControl />);
    expect(screen.getByText(zh('form.unknownControl'))).toBeTruthy();
  });

  it('refuses to save an empty new record and marks the required fields', async () => {
    render(<forms.NewRecord />);
    fireEvent.click(screen.getByRole('button', { name: zh('actions.save') }));
    expect(await screen.findByText(zh('messages.formInvalid'))).toBeTruthy();
    expect(screen.getAllByText(zh('rules.required')).length).toBeGreaterThan(3);
  });
});

describe('the generic list (spec §4 Table behaviour)', () => {
  it('pages classically, ten rows a page by default', async () => {
    render(<lists.ClassicPaging />);
    expect(await screen.findByText('KH2026110010')).toBeTruthy();
    expect(screen.queryByText('KH2026110011')).toBeNull();
  });

  it('loads the next pages while pages remain, then says there is no more data', async () => {
    render(<lists.InfiniteScroll />);
    // jsdom lays nothing out, so the table never scrolls: it keeps loading while pages remain.
    await waitFor(() => expect(screen.getByTestId('infinite-status').textContent).toContain(zh('grid.noMore')), { timeout: 30_000 });
    expect(screen.getByTestId('infinite-status').textContent).toContain('23');
    expect(screen.getByText('KH2026110023')).toBeTruthy();
  });
});

describe('the read-only view (spec §2)', () => {
  it('names options and picks, formats money and offers print', async () => {
    render(<views.Record />);
    expect(screen.getByText('500,000.00')).toBeTruthy();
    expect(screen.getByText(zh('modules.customer.options.customerType.1'))).toBeTruthy();
    expect(await screen.findByText('陈小明', { selector: '[data-field=accountManager] dd' })).toBeTruthy();
    expect(await screen.findByText('工程一部', { selector: '[data-field=department] dd' })).toBeTruthy();
    expect(screen.getByRole('button', { name: zh('view.print') })).toBeTruthy();
  });
});
