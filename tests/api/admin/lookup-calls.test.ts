import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../../../src/shared/dictionaries.ts';
import { delegatedAdmin, signedInApp } from '../../support/api.helpers.ts';

const { t, as, ids } = signedInApp();
const EN = { 'accept-language': 'en' };
const ES = { 'accept-language': 'es' };
const ZH = { 'accept-language': 'zh' };

type Menu = { menuId: number; parentId: number | null; code: string; type: number };
type Node = { id: number; title: string; content: string; children?: Node[] };
const flat = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])]);

describe('help centre lookups (spec §7 Help centre)', () => {
  it('answers the whole help centre with contents, in the reader’s language', async () => {
    const trees = (await as.staff01.get('/helpcenter/queryTrees', EN)).body;
    expect(trees.status).toBe(200);
    const titles = (await as.staff01.get('/helpcenter/queryTree', EN)).body.data as Node[];
    expect(flat(trees.data).map((node) => node.id)).toEqual(flat(titles).map((node) => node.id));
    const start = flat(trees.data).find((node) => node.title === 'Getting started')!;
    expect(start.content).toContain('Sign in with your account');
    const spanish = flat((await as.staff01.get('/helpcenter/queryTrees', ES)).body.data as Node[]);
    expect(spanish.find((node) => node.id === start.id)!.title).toBe('Primeros pasos');
  });

  it('finds the help of a menu entry the user sees, by its code or its nearest parent’s', async () => {
    const menus = (await as.staff01.get('/menu/userMenu')).body.data.list as Menu[];
    const page = menus.find((menu) => menu.parentId !== null && menu.type !== 0) ?? menus.find((menu) => menu.parentId !== null)!;
    const parent = menus.find((menu) => menu.menuId === page.parentId)!;
    expect((await as.staff01.get(`/helpcenter/menu/${page.menuId}`)).body).toMatchObject({ status: 200, data: null });

    const article = await as.admin.post('/helpcenter', {
      parentId: null,
      code: parent.code,
      title: '本组帮助',
      content: '<p>组</p>',
      titleEn: 'Group help',
      contentEn: '<p>group</p>',
    });
    expect(article.body.status).toBe(200);
    const viaParent = (await as.staff01.get(`/helpcenter/menu/${page.menuId}`, EN)).body.data;
    expect(viaParent).toMatchObject({ id: article.body.data.id, title: 'Group help' });
    const own = await as.admin.post('/helpcenter', { parentId: null, code: page.code, title: '本页帮助', content: '<p>页</p>' });
    expect((await as.staff01.get(`/helpcenter/menu/${page.menuId}`, ZH)).body.data).toMatchObject({ id: own.body.data.id, title: '本页帮助' });

    // A menu entry the user does not see is not found; a malformed id is bad input in the caller's language.
    const all = (await as.admin.get('/menu/userMenu')).body.data.list as Menu[];
    const hidden = all.find((menu) => !menus.some((seen) => seen.menuId === menu.menuId))!;
    expect((await as.staff01.get(`/helpcenter/menu/${hidden.menuId}`, EN)).body.status).toBe(404);
    const bad = await as.staff01.get('/helpcenter/menu/abc', ES);
    expect(bad.body.status).toBe(1001);
  });
});

describe('dictionary labels for every dictionary (spec §7 Dictionary)', () => {
  it('answers getDictLabels and getDictTreeLabels for each shipped key', async () => {
    for (const dictionary of DICTIONARIES) {
      const labels = (await as.staff01.get(`/dict/getDictLabels/${dictionary.code}`)).body;
      expect(labels.status, dictionary.code).toBe(200);
      expect(labels.data.map((entry: { value: string }) => entry.value)).toEqual(dictionary.values.map((value) => value.value));
      const tree = (await as.staff01.get(`/dict/getDictTreeLabels/${dictionary.code}`, ES)).body;
      expect(tree.status, dictionary.code).toBe(200);
      expect(tree.data.map((node: { value: string; label: string }) => [node.value, node.label])).toEqual(
        dictionary.values.map((value) => [value.value, value.label.es]),
      );
      expect(tree.data.every((node: { children: unknown[] }) => node.children.length === 0)).toBe(true);
    }
    expect((await as.staff01.get('/dict/getDictTreeLabels/noSuchKey', EN)).body.status).toBe(404);
    const bad = await as.staff01.get('/dict/getDictTreeLabels/a%20b', ZH);
    expect(bad.body.status).toBe(1001);
  });
});

describe('sign authorizations by configuration (spec §7 Other)', () => {
  it('lists those in force, or every one for the grantor and sign-authorization admins', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const base = { grantorId: ids.manager01, signerId: ids.leader01, modules: ['reimapplication'] };
    const inForce = (await as.admin.post('/sign/auth', { ...base, validFrom: today, validTo: today })).body.data;
    const past = (await as.admin.post('/sign/auth', { ...base, signerId: ids.finance01, validFrom: '2020-01-01', validTo: '2020-12-31' })).body.data;
    const path = (b: string, c = 'reimapplication', a = ids.manager01) => `/sign/getConfigSignList/${a}/${b}/${c}`;

    const current = (await as.staff01.get(path('1'))).body;
    expect(current.status).toBe(200);
    expect(current.data.map((row: { id: number }) => row.id)).toEqual([inForce.id]);
    expect(current.data[0]).toMatchObject({ signerName: '张经理', inForce: true });
    const every = (await as.manager01.get(path('0'))).body.data.map((row: { id: number }) => row.id);
    expect(every).toEqual(expect.arrayContaining([inForce.id, past.id]));
    expect((await as.admin.get(path('0'))).body.data.length).toBe(every.length);
    expect((await as.staff01.get(path('0'), EN)).body.status).toBe(4031);
    expect((await as.staff01.get(path('1', 'invoice'))).body.data).toEqual([]);
    expect((await as.staff01.get(path('2'), EN)).body.status).toBe(1001);
  });
});

describe('search configuration of a list (spec §7 seekList)', () => {
  it('names what a module’s list may be searched by, for those who may list it', async () => {
    const answer = (await as.staff01.get('/seekList/reimapplication.json', EN)).body;
    expect(answer.status).toBe(200);
    const props = answer.data as { prop: string; label: string; comparisons: string[]; options?: { value: string; label: string }[] }[];
    expect(props[0]).toMatchObject({ prop: 'serialNo', label: 'Number' });
    const type = props.find((prop) => prop.prop === 'reimbursementType')!;
    expect(type.options!.length).toBeGreaterThan(0);
    expect(type.comparisons).toContain('in');
    expect(props.map((prop) => prop.prop)).toContain('status');
    expect((await as.staff01.get('/seekList/noSuchModule.json', EN)).body.status).toBe(404);
    // Someone who may not open the module's list is refused like its list.
    const { caller } = await delegatedAdmin(t, as.admin, { loginName: 'nolists01', codes: [] });
    expect((await caller.post('/m/reimapplication/page', {})).body.status).toBe(4031);
    const refused = (await caller.get('/seekList/reimapplication.json', ZH)).body;
    expect(refused.status).toBe(4031);
    expect(refused.msg).toBe('没有权限执行此操作');
    expect((await as.staff01.get('/seekList/reimapplication.xml', EN)).body.status).toBe(1001);
  });
});
