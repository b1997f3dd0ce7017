import { useCatalogTreeQuery, useDeleteCatalogNodeMutation, useSaveCatalogNodeMutation, type CatalogKind, type CatalogNode } from '../../api/admin.api.ts';
import { ConfigTreeScreen } from '../components/config-tree-screen.tsx';
import {
  codeField,
  codedEntryBody,
  type FieldSpec,
  parentField,
  translatedNameFields,
  SORT_FIELD,
  ENABLED_FIELD,
  parentValue,
} from '../components/form-model.ts';
import { CODES } from '../../../shared/rules/rules.ts';

const TITLES: Record<CatalogKind, string> = { area: 'menu.system.area', projectClass: 'menu.system.projectClass' };

/** Areas (region tree) and project classification: the same plain tree at /catalog/{kind}. */
export function CatalogPage({ kind }: { kind: CatalogKind }) {
  const { data } = useCatalogTreeQuery(kind);
  const [save] = useSaveCatalogNodeMutation();
  const [remove] = useDeleteCatalogNodeMutation();
  const fields: FieldSpec[] = [
    {
      ...parentField(
        data,
        (node) => node.id,
        (node) => node.name,
      ),
      // The server keeps a node under its parent once created.
      disabled: (_values, editing) => editing,
    },
    ...translatedNameFields(60),
    codeField(CODES.catalogNode),
    SORT_FIELD,
    ENABLED_FIELD,
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
      defaults={(parentId) => ({ parentId: parentValue(parentId), sort: '0', enabled: true })}
      onSave={(body, node) =>
        save({
          kind,
          id: node?.id,
          body: { parentId: (body.parentId as number | null) ?? null, ...codedEntryBody(body) },
        }).unwrap()
      }
      onDelete={(node) => remove({ kind, id: node.id }).unwrap()}
    />
  );
}

export const AreaPage = () => <CatalogPage kind="area" />;
export const ProjectClassPage = () => <CatalogPage kind="projectClass" />;
