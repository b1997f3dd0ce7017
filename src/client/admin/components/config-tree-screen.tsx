import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageCard } from '../../app/page-card.tsx';
import { ConfigFields, useConfigForm } from './config-form.tsx';
import { ConfirmDelete } from './confirm-dialog.tsx';
import { asTyped, fromRow, type FieldSpec, type FormValues } from './form-model.ts';
import { useCan, useSaved } from './use-admin.ts';

type TreeShape<Node> = { children?: Node[] };

export type ConfigTreeScreenProps<Node extends TreeShape<Node>> = {
  title: string;
  permission: string;
  nodes: readonly Node[] | undefined;
  getId: (node: Node) => number;
  getLabel: (node: Node) => string;
  /** Chips after a node's label (office type, menu type, ...). */
  renderExtra?: (node: Node) => ReactNode;
  /** Disabled nodes are shown greyed. */
  isEnabled?: (node: Node) => boolean;
  fields: readonly FieldSpec[];
  /** Values of a new node under `parentId` (null: a root). */
  defaults: (parentId: number | null) => FormValues;
  loadForEdit?: (node: Node) => Promise<Record<string, unknown>>;
  onSave: (body: Record<string, unknown>, node?: Node) => Promise<unknown>;
  onDelete?: (node: Node) => Promise<unknown>;
  toggle?: { isOn: (node: Node) => boolean; run: (node: Node, on: boolean) => Promise<unknown>; code?: string };
  /** Spec §9: tree default expand level 2. */
  expandLevel?: number;
};

type Mode = { kind: 'edit'; id: number } | { kind: 'new'; parentId: number | null } | null;

function findNode<Node extends TreeShape<Node>>(nodes: readonly Node[], id: number, getId: (node: Node) => number): Node | undefined {
  for (const node of nodes) {
    if (getId(node) === id) return node;
    const found = node.children ? findNode(node.children, id, getId) : undefined;
    if (found) return found;
  }
  return undefined;
}

function idsToLevel<Node extends TreeShape<Node>>(nodes: readonly Node[], getId: (node: Node) => number, level: number, out: string[] = []): string[] {
  if (level <= 0) return out;
  for (const node of nodes) {
    if (node.children?.length) {
      out.push(String(getId(node)));
      idsToLevel(node.children, getId, level - 1, out);
    }
  }
  return out;
}

/** The form beside the tree; remounted per node, so it always starts from that node's values. */
function NodeForm({
  fields,
  editing,
  initial,
  onSave,
  onCancel,
}: {
  fields: readonly FieldSpec[];
  editing: boolean;
  initial: FormValues;
  onSave: (body: Record<string, unknown>) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useConfigForm(fields, editing, () => initial);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(onSave);
      }}
    >
      <ConfigFields fields={fields} values={form.values} errors={form.errors} editing={editing} onChange={form.change} />
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button type="submit" variant="contained" loading={form.busy}>
          <FormattedMessage id="actions.save" />
        </Button>
        <Button onClick={onCancel}>
          <FormattedMessage id="actions.cancel" />
        </Button>
      </Box>
    </Box>
  );
}

/**
 * "A tree + a form": offices, menus, areas, project classes and help articles. The tree on the left; choosing a
 * node edits it on the right; "add child" starts a new node under it. Buttons follow `<prefix>:add|update|del`.
 */
export function ConfigTreeScreen<Node extends TreeShape<Node>>(props: ConfigTreeScreenProps<Node>) {
  const { title, permission, nodes, getId, getLabel, renderExtra, isEnabled, fields, defaults, onSave, onDelete, toggle } = props;
  const intl = useIntl();
  const can = useCan();
  const saved = useSaved();
  const [mode, setMode] = useState<Mode>(null);
  const [loaded, setLoaded] = useState<{ id: number; values: Record<string, unknown> } | null>(null);
  const [deleting, setDeleting] = useState<Node | null>(null);
  const selected = mode?.kind === 'edit' && nodes ? findNode(nodes, mode.id, getId) : undefined;
  const mayAdd = can(`${permission}:add`);
  const mayUpdate = can(`${permission}:update`);
  const mayDelete = Boolean(onDelete) && can(`${permission}:del`);
  const mayToggle = Boolean(toggle) && can(toggle?.code ?? `${permission}:update`);
  // Expansion is held here so a save (which reloads the tree) keeps it, and a new child's parent opens.
  const [expanded, setExpanded] = useState<string[] | null>(null);
  useEffect(() => {
    if (nodes && expanded === null) setExpanded(idsToLevel(nodes, getId, props.expandLevel ?? 2));
  }, [nodes, expanded, getId, props.expandLevel]);
  const expand = (id: number | null) => id !== null && setExpanded((current) => (current?.includes(String(id)) ? current : [...(current ?? []), String(id)]));

  useEffect(() => {
    if (!selected || !props.loadForEdit) return;
    let live = true;
    void props.loadForEdit(selected).then((values) => live && setLoaded({ id: getId(selected), values }));
    return () => {
      live = false;
    };
    // Reload only when another node is chosen.
  }, [selected && getId(selected)]);

  const render = (list: readonly Node[]): ReactNode =>
    list.map((node) => (
      <TreeItem
        key={getId(node)}
        itemId={String(getId(node))}
        label={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, opacity: isEnabled && !isEnabled(node) ? 0.5 : 1 }}>
            <span>{getLabel(node)}</span>
            {renderExtra?.(node)}
          </Box>
        }
      >
        {node.children?.length ? render(node.children) : null}
      </TreeItem>
    ));

  const editValues = selected ? (props.loadForEdit ? (loaded?.id === getId(selected) ? asTyped(loaded.values) : undefined) : asTyped(selected)) : undefined;

  return (
    <PageCard title={<FormattedMessage id={title} />}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 2fr) 3fr' }, gap: 3 }}>
        <Box>
          <Box sx={{ display: 'flex', gap: 1, mb: 1, flexWrap: 'wrap' }}>
            {mayAdd && (
              <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => setMode({ kind: 'new', parentId: null })}>
                <FormattedMessage id="admin.addRoot" />
              </Button>
            )}
            {mayAdd && selected && (
              <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => setMode({ kind: 'new', parentId: getId(selected) })}>
                <FormattedMessage id="admin.addChild" />
              </Button>
            )}
          </Box>
          <Box sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1, p: 1, maxHeight: 640, overflow: 'auto' }}>
            {nodes && nodes.length > 0 ? (
              <SimpleTreeView
                aria-label={intl.formatMessage({ id: title })}
                expansionTrigger="iconContainer"
                expandedItems={expanded ?? []}
                onExpandedItemsChange={(_event, ids) => setExpanded(ids)}
                selectedItems={mode?.kind === 'edit' ? String(mode.id) : null}
                onSelectedItemsChange={(_event, id) => id && setMode({ kind: 'edit', id: Number(id) })}
              >
                {render(nodes)}
              </SimpleTreeView>
            ) : (
              <Typography color="text.secondary" sx={{ p: 2 }}>
                <FormattedMessage id="table.empty" />
              </Typography>
            )}
          </Box>
        </Box>
        <Box>
          {mode === null && (
            <Typography color="text.secondary" sx={{ mt: 5, textAlign: 'center' }}>
              <FormattedMessage id="admin.tree.choose" />
            </Typography>
          )}
          {mode?.kind === 'new' && (
            <>
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                <FormattedMessage id={mode.parentId ? 'admin.addChild' : 'admin.addRoot'} />
              </Typography>
              <NodeForm
                key={`new-${mode.parentId}`}
                fields={fields}
                editing={false}
                initial={fromRow(fields, undefined, defaults(mode.parentId))}
                onCancel={() => setMode(null)}
                onSave={async (body) => {
                  const created = await onSave(body);
                  saved('messages.created');
                  expand(mode.parentId);
                  const id = (created as { id?: number; menuId?: number } | null)?.id ?? (created as { menuId?: number } | null)?.menuId;
                  setMode(typeof id === 'number' ? { kind: 'edit', id } : null);
                }}
              />
            </>
          )}
          {selected && (
            <>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                <Typography variant="subtitle2" sx={{ flex: 1 }}>
                  {getLabel(selected)}
                </Typography>
                {toggle && (
                  <FormControlLabel
                    control={
                      <Switch
                        size="small"
                        checked={toggle.isOn(selected)}
                        disabled={!mayToggle}
                        onChange={(event) =>
                          void toggle.run(selected, event.target.checked).then(
                            () => saved(),
                            () => undefined,
                          )
                        }
                      />
                    }
                    label={intl.formatMessage({ id: 'admin.enabled' })}
                  />
                )}
                {mayDelete && (
                  <Button size="small" color="error" onClick={() => setDeleting(selected)}>
                    <FormattedMessage id="admin.delete" />
                  </Button>
                )}
              </Box>
              <Divider sx={{ mb: 1 }} />
              {editValues && (
                <NodeForm
                  key={`edit-${getId(selected)}-${JSON.stringify(editValues).length}`}
                  fields={mayUpdate ? fields : fields.map((field) => ({ ...field, disabled: () => true }))}
                  editing
                  initial={fromRow(fields, editValues)}
                  onCancel={() => setMode(null)}
                  onSave={async (body) => {
                    await onSave(body, selected);
                    saved();
                  }}
                />
              )}
            </>
          )}
        </Box>
      </Box>
      {deleting && onDelete && <ConfirmDelete entry={deleting} onDelete={onDelete} onClose={() => setDeleting(null)} onDeleted={() => setMode(null)} />}
    </PageCard>
  );
}
