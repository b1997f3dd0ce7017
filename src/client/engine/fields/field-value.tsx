import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import DOMPurify from 'dompurify';
import { useIntl } from 'react-intl';
import type { Locale } from '../../../shared/i18n/languages.ts';
import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import type { FieldDef, FileRef, ScalarField } from '../../../shared/rules/field.types.ts';
import { fileUrl } from '../../api/engine.api.ts';
import { displayTimestamp, formatMoney } from './engine-format.ts';
import { fieldLabel, statusColor, statusLabelId } from '../module/module-context.ts';
import { useOfficeNames, useOptions, useRecordName, useUserNames } from './use-field-labels.ts';

const asIds = (value: unknown): number[] =>
  (Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value]).map(Number).filter(Number.isFinite);

function OptionValue({ descriptor, field, value }: { descriptor: ModuleDescriptor; field: ScalarField; value: unknown }) {
  const options = useOptions(descriptor, field);
  const values = (Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]).map(String);
  return <>{values.map((item) => options.find((option) => option.value === item)?.label ?? item).join(', ')}</>;
}

function PickedRecord({ module, id }: { module: string; id: number }) {
  const name = useRecordName(module, id);
  return <>{name ?? `#${id}`}</>;
}

/**
 * The names of what a pick field holds. The server sends them with the row (`pickLabels`), so whoever may read the
 * document reads them, even without access to the picked records' lists (an approver outside their data scope).
 */
function PickValue({ field, value, known }: { field: Extract<ScalarField, { type: 'treePick' | 'recordPick' }>; value: unknown; known?: PickLabel }) {
  const target = field.type === 'treePick' ? 'office' : field.target;
  const offices = useOfficeNames(known === undefined && target === 'office');
  const users = useUserNames(known === undefined && target === 'user');
  const ids = asIds(value);
  if (known !== undefined) return <>{(Array.isArray(known) ? known : [known]).join(', ')}</>;
  if (typeof target === 'object')
    return (
      <>
        {ids.map((id, index) => (
          <span key={id}>
            {index > 0 && ', '}
            <PickedRecord module={target.module} id={id} />
          </span>
        ))}
      </>
    );
  const names = target === 'office' ? offices : users;
  // Nothing while the names load; an id that stays unnamed (no access to the list) shows as #id.
  if (!names) return null;
  return <>{ids.map((id) => names.get(id) ?? `#${id}`).join(', ')}</>;
}

export function FileList({ files }: { files: readonly FileRef[] }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1 }}>
      {files.map((file) => (
        <Link key={file.id} href={fileUrl(file)} download={file.name} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
          <AttachFileIcon fontSize="inherit" />
          {file.name}
        </Link>
      ))}
    </Box>
  );
}

/** Images as thumbnails, each a link that downloads the original. */
export function ImageList({ files }: { files: readonly FileRef[] }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1 }}>
      {files.map((file) => (
        <Link key={file.id} href={fileUrl(file)} download={file.name} title={file.name}>
          <Box
            component="img"
            src={fileUrl(file)}
            alt={file.name}
            sx={{ width: 64, height: 64, objectFit: 'cover', border: '1px solid #dcdfe6', borderRadius: 1 }}
          />
        </Link>
      ))}
    </Box>
  );
}

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

type PickLabel = string | readonly string[];

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
  switch (field.type) {
    case 'money':
      return <MoneyValue value={value} />;
    case 'select':
    case 'radio':
    case 'checkbox':
      return <OptionValue descriptor={descriptor} field={field} value={value} />;
    case 'treePick':
    case 'recordPick':
      return <PickValue field={field} value={value} known={known} />;
    case 'file':
      return <FileList files={Array.isArray(value) ? (value as FileRef[]) : []} />;
    case 'image':
      return <ImageList files={Array.isArray(value) ? (value as FileRef[]) : []} />;
    case 'richText':
      // Sanitised on the server when saved, and again here before it reaches the page.
      return <Box className="rich-text" sx={{ '& img': { maxWidth: '100%' } }} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(String(value)) }} />;
    case 'textarea':
      return (
        <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
          {String(value)}
        </Box>
      );
    default:
      return <>{String(value)}</>;
  }
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

/** A money figure with the reader's separators. */
function MoneyValue({ value }: { value: unknown }) {
  const intl = useIntl();
  return <>{formatMoney(value, intl.locale as Locale)}</>;
}
