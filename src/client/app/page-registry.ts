import { createContext, useContext, type ComponentType } from 'react';
import { matchPath } from 'react-router';
import type { MenuEntry } from '../../shared/schemas/auth.schema.ts';
import { menuTitle, type Title } from '../i18n/titles.ts';
import type { PermissionMeta } from '../lib/permissions.ts';
import { onDemand } from './on-demand.ts';

/** Spec §2 route meta. `permission` is indexed by the query value `pt` (default 0). */
export type PageMeta = {
  title: Title;
  permission?: PermissionMeta;
  noCache?: boolean;
  affix?: boolean;
  /** Not shown in the sidebar or the header search. */
  hidden?: boolean;
  /** Not recorded as a tab (the redirect view). */
  noTag?: boolean;
};

export type PageDefinition = {
  /** The menu `component` key that opens this page (menus from the server point at pages by this key). */
  component: string;
  /** The route pattern served when no menu names another one; generic pages may have none. */
  path?: string;
  load: () => Promise<ComponentType>;
  meta: PageMeta;
};

export type RegisteredPage = PageDefinition & { Page: ComponentType };

/** A page resolved for a location: which component, under which tab name, with which meta. */
export type ResolvedPage = { name: string; page: RegisteredPage; meta: PageMeta; menu?: MenuEntry };

/** The resolved page each screen is rendered as, provided by the shell's outlet. */
export const PageContext = createContext<ResolvedPage | null>(null);

/** The resolved page a screen is rendered as (its menu, title, permissions): generic screens read their module from it. */
export function useCurrentPage(): ResolvedPage | null {
  return useContext(PageContext);
}

const byComponent = new Map<string, RegisteredPage>();

/** Shown for a menu whose component no registered page provides (spec §8: module-not-found error). */
export const MISSING_COMPONENT = 'module-missing';

/**
 * The page registry: the one place a screen is declared. Fixed shell pages register here with a path; module
 * pages (the generic list, form and view screens) register once by component key, and each menu whose
 * `component` names them becomes a route at the menu's `href`. Pages load lazily, so the login route stays small.
 */
export function registerPage(definition: PageDefinition): void {
  byComponent.set(definition.component, { ...definition, Page: onDemand(definition.load) });
}

const deferred: ((pathname: string) => Promise<unknown>)[] = [];

/**
 * Pages declared by code that loads on demand: a module's form and view come with the module, which the shell does
 * not load. The shell loads what may serve a path before it calls the path unknown.
 */
export function registerDeferredPages(load: (pathname: string) => Promise<unknown>): void {
  deferred.push(load);
}

export function loadDeferredPages(pathname: string): Promise<unknown> {
  return Promise.all(deferred.map((load) => load(pathname)));
}

export function registeredPages(): RegisteredPage[] {
  return [...byComponent.values()];
}

export function pageByComponent(component: string): RegisteredPage | undefined {
  return byComponent.get(component);
}

/** Finds the page of a path: first a menu pointing at a registered component, then the registry's own paths. */
export function resolvePage(pathname: string, menus: readonly MenuEntry[]): ResolvedPage | undefined {
  for (const menu of menus) {
    if (!menu.href || !menu.component) continue;
    const page = byComponent.get(menu.component) ?? byComponent.get(MISSING_COMPONENT);
    if (page && matchPath({ path: menu.href, end: true }, pathname)) {
      const permission = page.meta.permission ?? (menu.permission ? [menu.permission] : undefined);
      return {
        name: menu.href,
        page,
        menu,
        meta: {
          ...page.meta,
          title: menuTitle(menu),
          permission,
          noCache: menu.noCache || page.meta.noCache,
          affix: menu.affix || page.meta.affix,
          hidden: menu.hidden,
        },
      };
    }
  }
  for (const page of byComponent.values()) {
    if (page.path && matchPath({ path: page.path, end: true }, pathname)) return { name: page.path, page, meta: page.meta };
  }
  return undefined;
}
