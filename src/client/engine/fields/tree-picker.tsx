import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { PopoverActions } from '../../components/popover-actions.tsx';

/** A node as the tree data holds it; label and id keys are named by `labelName` / `idName`. */
export type TreeNode = { children?: TreeNode[] } & Record<string, unknown>;
type Id = string | number;

/** Spec §3 Tree select props. */
export type TreePickerProps = {
  data: readonly TreeNode[] | undefined;
  /** The selected id (single) or ids (multiple). */
  selectItem: Id | readonly Id[] | null;
  onChange: (value: Id | Id[] | null) => void;
  multiple?: boolean;
  /** Show the number of children after a branch's label. */
  showCount?: boolean;
  /** Multiple mode: a checked branch does not check its children. */
  flat?: boolean;
  /** Multiple mode: at most this many chips shown in the box. */
  limit?: number;
  /** Spec §9: tree default expand level 2. */
  defaultExpandLevel?: number;
  /** Leaf-only mode: choosing a parent is refused (只能选末节点，请重新选择!). */
  disableBranchNodes?: boolean;
  labelName?: string;
  idName?: string;
  /** Keep the root node; otherwise its children are the first level. */
  hasRoot?: boolean;
  /** Nodes whose `disName` equals `disVallue` cannot be chosen. */
  disName?: string;
  disVallue?: unknown;
  disabled?: boolean;
  placeholder?: string;
  /** Loading failed (网络错误加载失败). */
  error?: boolean;
  label?: string;
  required?: boolean;
  helperText?: string;
  invalid?: boolean;
};

type Flat = { node: TreeNode; id: Id; label: string; depth: number; leaf: boolean; parent: Id | null };

function flatten(nodes: readonly TreeNode[], idName: string, labelName: string, depth = 0, parent: Id | null = null, out: Flat[] = []): Flat[] {
  for (const node of nodes) {
    const id = node[idName] as Id;
    out.push({ node, id, label: String(node[labelName] ?? id), depth, leaf: !node.children?.length, parent });
    if (node.children?.length) flatten(node.children, idName, labelName, depth + 1, id, out);
  }
  return out;
}

/**
 * The tree picker of spec §3/§5: single or multiple choice from a tree, with search, leaf-only mode and the
 * spec's messages. The choice is confirmed with a button, so the checks of spec §5 run on confirmation.
 */
export function TreePicker(props: TreePickerProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const idName = props.idName ?? 'id';
  const labelName = props.labelName ?? 'label';
  const expandLevel = props.defaultExpandLevel ?? 2;
  const roots = useMemo(
    () => (props.hasRoot === false ? (props.data ?? []).flatMap((node) => node.children ?? []) : (props.data ?? [])),
    [props.data, props.hasRoot],
  );
  const all = useMemo(() => flatten(roots, idName, labelName), [roots, idName, labelName]);
  const byId = useMemo(() => new Map(all.map((item) => [String(item.id), item])), [all]);
  const selected =
    props.selectItem === null || props.selectItem === undefined ? [] : Array.isArray(props.selectItem) ? props.selectItem : [props.selectItem as Id];
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState<Id[]>([]);
  const [filter, setFilter] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());

  const show = (target: HTMLElement) => {
    if (props.disabled) return;
    setDraft([...selected]);
    setFilter('');
    setMessage(null);
    // Spec §9: the tree opens to its default level, and to wherever a chosen node sits.
    const open = new Set(all.filter((item) => item.depth < expandLevel - 1 && !item.leaf).map((item) => String(item.id)));
    for (const id of selected)
      for (let parent = byId.get(String(id))?.parent ?? null; parent !== null; parent = byId.get(String(parent))?.parent ?? null) open.add(String(parent));
    setExpanded(open);
    setAnchor(target);
  };
  const isDisabled = (item: Flat) => props.disName !== undefined && item.node[props.disName] === props.disVallue;
  const descendants = (id: Id): Id[] => all.filter((item) => String(item.parent) === String(id)).flatMap((item) => [item.id, ...descendants(item.id)]);
  const toggle = (item: Flat) => {
    setMessage(null);
    if (!props.multiple) {
      setDraft([item.id]);
      return;
    }
    const on = draft.some((id) => String(id) === String(item.id));
    const affected = props.flat || item.leaf ? [item.id] : [item.id, ...descendants(item.id)];
    const keys = new Set(affected.map(String));
    setDraft(on ? draft.filter((id) => !keys.has(String(id))) : [...draft.filter((id) => !keys.has(String(id))), ...affected]);
  };
  const confirm = () => {
    // Spec §5 Tree picker: single-select needs a node; leaf-only refuses a parent; multi needs one checked.
    if (draft.length === 0) {
      setMessage(props.multiple ? 'tree.checkOne' : 'tree.selectNode');
      return;
    }
    if (props.disableBranchNodes && draft.some((id) => byId.get(String(id))?.leaf === false)) {
      setMessage('tree.leafOnly');
      return;
    }
    props.onChange(props.multiple ? draft : draft[0]);
    setAnchor(null);
  };

  const text = filter.trim().toLowerCase();
  const visible = all.filter((item) => {
    if (text) return item.label.toLowerCase().includes(text);
    for (let parent = item.parent; parent !== null; parent = byId.get(String(parent))?.parent ?? null) if (!expanded.has(String(parent))) return false;
    return true;
  });
  // While the tree loads a chosen node shows nothing; #id only when its name stays unknown.
  const labels = selected.map((id) => byId.get(String(id))?.label ?? (props.data ? String(id) : ''));
  const shown = props.multiple && props.limit && labels.length > props.limit ? [...labels.slice(0, props.limit), `+${labels.length - props.limit}`] : labels;

  return (
    <>
      <TextField
        fullWidth
        size="small"
        label={props.label}
        required={props.required}
        error={props.invalid}
        helperText={props.helperText}
        disabled={props.disabled}
        value={shown.join(', ')}
        placeholder={props.placeholder ?? t('tree.placeholder')}
        onClick={(event) => show(event.currentTarget)}
        onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') && show(event.currentTarget)}
        slotProps={{
          htmlInput: { readOnly: true, role: 'combobox', 'aria-expanded': Boolean(anchor), 'aria-haspopup': 'tree' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <ArrowDropDownIcon />
              </InputAdornment>
            ),
          },
          inputLabel: { shrink: true },
        }}
        sx={{ '& input': { cursor: props.disabled ? 'default' : 'pointer' } }}
      />
      <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <Box sx={{ width: Math.max(300, anchor?.clientWidth ?? 0), p: 1.5 }}>
          <TextField
            size="small"
            fullWidth
            autoFocus
            placeholder={t('tree.filter')}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            sx={{ mb: 1 }}
          />
          <Box role="tree" aria-multiselectable={Boolean(props.multiple)} sx={{ maxHeight: 300, overflowY: 'auto' }}>
            {props.error ? (
              <Typography color="error" variant="body2" sx={{ p: 1 }}>
                {t('tree.loadFailed')}
              </Typography>
            ) : visible.length === 0 ? (
              <Typography color="text.secondary" variant="body2" sx={{ p: 1 }}>
                {t('tree.noOptions')}
              </Typography>
            ) : (
              visible.map((item) => {
                const checked = draft.some((id) => String(id) === String(item.id));
                const key = String(item.id);
                const isOpen = expanded.has(key);
                const disabled = isDisabled(item);
                return (
                  <Box
                    key={key}
                    role="treeitem"
                    aria-selected={checked}
                    aria-expanded={item.leaf ? undefined : isOpen}
                    aria-disabled={disabled || undefined}
                    tabIndex={disabled ? -1 : 0}
                    onClick={() => !disabled && toggle(item)}
                    onKeyDown={(event) => {
                      if (disabled || (event.key !== 'Enter' && event.key !== ' ')) return;
                      event.preventDefault();
                      toggle(item);
                    }}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      pl: text ? 0.5 : item.depth * 2 + 0.5,
                      py: 0.25,
                      borderRadius: 1,
                      cursor: disabled ? 'not-allowed' : 'pointer',
                      color: disabled ? 'text.disabled' : undefined,
                      bgcolor: checked && !props.multiple ? 'action.selected' : undefined,
                      '&:hover': { bgcolor: 'action.hover' },
                    }}
                  >
                    {!text && !item.leaf ? (
                      <IconButton
                        size="small"
                        sx={{ p: 0.25 }}
                        aria-label={t(isOpen ? 'tree.collapse' : 'tree.expand')}
                        onClick={(event) => {
                          event.stopPropagation();
                          setExpanded((current) => {
                            const next = new Set(current);
                            if (next.has(key)) next.delete(key);
                            else next.add(key);
                            return next;
                          });
                        }}
                      >
                        {isOpen ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
                      </IconButton>
                    ) : (
                      <Box sx={{ width: 26 }} />
                    )}
                    {props.multiple && <Checkbox size="small" sx={{ p: 0.25 }} checked={checked} disabled={disabled} tabIndex={-1} />}
                    <Typography variant="body2" sx={{ ml: 0.5 }}>
                      {item.label}
                      {props.showCount && !item.leaf ? ` (${item.node.children?.length ?? 0})` : ''}
                    </Typography>
                  </Box>
                );
              })
            )}
          </Box>
          {message && (
            <Alert severity="error" sx={{ mt: 1, py: 0 }}>
              {t(message)}
            </Alert>
          )}
          <PopoverActions
            clearLabel={t('tree.clear')}
            onClear={() => {
              props.onChange(props.multiple ? [] : null);
              setAnchor(null);
            }}
            onConfirm={confirm}
            sx={{ mt: 1 }}
          />
        </Box>
      </Popover>
    </>
  );
}
