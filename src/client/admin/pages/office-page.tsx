import Chip from '@mui/material/Chip';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useOfficeTreeQuery, useSaveOfficeMutation, useSetOfficeStateMutation, type OfficeNode } from '../../api/admin.api.ts';
import type { OfficeBody } from '../../../shared/schemas/org.schema.ts';
import { ConfigTreeScreen } from '../components/config-tree-screen.tsx';
import { codeField, enumOptions, type FieldSpec, parentField, nameField, SORT_FIELD, parentValue } from '../components/form-model.ts';
import { CODES } from '../../../shared/rules/rules.ts';

/** Offices (spec §3): a tree with office type 1-5 and branch type 0-2; moving means choosing another parent. */
export function OfficePage() {
  const intl = useIntl();
  const { data } = useOfficeTreeQuery();
  const [save] = useSaveOfficeMutation();
  const [setState] = useSetOfficeStateMutation();
  const fields = useMemo<FieldSpec[]>(
    () => [
      parentField(
        data,
        (node) => node.id,
        (node) => node.name,
        'admin.office.parent',
      ),
      nameField(60, 'admin.office.name'),
      codeField(CODES.office),
      { name: 'fullName', label: 'admin.office.fullName', kind: 'text', maxLength: 120 },
      {
        name: 'officeType',
        label: 'dict.officeType',
        kind: 'select',
        numeric: true,
        required: true,
        options: enumOptions(intl, 'dict.officeType', [1, 2, 3, 4, 5]),
      },
      { name: 'branchType', label: 'dict.branchType', kind: 'select', numeric: true, options: enumOptions(intl, 'dict.branchType', [0, 1, 2]) },
      SORT_FIELD,
    ],
    [data, intl],
  );
  return (
    <ConfigTreeScreen<OfficeNode>
      title="menu.system.office"
      permission="office"
      nodes={data}
      getId={(node) => node.id}
      getLabel={(node) => node.name}
      isEnabled={(node) => node.enabled}
      renderExtra={(node) => (
        <>
          <Chip size="small" variant="outlined" color="primary" label={intl.formatMessage({ id: `dict.officeType.${node.officeType}` })} />
          {node.branchType !== null && <Chip size="small" variant="outlined" label={intl.formatMessage({ id: `dict.branchType.${node.branchType}` })} />}
          {!node.enabled && <Chip size="small" label={intl.formatMessage({ id: 'admin.disabled' })} />}
        </>
      )}
      fields={fields}
      defaults={(parentId) => ({ parentId: parentValue(parentId), officeType: '5', sort: '0' })}
      onSave={(body, node) =>
        save({ ...(body as OfficeBody), ...(node ? { id: node.id } : {}), branchType: (body.branchType as number | null) ?? null }).unwrap()
      }
      toggle={{ isOn: (node) => node.enabled, run: (node, on) => setState({ id: node.id, enabled: on }).unwrap(), code: 'office:update' }}
    />
  );
}
