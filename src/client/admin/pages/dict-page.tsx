import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import {
  useDeleteDictMutation,
  useDictClassesQuery,
  useDictValuesQuery,
  useSaveDictClassMutation,
  useSaveDictValueMutation,
  useSetDictStatusMutation,
  type DictClass,
  type DictValue,
} from '../../api/admin.api.ts';
import { PageCard } from '../../app/page-card.tsx';
import { ConfigTableScreen } from '../components/config-table-screen.tsx';
import { rowsOf } from '../components/table-source.ts';
import { codeField, codedEntryBody, type FieldSpec, translatedNameFields, SORT_FIELD, ENABLED_FIELD } from '../components/form-model.ts';
import { CODES } from '../../../shared/rules/rules.ts';

const CLASS_FIELDS: FieldSpec[] = [...translatedNameFields(60), codeField(CODES.dictionary), SORT_FIELD, ENABLED_FIELD];
const VALUE_FIELDS: FieldSpec[] = [
  { name: 'label', label: 'admin.dict.label', kind: 'text', required: true, maxLength: 60 },
  { name: 'value', label: 'admin.dict.value', kind: 'text', required: true, maxLength: 60 },
  SORT_FIELD,
  ENABLED_FIELD,
];

/** A seeded entry shows its translation until an administrator renames it. */
const shown = (intl: IntlShape, row: { i18nKey: string | null }, text: string) =>
  row.i18nKey && intl.messages[row.i18nKey] !== undefined ? intl.formatMessage({ id: row.i18nKey }) : text;

/** Values of one class; deleting a value that documents use is refused by the server with its reason. */
function DictValues({ dictClass }: { dictClass: DictClass }) {
  const intl = useIntl();
  const values = useDictValuesQuery(dictClass.id);
  const [save] = useSaveDictValueMutation();
  const [setStatus] = useSetDictStatusMutation();
  const [remove] = useDeleteDictMutation();
  return (
    <ConfigTableScreen<DictValue>
      bare
      title="admin.dict.values"
      permission="dictionarie"
      {...rowsOf(values)}
      columns={[
        { key: 'label', label: 'admin.dict.label', text: (row) => shown(intl, row, row.label) },
        { key: 'value', label: 'admin.dict.value', size: 80 },
        { key: 'sort', label: 'admin.sort', size: 70 },
      ]}
      fields={VALUE_FIELDS}
      defaults={{ sort: '0', enabled: true }}
      onSave={(body, row) =>
        save({
          id: row?.id,
          classId: dictClass.id,
          value: String(body.value),
          label: String(body.label),
          sort: Number(body.sort ?? 0),
          enabled: body.enabled === true,
        }).unwrap()
      }
      onDelete={(row) => remove({ kind: 'value', id: row.id, classId: dictClass.id }).unwrap()}
      toggle={{ isOn: (row) => row.enabled, run: (row, on) => setStatus({ kind: 'value', id: row.id, enabled: on, classId: dictClass.id }).unwrap() }}
    />
  );
}

/** Dictionaries (spec §3): classes on the left, the values of the chosen class on the right, each with a status. */
export function DictPage() {
  const intl = useIntl();
  const classes = useDictClassesQuery();
  const [save] = useSaveDictClassMutation();
  const [setStatus] = useSetDictStatusMutation();
  const [remove] = useDeleteDictMutation();
  const [selected, setSelected] = useState<DictClass | null>(null);
  const current = selected ? (classes.data?.list.find((row) => row.id === selected.id) ?? selected) : null;
  return (
    <PageCard title={<FormattedMessage id="menu.system.dict" />}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 3 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            <FormattedMessage id="admin.dict.classes" />
          </Typography>
          <ConfigTableScreen<DictClass>
            bare
            title="admin.dict.classes"
            permission="dictionarie"
            {...rowsOf(classes)}
            columns={[
              { key: 'name', label: 'admin.name', text: (row) => shown(intl, row, row.name) },
              { key: 'code', label: 'admin.code' },
            ]}
            fields={CLASS_FIELDS}
            defaults={{ sort: '0', enabled: true }}
            selectedId={current?.id}
            onSelect={setSelected}
            onSave={(body, row) => save({ id: row?.id, ...codedEntryBody(body) }).unwrap()}
            onDelete={(row) => remove({ kind: 'class', id: row.id }).unwrap()}
            toggle={{ isOn: (row) => row.enabled, run: (row, on) => setStatus({ kind: 'class', id: row.id, enabled: on }).unwrap() }}
          />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {current ? (
              <FormattedMessage id="admin.dict.valuesOf" values={{ name: shown(intl, current, current.name) }} />
            ) : (
              <FormattedMessage id="admin.dict.chooseClass" />
            )}
          </Typography>
          {current && <DictValues key={current.id} dictClass={current} />}
        </Box>
      </Box>
    </PageCard>
  );
}
