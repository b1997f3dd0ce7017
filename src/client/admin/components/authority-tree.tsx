import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MenuNode } from '../../api/admin.api.ts';
import { menuTitle, titleText } from '../../i18n/titles.ts';

/** A menu as the authority tree shows it: pages with their button permission entries beneath them. */
export type AuthorityItem = { id: string; label: string; permission: string | null; type: number; children: AuthorityItem[] };

function toItems(nodes: readonly MenuNode[], title: (node: MenuNode) => string): AuthorityItem[] {
  return nodes.map((node) => ({
    id: String(node.menuId),
    label: title(node),
    permission: node.permission,
    type: node.type,
    children: toItems(node.children, title),
  }));
}

function ancestorsOf(nodes: readonly MenuNode[], path: number[] = [], out = new Map<number, number[]>()): Map<number, number[]> {
  for (const node of nodes) {
    out.set(node.menuId, path);
    ancestorsOf(node.children, [...path, node.menuId], out);
  }
  return out;
}

function allIds(nodes: readonly MenuNode[], out: string[] = []): string[] {
  for (const node of nodes) {
    if (node.children.length) out.push(String(node.menuId));
    allIds(node.children, out);
  }
  return out;
}

/**
 * Authority config: a checkbox tree of every menu, each page followed by its buttons and their permission codes.
 * Checking a button checks its page and directory too, since a code without its page would be unreachable.
 */
export function AuthorityTree({
  menus,
  value,
  onChange,
  readOnly,
}: {
  menus: readonly MenuNode[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  readOnly?: boolean;
}) {
  const intl = useIntl();
  const title = (node: MenuNode) => titleText(intl, menuTitle(node));
  const items = useMemo(() => toItems(menus, title), [menus, intl]);
  const ancestors = useMemo(() => ancestorsOf(menus), [menus]);
  const expanded = useMemo(() => allIds(menus), [menus]);
  return (
    <Box sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1, p: 1, maxHeight: 520, overflow: 'auto' }}>
      <RichTreeView<AuthorityItem, true>
        aria-label={intl.formatMessage({ id: 'admin.role.authority' })}
        items={items}
        multiSelect
        checkboxSelection
        disableSelection={readOnly}
        defaultExpandedItems={expanded}
        selectionPropagation={{ descendants: true, parents: false }}
        selectedItems={value.map(String)}
        onSelectedItemsChange={(_event, ids) => {
          const chosen = new Set(ids.map(Number));
          // Keep the path to every chosen entry granted as well.
          for (const id of [...chosen]) for (const ancestor of ancestors.get(id) ?? []) chosen.add(ancestor);
          onChange([...chosen]);
        }}
        slotProps={{
          item: ({ itemId }) => {
            const permission = findPermission(items, itemId);
            return permission ? { label: <ItemLabel text={labelOf(items, itemId)} code={permission} /> } : {};
          },
        }}
      />
    </Box>
  );
}

function ItemLabel({ text, code }: { text: string; code: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
      {text}
      <Chip size="small" variant="outlined" label={code} sx={{ fontFamily: 'monospace', height: 20 }} />
    </Box>
  );
}

function find(items: readonly AuthorityItem[], id: string): AuthorityItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const found = find(item.children, id);
    if (found) return found;
  }
  return undefined;
}
const findPermission = (items: readonly AuthorityItem[], id: string) => find(items, id)?.permission ?? null;
const labelOf = (items: readonly AuthorityItem[], id: string) => find(items, id)?.label ?? '';
