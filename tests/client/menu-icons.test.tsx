import { describe, expect, it } from 'vitest';
import { hasMenuIcon } from '../../src/client/components/menu-icons.tsx';
import { MODULE_AREAS, MODULES } from '../../src/modules/index.ts';
import { ATTENDANCE_MENUS, SHELL_MENUS } from '../../src/server/seed/menu-catalog.ts';

/** A menu whose icon the sidebar does not know shows a folder: every name the code gives a menu is drawn. */
describe('the menu icons', () => {
  it('draw every icon an area, a module, a count report or a page of the shell names', () => {
    const named = [
      ...MODULE_AREAS.map((area) => ['area', area.key, area.icon]),
      ...MODULES.map((module) => ['module', module.key, module.menu?.icon]),
      ...MODULES.flatMap((module) => (module.capabilities.report ? [['report', module.key, module.capabilities.report.icon]] : [])),
      ...[...SHELL_MENUS, ...ATTENDANCE_MENUS].map((menu) => ['menu', menu.code, menu.icon]),
    ].filter(([, , icon]) => icon);
    expect(named.filter(([, , icon]) => !hasMenuIcon(icon!))).toEqual([]);
  });
});
