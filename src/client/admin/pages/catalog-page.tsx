import { useCatalogTreeQuery, useDeleteCatalogNodeMutation, useSaveCatalogNodeMutation, type CatalogKind, type CatalogNode } from '../../api/admin.api.ts';
import { ConfigTreeScreen } from '../components/config-tree-screen.tsx';
import { codeField, type FieldSpec, treeOptions } from '../components/form-model.ts';
import { CODES } from '../../../shared/rules/rules.ts';

const TITLES: Record<CatalogKind, string> = { area: 'menu.system.area', projectClass: 'menu.system.projectClass' };

/** Areas (region tree) and project classification: the same plain tree at /catalog/{kind}. */
export function CatalogPage({ kind }: { kind: CatalogKind }) {
  const { data } = useCatalogTreeQuery(kind);
  const [save] = useSaveCatalogNodeMutation();
  const [remove] = useDeleteCatalogNodeMutation();
  const fields: FieldSpec[] = [
    {
      name: 'parentId',
      label: 'admin.parent',
      kind: 'select',
      numeric: true,
      options: treeOptions(
        data ?? [],
        (node) => node.id,
        (node) => node.name,
      ),
      // The server keeps a node under its parent once created.
      disabled: (_values, editing) => editing,
    },
    { name: 'name', label: 'admin.name', kind: 'text', required: true, maxLength: 60 },
    codeField(CODES.catalogNode),
    { name: 'sort', label: 'admin.sort', kind: 'number' },
    { name: 'enabled', label: 'admin.enabled', kind: 'switch' },
  ];
  return (
    <ConfigTreeScreen<CatalogNode>
      title={TITLES[kind]}
      permission={kind}
      nodes={data}
      getId={(node) => node.id}
      getLabel={(node) => `${node.name} (${node.code})`}
      isEnabled={(node) => node.enabled}
      fields={fields}
      defaults={(parentId) => ({ parentId: parentId === null ? '' : String(parentId), sort: '0', enabled: true })}
      onSave={(body, node) =>
        save({
          kind,
          id: node?.id,
          body: {
            parentId: (body.parentId as number | null) ?? null,
            code: String(body.code),
            name: String(body.name),
            sort: Number(body.sort ?? 0),
            enabled: body.enabled === true,
          },
        }).unwrap()
      }
      onDelete={(node) => remove({ kind, id: node.id }).unwrap()}
    />
  );
}

export const AreaPage = () => <CatalogPage kind="area" />;
export const ProjectClassPage = () => <CatalogPage kind="projectClass" />;
