import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import TuneIcon from '@mui/icons-material/Tune';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { preChecksOf, type ModuleDescriptor } from '../../../modules/module.types.ts';
import { splitParts, totalRules } from '../../../modules/capabilities/sums.ts';
import { ruleErrors } from '../../../modules/module-rules.ts';
import { firstFailedCheck } from '../../../shared/rules/conditions.ts';
import type { FieldDef, SubTableField } from '../../../shared/rules/field.types.ts';
import type { RuleError } from '../../../shared/rules/rule.types.ts';
import { applyTotals, type SumRule } from '../../../shared/rules/totals.ts';
import { recordWarnings, validateRecord } from '../../../shared/rules/validate-record.ts';
import type { RecordRow } from '../../../shared/schemas/engine.schema.ts';
import { useCreateRecordMutation, useFormOverrideQuery, useRecordQuery, useUpdateRecordMutation, type FormOverride } from '../../api/engine.api.ts';
import { noticeActions } from '../../state/notice.slice.ts';
import { PageLoading } from '../../app/page-loading.tsx';
import { RecordRefusal } from '../../components/refusal-screen.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { tagsActions } from '../../state/tags.slice.ts';
import { PageCard } from '../../app/page-card.tsx';
import { ApprovalBar } from '../approval/approval-bar.tsx';
import { StatusChip } from '../fields/field-value.tsx';
import { hasPermission } from '../../lib/permissions.ts';
import { canDo, formPath, listPath, viewPath } from '../module/module-context.ts';
import { useDocumentOrigin } from '../module/document-origin.ts';
import { FieldControl } from '../fields/field-control.tsx';
import { errorsByPath, fieldEditable, fieldShown, formParams, formValues, isRequired, payload } from './form-model.ts';
import { FORM_SETTINGS_PERMISSION, FormSettingsDialog } from './form-settings-dialog.tsx';
import { SubTableEditor } from './sub-table-editor.tsx';
import { useRecordScreen } from './use-applied-form.ts';
import { followUpValues, hasStatus } from '../../../modules/derive.ts';
import { moduleRulesOf, useModule } from '../module/module-registry.ts';
import { slotsOf } from '../module/engine-slots.ts';
import { valuesIn } from '../../../shared/money-format.ts';
import type { Locale } from '../../../shared/i18n/languages.ts';

/** The names the server sent for the ids a pick field held, by id (the row's `pickLabels`). */
function knownPicks(record: RecordRow | undefined, key: string): ReadonlyMap<number, string> | undefined {
  const labels = record?.pickLabels?.[key];
  if (!record || labels === undefined) return undefined;
  const held = Array.isArray(record[key]) ? (record[key] as unknown[]) : [record[key]];
  const names = Array.isArray(labels) ? labels : [labels];
  return new Map(held.map((id, index) => [Number(id), names[index]] as const).filter(([id, name]) => Number.isFinite(id) && name !== undefined));
}

/** The names the server sent for a detail table's pick column (`<table>.<row>.<column>`), by id, whatever rows move since. */
function knownColumn(record: RecordRow | undefined, table: string, column: string): ReadonlyMap<number, string> | undefined {
  const rows = record && Array.isArray(record[table]) ? (record[table] as Record<string, unknown>[]) : [];
  const names = new Map<number, string>();
  rows.forEach((row, index) => {
    const label = record?.pickLabels?.[`${table}.${index}.${column}`];
    if (typeof label === 'string' && Number.isFinite(Number(row?.[column]))) names.set(Number(row[column]), label);
  });
  return names.size ? names : undefined;
}

/** Form grid: a field's span is out of 24 (half a row unless the descriptor says otherwise). */
const gridSize = (field: FieldDef) => ({ xs: 12, md: (field.span ?? 12) / 2 });

export function ModuleFormScreen({ descriptor, search }: { descriptor: ModuleDescriptor; search: string }) {
  const params = useMemo(() => formParams(search), [search]);
  // A form edits the version it first read afresh (never the cache); later refetches (a tab shown again) do not
  // replace it, so what the user typed is kept and a stale save is still refused.
  const record = useRecordQuery(params.id ? { module: descriptor.key, id: params.id } : skipToken, { refetchOnMountOrArgChange: true });
  const [loaded, setLoaded] = useState<RecordRow | null>(null);
  // The form override decides order and rules: the form waits for it so fields do not move under the user.
  const override = useFormOverrideQuery(descriptor.key);
  const [openedAt] = useState(() => Date.now());
  const fresh = record.data && !record.isFetching && (record.fulfilledTimeStamp ?? 0) >= openedAt;
  useEffect(() => {
    if (!loaded && fresh && record.data) setLoaded(record.data);
  }, [loaded, fresh, record.data]);
  // A follow-up (a contract from its won bid) opens filled from the record it follows.
  const from = params.id ? null : params.from;
  const source = useRecordQuery(from ?? skipToken);
  const sourceDescriptor = useModule(from?.module ?? '');
  const prefill = useMemo(() => {
    const followUp = sourceDescriptor?.capabilities.followUps?.find((candidate) => candidate.module === descriptor.key);
    return followUp && source.data ? followUpValues(sourceDescriptor!, followUp, source.data, descriptor) : undefined;
  }, [sourceDescriptor, source.data, descriptor]);
  if (override.isLoading) return <PageLoading />;
  // A record the user may not open shows why (404 or 401), as the view does.
  if (params.id && !loaded) return record.isError ? <RecordRefusal error={record.error} /> : <PageLoading />;
  if (from && !prefill && !source.isError && sourceDescriptor !== null) return <PageLoading />;
  return <ModuleFormBody descriptor={descriptor} mode={params.mode} record={loaded ?? undefined} prefill={prefill} override={override.data} />;
}

/**
 * The generic form (spec §2): fields shown and editable by mode and record status, validated with the shared
 * rule library before saving; staging saves with required rules off. A refused save (a stale version, a bad
 * field) leaves everything the user typed in place.
 */
export function ModuleFormBody({
  descriptor: declared,
  mode,
  record,
  failed,
  override,
  prefill,
}: {
  descriptor: ModuleDescriptor;
  mode: string;
  record?: RecordRow;
  /** A new record's first values and the names of what its picks hold (a follow-up's, `followUpValues`). */
  prefill?: { values: Record<string, unknown>; pickLabels: RecordRow['pickLabels'] };
  failed?: boolean;
  /** The module's form override (spec "Web-page record"), applied as the server applies it. */
  override?: FormOverride;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector((state) => state.session.user);
  const { descriptor, caption } = useRecordScreen(declared, override, 'form', record?.serialNo);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [values, setValues] = useState<Record<string, unknown>>(() =>
    withSignedIn(descriptor, formValues(descriptor, record ?? prefill?.values), record ? undefined : user?.userId),
  );
  const picked = record ?? (prefill && ({ ...prefill.values, pickLabels: prefill.pickLabels } as unknown as RecordRow));
  const [errors, setErrors] = useState<RuleError[]>([]);
  const [serverError, setServerError] = useState<{ field: string; text: string } | null>(null);
  const [checked, setChecked] = useState<{ required: boolean } | null>(null);
  const [create, creating] = useCreateRecordMutation();
  const [update, updating] = useUpdateRecordMutation();
  const busy = creating.isLoading || updating.isLoading;
  const status = record?.status ?? 0;
  const isNew = !record;
  // In approval, the server says what the approver of the current step may do with each field (`stepRights`):
  // those fields alone are editable, the hidden ones are not sent, and the save sends only the editable ones.
  const rights = record?.stepRights;
  const atStep = rights ? Object.keys(rights).filter((key) => rights[key] === 'editable') : [];
  // The server says why an existing record may not be saved (its status, owner, pre-checks): the form opens read-only.
  const refusal = record?.refused?.update;
  const mayEdit = isNew
    ? canDo(user, descriptor, 'add')
    : atStep.length > 0 || (record.refused ? !refusal : canDo(user, descriptor, 'update') || record.creatorId === user?.userId);
  // Shown by mode and status, and by the values being typed (`next` while validating them, else the form's own).
  const shown = (field: FieldDef, current: Record<string, unknown> = values) => fieldShown(field, mode, status, current) && rights?.[field.key] !== 'hidden';
  const editable = (field: FieldDef) => mayEdit && !failed && (rights ? rights[field.key] === 'editable' : fieldEditable(descriptor, field, mode, status));

  const validate = (next: Record<string, unknown>, required: boolean) => {
    const visible = descriptor.fields.filter((field) => shown(field, next) && editable(field));
    const data = payload(descriptor, next, (field) => shown(field, next));
    const errors = validateRecord({ fields: visible }, data, { required, dictionariesOnServer: true });
    // The module's own rules (`<folder>.rules.ts`) once the field rules pass, as the server runs them.
    return errors.length ? errors : ruleErrors(moduleRulesOf(descriptor.key), data, { descriptor, required });
  };
  // Totals follow the detail lines as they are typed, by the rule the server stores them with.
  const computedNote = (field: FieldDef) => {
    const total = totalRules(descriptor).find((rule): rule is SumRule => 'of' in rule && rule.field === field.key);
    const rows = total ? values[total.of.subTable] : undefined;
    if (!total || !Array.isArray(rows) || rows.length === 0) return undefined;
    return t('form.totalOf', { column: caption(`${total.of.subTable}.${total.of.column}`) });
  };
  const changeAll = (patch: Record<string, unknown>) => {
    const next = applyTotals(totalRules(descriptor), { ...values, ...patch });
    setValues(next);
    setDirty(true);
    if (serverError && serverError.field.split('.')[0] in patch) setServerError(null);
    // After a first save attempt, the messages follow the input.
    if (checked) setErrors(validate(next, checked.required));
  };
  const change = (key: string, value: unknown) => changeAll({ [key]: value });
  const byPath = errorsByPath(errors);
  // Warnings (rules of severity warning) follow the input from the start and never stop a save.
  const warnings = errorsByPath(
    mayEdit && !failed
      ? recordWarnings(
          { fields: descriptor.fields.filter((field) => shown(field)) },
          payload(descriptor, values, (field) => shown(field)),
        )
      : [],
  );
  const warningOf = (path: string) => {
    const warning = warnings.get(path);
    return warning ? t(warning.messageId, valuesIn(intl.locale as Locale, warning.values)) : undefined;
  };
  const errorOf = (path: string) => {
    if (serverError && serverError.field === path) return serverError.text;
    const error = byPath.get(path);
    return error ? t(error.messageId, valuesIn(intl.locale as Locale, error.values)) : undefined;
  };

  const origin = useDocumentOrigin(declared);
  const back = () => {
    dispatch(tagsActions.close(formPath(descriptor)));
    // The approver of a step returns to the document, where they approve it; others to where they came from.
    if (record && atStep.length > 0) navigate(`${viewPath(descriptor)}?id=${record.id}`, { state: { origin } });
    else navigate(origin ?? listPath(descriptor));
  };

  // What the server holds of the record: its version (an in-place save moves it on) and whether the form shows more.
  const [version, setVersion] = useState(record?.version);
  const [dirty, setDirty] = useState(false);

  /** Spec §4: staging validates with required rules off; saving with them on. Whether it saved, and with warnings. */
  const persist = async (staging: boolean): Promise<false | 'saved' | 'warned'> => {
    const required = !staging;
    const found = validate(values, required);
    setChecked({ required });
    setErrors(found);
    if (found.length) {
      dispatch(noticeActions.show({ severity: 'error', messageId: 'messages.formInvalid' }));
      return false;
    }
    const body = payload(descriptor, values, (field) => shown(field) && editable(field));
    // Spec §4: a button's pre-check that holds shows its message and the action stops.
    const refusal = firstFailedCheck(preChecksOf(descriptor, isNew ? 'add' : 'update'), { ...record, ...body });
    if (refusal) {
      dispatch(noticeActions.show({ severity: 'error', messageId: refusal }));
      return false;
    }
    const result = isNew
      ? await create({ module: descriptor.key, body, complete: required })
      : await update({ module: descriptor.key, id: record.id, body: { ...body, version }, complete: required });
    if ('error' in result) {
      // The message was shown by the API layer; a named field is marked, and nothing typed is lost.
      const error = result.error as { msg?: string; data?: unknown };
      const field = typeof error.data === 'object' && error.data !== null && 'field' in error.data ? String((error.data as { field: unknown }).field) : null;
      if (field) setServerError({ field, text: error.msg ?? '' });
      return false;
    }
    setVersion(result.data.version);
    setDirty(false);
    // Saved, but what the submission will refuse (more accepted than ordered) is said now, in the server's words.
    const warned = (result.data.warnings ?? []).filter((warning) => !warning.field);
    for (const warning of warned) dispatch(noticeActions.show({ severity: 'warning', text: warning.msg }));
    return warned.length ? 'warned' : 'saved';
  };
  const save = async (staging: boolean) => {
    const saved = await persist(staging);
    if (!saved) return;
    if (saved === 'saved') dispatch(noticeActions.show({ severity: 'success', messageId: isNew ? 'messages.created' : 'messages.saved' }));
    back();
  };
  /** An action pressed on the form goes with what the form shows: unsaved edits are saved first, complete. */
  const beforeAction = async () => !(mayEdit && !failed && dirty) || (await persist(false)) !== false;

  const title = `${t(`modules.${descriptor.key}.title`)} · ${t(isNew ? 'form.create' : mayEdit ? 'form.edit' : 'form.readOnly')}`;
  return (
    <PageCard
      title={title}
      actions={
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          {record && <Chip size="small" variant="outlined" label={record.serialNo} />}
          {record && hasStatus(descriptor) && <StatusChip status={record.status} lifecycle={descriptor.lifecycle} />}
          <ApprovalBar descriptor={descriptor} record={record} onDone={back} onForm beforeAction={beforeAction} />
          {hasPermission(user, FORM_SETTINGS_PERMISSION) && (
            <Tooltip title={t('form.settings')}>
              <IconButton size="small" aria-label={t('form.settings')} onClick={() => setSettingsOpen(true)} data-testid="form-settings-button">
                <TuneIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      }
    >
      {failed ? (
        <Box sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>{t('form.loadFailed')}</Box>
      ) : (
        <Box component="form" noValidate onSubmit={(event) => event.preventDefault()} aria-label={title}>
          {refusal && atStep.length === 0 && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="read-only-reason">
              <AlertTitle>{t('form.readOnlyNotice')}</AlertTitle>
              {refusal.msg}
            </Alert>
          )}
          {atStep.length > 0 && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="step-rights">
              {t('wf.form.stepRights', { fields: atStep.map(caption).join(intl.locale === 'zh' ? '、' : ', ') })}
            </Alert>
          )}
          <Grid container spacing={2}>
            {descriptor.fields
              .filter((field) => shown(field))
              .map((field) => (
                <Grid key={field.key} size={field.type === 'subTable' ? 12 : gridSize(field)} data-field={field.key}>
                  {field.type === 'subTable' ? (
                    <SubTableEditor
                      descriptor={descriptor}
                      field={field}
                      value={values[field.key]}
                      onChange={(rows) => change(field.key, rows)}
                      disabled={!editable(field)}
                      total={columnTarget(descriptor, field, values)}
                      lineContext={lineContext(descriptor, values)}
                      errorOf={errorOf}
                      knownOf={(column) => knownColumn(picked, field.key, column)}
                    />
                  ) : (
                    <FieldControl
                      descriptor={descriptor}
                      field={field}
                      value={values[field.key]}
                      onChange={(value) => change(field.key, value)}
                      label={caption(field.key)}
                      required={isRequired(field)}
                      disabled={!editable(field)}
                      error={errorOf(field.key)}
                      recordId={record?.id}
                      computed={editable(field) ? computedNote(field) : undefined}
                      warning={editable(field) ? warningOf(field.key) : undefined}
                      known={knownPicks(picked, field.key)}
                    />
                  )}
                  {editable(field) &&
                    slotsOf('formField').map((Slot, index) => <Slot key={index} descriptor={descriptor} field={field} values={values} onChange={changeAll} />)}
                </Grid>
              ))}
          </Grid>
        </Box>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1.5, mt: 3, '@media print': { display: 'none' } }}>
        <Button startIcon={<ArrowBackIcon />} onClick={back}>
          {t('actions.back')}
        </Button>
        {mayEdit && !failed && (
          <>
            {isNew && (
              <Button variant="outlined" disabled={busy} onClick={() => void save(true)}>
                {t('form.stage')}
              </Button>
            )}
            <Button
              variant="contained"
              disabled={busy}
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
              onClick={() => void save(false)}
            >
              {t('actions.save')}
            </Button>
          </>
        )}
      </Box>
      {settingsOpen && <FormSettingsDialog open descriptor={declared} override={override} onClose={() => setSettingsOpen(false)} />}
    </PageCard>
  );
}

/** What a detail table's column must add up to, read from the form's values: a split's amount, or a fixed total. */
function columnTarget(descriptor: ModuleDescriptor, field: SubTableField, values: Record<string, unknown>) {
  const split = splitParts(descriptor);
  if (split?.subTable === field.key) return { column: split.column, target: values[split.equals], money: true };
  const rule = field.columnTotal;
  if (!rule) return undefined;
  return rule.equalsField === undefined
    ? { column: rule.column, target: rule.equals, money: false }
    : { column: rule.column, target: values[rule.equalsField], money: true };
}

/** The form's values a detail line's pick depends on: a stock document's holder (who returns what they hold). */
function lineContext(descriptor: ModuleDescriptor, values: Record<string, unknown>): Record<string, string | number> | undefined {
  const holder = descriptor.capabilities.stock?.holder;
  const value = holder ? values[holder] : undefined;
  return holder && (typeof value === 'number' || typeof value === 'string') ? { [holder]: value } : undefined;
}

/** A new record's people who are, until changed, whoever fills it in (`signedInByDefault`). */
function withSignedIn(descriptor: ModuleDescriptor, values: Record<string, unknown>, userId: number | undefined): Record<string, unknown> {
  if (userId === undefined) return values;
  const mine = descriptor.fields.filter(
    (field) => field.type === 'recordPick' && field.signedInByDefault && (values[field.key] === '' || values[field.key] == null),
  );
  return mine.length ? { ...values, ...Object.fromEntries(mine.map((field) => [field.key, userId])) } : values;
}
