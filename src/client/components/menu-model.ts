import { MENU_TYPE, type MenuEntry } from '../../shared/schemas/auth.schema.ts';
import { menuTitle, type Title } from '../i18n/titles.ts';

/** A route the header search may offer: its path and its title as breadcrumb levels. */
export type SearchRoute = { path: string; titles: Title[] };

function ancestors(menu: MenuEntry, byId: Map<number, MenuEntry>): MenuEntry[] {
  const chain: MenuEntry[] = [];
  for (let node: MenuEntry | undefined = menu; node; node = node.parentId ? byId.get(node.parentId) : undefined) chain.unshift(node);
  return chain;
}

/** Spec §2 Header search: the permitted (the server sends only those) and non-hidden pages. */
export function searchableRoutes(list: readonly MenuEntry[]): SearchRoute[] {
  const byId = new Map(list.map((menu) => [menu.menuId, menu]));
  return list
    .filter((menu) => menu.type === MENU_TYPE.page && menu.href && !menu.hidden)
    .filter((menu) => ancestors(menu, byId).every((node) => !node.hidden))
    .map((menu) => ({ path: menu.href!, titles: ancestors(menu, byId).map(menuTitle) }));
}

/** The menu levels above and including the page at `path` (spec §2: the breadcrumb starts from the dashboard). */
export function menuTrail(list: readonly MenuEntry[], path: string): Title[] {
  const byId = new Map(list.map((menu) => [menu.menuId, menu]));
  const menu = list.find((entry) => entry.href === path);
  return menu ? ancestors(menu, byId).map(menuTitle) : [];
}
