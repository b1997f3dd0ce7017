import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useIntl } from 'react-intl';
import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import type { FieldDef, ScalarField } from '../../../shared/rules/field.types.ts';
import { displayTimestamp } from './engine-format.ts';
import { clientKind, type PickLabel } from './kinds/index.ts';
import { fieldLabel, statusColor, statusLabelId } from '../module/module-context.ts';

export { FileList, ImageList } from './kinds/standard.tsx';

function SubTableValue({
  descriptor,
  field,
  value,
  pickLabels,
}: {
  descriptor: ModuleDescriptor;
  field: Extract<FieldDef, { type: 'subTable' }>;
  value: unknown;
  pickLabels?: Readonly<Record<string, PickLabel>>;
}) {
  const intl = useIntl();
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  // Headings stay on one line; a table wider than its box scrolls inside it.
  return (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" sx={{ border: '1px solid #ebeef5', '& th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 48 }}>#</TableCell>
            {field.columns.map((column) => (
              <TableCell key={column.key}>{fieldLabel(intl, descriptor, `${field.key}.${column.key}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index}>
              <TableCell>{index + 1}</TableCell>
              {field.columns.map((column) => (
                <TableCell key={column.key}>
                  <FieldValue descriptor={descriptor} field={column} value={row[column.key]} known={pickLabels?.[`${field.key}.${index}.${column.key}`]} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * A field's value rendered read-only: list cells and the view screen use the same rendering. `known`: the names the
 * server sent for a pick field's value; a detail table finds its pick cells' names in `pickLabels` (the row's).
 */
export function FieldValue({
  descriptor,
  field,
  value,
  known,
  pickLabels,
}: {
  descriptor: ModuleDescriptor;
  field: FieldDef;
  value: unknown;
  known?: PickLabel;
  pickLabels?: Readonly<Record<string, PickLabel>>;
}) {
  if (field.type === 'subTable') return <SubTableValue descriptor={descriptor} field={field} value={value} pickLabels={pickLabels} />;
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return null;
  const kind = clientKind<ScalarField>(field) as ReturnType<typeof clientKind<ScalarField>> | undefined;
  // A kind this client does not know shows its value as text.
  if (!kind) return <>{String(value)}</>;
  return <kind.Value descriptor={descriptor} field={field} value={value} known={known} />;
}

/** Record columns (status, creator, times) rendered read-only; a status by the module's lifecycle. */
export function RecordColumnValue({ prop, value, lifecycle }: { prop: string; value: unknown; lifecycle?: string | null }) {
  if (prop === 'status' && typeof value === 'number') return <StatusChip status={value} lifecycle={lifecycle} />;
  if (prop === 'createdAt' || prop === 'updatedAt') return <>{displayTimestamp(value)}</>;
  return <>{value === null || value === undefined ? '' : String(value)}</>;
}

export function StatusChip({ status, lifecycle }: { status: number; lifecycle?: string | null }) {
  const intl = useIntl();
  const id = statusLabelId(status, lifecycle);
  const colors = { success: 'success', info: 'primary', error: 'error', default: 'default' } as const;
  const tone = statusColor(status, lifecycle);
  // A long status name (Spanish) wraps inside its chip rather than ending in an ellipsis.
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[tone]}
      label={intl.messages[id] !== undefined ? intl.formatMessage({ id }) : String(status)}
      sx={{ height: 'auto', minHeight: 24, maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.2, py: 0.25 } }}
    />
  );
}
