import Chip from '@mui/material/Chip';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useDeleteMenuMutation, useMenuTreeQuery, useSaveMenuMutation, type MenuNode } from '../../api/admin.api.ts';
import type { z } from 'zod';
import type { menuBody } from '../../../shared/schemas/org.schema.ts';
import { menuTitle, titleText } from '../../i18n/titles.ts';
import { ConfigTreeScreen } from '../components/config-tree-screen.tsx';
import { codeField, enumOptions, type FieldSpec, type FormValues, parentField, nameField, SORT_FIELD, parentValue } from '../components/form-model.ts';
import { CODES } from '../../../shared/rules/rules.ts';

const isButton = (values: FormValues) => values.type === '2';
const isDirectory = (values: FormValues) => values.type === '0';

/** Menus (spec §3 Menu entry and Button permission entry): directories, pages and buttons with their codes. */
export function MenuPage() {
  const intl = useIntl();
  const { data } = useMenuTreeQuery();
  const [save] = useSaveMenuMutation();
  const [remove] = useDeleteMenuMutation();
  const title = (node: MenuNode) => titleText(intl, menuTitle(node));
  const fields = useMemo<FieldSpec[]>(
    () => [
      { name: 'type', label: 'admin.menu.type', kind: 'select', required: true, options: enumOptions(intl, 'admin.menu.types', [0, 1, 2]) },
      parentField(data, (node) => node.menuId, title, 'admin.menu.parent'),
      nameField(30),
      codeField(CODES.menu),
      { name: 'icon', label: 'admin.menu.icon', kind: 'text', maxLength: 60, hidden: isButton },
      {
        name: 'href',
        label: 'admin.menu.href',
        kind: 'text',
        maxLength: 200,
        hidden: (values) => isButton(values) || isDirectory(values),
        pattern: { regex: /^(\/[\w\-/]*)?$/, message: 'rules.url' },
      },
      { name: 'component', label: 'admin.menu.component', kind: 'text', maxLength: 100, hidden: (values) => isButton(values) || isDirectory(values) },
      {
        name: 'permission',
        label: 'admin.menu.permission',
        kind: 'text',
        maxLength: 200,
        hidden: isDirectory,
        helper: 'admin.menu.permissionHelp',
        pattern: { regex: /^([\w]+:[\w]+)(,\s*[\w]+:[\w]+)*$/, message: 'rules.alnumUnderscore' },
      },
      SORT_FIELD,
      { name: 'hidden', label: 'admin.menu.hidden', kind: 'switch', hidden: isButton },
      { name: 'noCache', label: 'admin.menu.noCache', kind: 'switch', hidden: (values) => isButton(values) || isDirectory(values) },
    ],
    [data, intl],
  );
  return (
    <ConfigTreeScreen<MenuNode>
      title="menu.system.menu"
      permission="menu"
      nodes={data}
      getId={(node) => node.menuId}
      getLabel={title}
      renderExtra={(node) => (
        <>
          <Chip
            size="small"
            variant="outlined"
            color={node.type === 2 ? 'default' : 'primary'}
            label={intl.formatMessage({ id: `admin.menu.types.${node.type}` })}
          />
          {node.permission && <Chip size="small" label={node.permission} sx={{ fontFamily: 'monospace' }} />}
          {node.hidden && <Chip size="small" label={intl.formatMessage({ id: 'admin.menu.hidden' })} />}
        </>
      )}
      expandLevel={1}
      fields={fields}
      defaults={(parentId) => ({
        parentId: parentValue(parentId),
        type: parentId === null ? '0' : '1',
        sort: '0',
        hidden: false,
        noCache: false,
      })}
      onSave={(body, node) => {
        const type = Number(body.type) as 0 | 1 | 2;
        const text = (key: string) => (typeof body[key] === 'string' && body[key] !== '' ? (body[key] as string) : null);
        const payload: z.input<typeof menuBody> = {
          menuId: node?.menuId,
          parentId: (body.parentId as number | null) ?? null,
          code: String(body.code),
          name: String(body.name),
          type,
          href: text('href'),
          component: text('component'),
          icon: text('icon'),
          permission: text('permission'),
          sort: Number(body.sort ?? 0),
          hidden: body.hidden === true,
          noCache: body.noCache === true,
        };
        return save(payload).unwrap();
      }}
      onDelete={(node) => remove(node.menuId).unwrap()}
    />
  );
}
