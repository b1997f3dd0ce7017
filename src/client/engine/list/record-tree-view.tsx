import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ModuleDescriptor, TreeDef } from '../../../modules/module.types.ts';
import type { RecordRow } from '../../../shared/schemas/engine.schema.ts';
import { TREE_RECORDS_CAP, useTreeRecordsQuery } from '../../api/engine.api.ts';
import { displayField } from '../module/module-context.ts';
import { branchIds, buildRecordTree } from './record-tree.ts';

type Props = { descriptor: ModuleDescriptor & { capabilities: { tree: TreeDef } }; onOpen: (id: number) => void };

/** A tree module's records as an expandable tree (capability `tree`), fully expanded; a node's label opens its record. */
export function RecordTreeView({ descriptor, onOpen }: Props) {
  const intl = useIntl();
  const records = useTreeRecordsQuery({ module: descriptor.key });
  const nameField = displayField(descriptor);
  const items = useMemo(
    () =>
      buildRecordTree(records.data?.rows ?? [], descriptor.capabilities.tree.parent, (row) => {
        const name = (row as RecordRow)[nameField];
        return typeof name === 'string' && name.trim() ? name : String((row as RecordRow).serialNo);
      }),
    [records.data, descriptor.capabilities.tree.parent, nameField],
  );
  const expanded = useMemo(() => branchIds(items), [items]);

  return (
    <Box sx={{ border: '1px solid #ebeef5', borderRadius: 1, minHeight: 300, maxHeight: 560, overflow: 'auto', p: 1 }} data-testid="record-tree">
      {records.isFetching && <LinearProgress sx={{ mb: 1 }} />}
      {records.data && items.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 5, textAlign: 'center' }}>
          {intl.formatMessage({ id: 'grid.empty' })}
        </Typography>
      )}
      {items.length > 0 && (
        <RichTreeView
          // Keyed by the branches, so a reload that adds one shows it expanded too.
          key={expanded.join(',')}
          aria-label={intl.formatMessage({ id: `modules.${descriptor.key}.title` })}
          items={items}
          defaultExpandedItems={expanded}
          expansionTrigger="iconContainer"
          onItemClick={(_event, itemId) => onOpen(Number(itemId))}
          sx={{ '& .MuiTreeItem-content': { py: 0.5 }, '& .MuiTreeItem-label': { fontSize: 14 } }}
        />
      )}
      {records.data?.capped && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, px: 1 }}>
          {intl.formatMessage({ id: 'grid.tree.capped' }, { max: TREE_RECORDS_CAP })}
        </Typography>
      )}
    </Box>
  );
}
