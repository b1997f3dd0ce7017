import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import type { FieldDef } from '../../../shared/rules/field.types.ts';
import { FieldValue } from './field-value.tsx';

type PickLabels = Readonly<Record<string, string | readonly string[]>>;

/**
 * A document laid out as its view page shows it (the view, and the replay's document at a step): the record's own
 * columns (number, status, creator...) in a grid of label and value, then its fields two a row, a detail table,
 * rich text or a wide field across both; one column on a phone.
 */
export function RecordFields({
  descriptor,
  meta,
  fields,
  values,
  caption,
  pickLabels,
}: {
  descriptor: ModuleDescriptor;
  meta: readonly [string, ReactNode][];
  fields: readonly FieldDef[];
  values: Readonly<Record<string, unknown>>;
  caption: (key: string) => string;
  pickLabels?: PickLabels;
}) {
  return (
    <>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 160px 1fr)' }, m: 0, mb: 2, border: '1px solid #ebeef5' }}>
        {meta.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={cellLabel}>
              {label}
            </Box>
            <Box component="dd" sx={cellValue}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, m: 0, borderTop: '1px solid #ebeef5', borderLeft: '1px solid #ebeef5' }}
      >
        {fields.map((field) => {
          const wide = field.type === 'subTable' || field.type === 'richText' || (field.span ?? 12) > 12;
          return (
            <Box
              key={field.key}
              data-field={field.key}
              // A detail table takes the whole width, its caption above it, so its columns keep their headings on one line.
              sx={{ display: 'flex', flexDirection: wide ? { xs: 'column', sm: 'row' } : 'row', gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}
            >
              <Box component="dt" sx={{ ...cellLabel, width: { xs: wide ? 'auto' : 110, sm: 160 }, flexShrink: 0 }}>
                {caption(field.key)}
              </Box>
              <Box component="dd" sx={{ ...cellValue, flex: 1 }}>
                <FieldValue descriptor={descriptor} field={field} value={values[field.key]} known={pickLabels?.[field.key]} pickLabels={pickLabels} />
              </Box>
            </Box>
          );
        })}
      </Box>
    </>
  );
}

const cellLabel = {
  m: 0,
  px: 1.5,
  py: 1,
  bgcolor: '#fafafa',
  color: 'text.secondary',
  fontSize: 13,
  borderBottom: '1px solid #ebeef5',
  borderRight: '1px solid #ebeef5',
};
const cellValue = {
  m: 0,
  px: 1.5,
  py: 1,
  fontSize: 14,
  borderBottom: '1px solid #ebeef5',
  borderRight: '1px solid #ebeef5',
  minWidth: 0,
  overflowWrap: 'anywhere' as const,
};
