import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { usePickableOfficesQuery, type OfficeNode } from '../../api/engine.api.ts';
import { OfficePicker } from '../../engine/fields/record-picker.tsx';
import { SetupEditor, type SetupErrors } from './setup-editor.tsx';
import { setupApi, type InsuranceScheme, type SalaryItem, type SalaryScheme } from './payroll-setup-api.ts';

const STEPS = ['0.01', '0.1', '1'] as const;
const MODES = ['halfUp', 'up', 'down'] as const;
const TYPES = ['1', '2', '3', '4'] as const;
const KINDS = ['pension', 'medical', 'unemployment', 'injury', 'maternity', 'housingFund'] as const;

type T = (id: string, values?: Record<string, string | number>) => string;
const useT = (): T => {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
};

/** A scheme kind's four figures, in the order the form asks for them. */
const KIND_FIGURES = [
  ['floor', 'payroll.setup.floor'],
  ['cap', 'payroll.setup.cap'],
  ['employee', 'payroll.setup.employeeRate'],
  ['employer', 'payroll.setup.employerRate'],
] as const;
/** A small text field of a setup form, its refusal under it. */
function Field({ name, errors, ...props }: TextFieldProps & { name: string; errors: SetupErrors }) {
  return <TextField size="small" fullWidth {...props} name={name} error={Boolean(errors[name])} helperText={errors[name] ?? props.helperText} />;
}

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 } as const;
const lines = (text: string) =>
  text
    .split(/\n/)
    .map((line) => line.trim())
    .filter(Boolean);
const pairs = (text: string) =>
  Object.fromEntries(
    lines(text).map((line) => [
      line.split(/[=:：\s]+/)[0] ?? '',
      line
        .split(/[=:：\s]+/)
        .slice(1)
        .join(''),
    ]),
  );
const unpair = (record: Record<string, string> | null) =>
  Object.entries(record ?? {})
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
const list = (text: string) =>
  text
    .split(/[,，\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);

// ---- 1. Salary items ----

type ItemDraft = {
  id?: number;
  code: string;
  name: string;
  itemType: string;
  sort: string;
  roundStep: string;
  roundMode: string;
  formula: string;
  amount: string;
  rankAmounts: string;
};

const itemDraft = (item: SalaryItem): ItemDraft => ({
  id: item.id,
  code: item.code,
  name: item.name,
  itemType: String(item.itemType),
  sort: String(item.sort),
  roundStep: item.roundStep,
  roundMode: item.roundMode,
  formula: item.formula ?? '',
  amount: item.amount ?? '',
  rankAmounts: unpair(item.rankAmounts),
});

/** What a salary item's form sends (`POST /payroll/items`): only the part of its type. */
export function itemBody(draft: ItemDraft) {
  const type = Number(draft.itemType);
  return {
    ...(draft.id !== undefined ? { id: draft.id } : {}),
    code: draft.code.trim(),
    name: draft.name.trim(),
    itemType: type,
    sort: Number(draft.sort || 0),
    roundStep: draft.roundStep,
    roundMode: draft.roundMode,
    formula: type === 4 ? draft.formula : null,
    amount: type === 3 ? draft.amount.trim() : null,
    rankAmounts: type === 1 ? pairs(draft.rankAmounts) : null,
  };
}

function RoundingFields({
  step,
  mode,
  onChange,
  errors,
  names = ['roundStep', 'roundMode'],
}: {
  step: string;
  mode: string;
  onChange: (step: string, mode: string) => void;
  errors: SetupErrors;
  names?: readonly [string, string];
}) {
  const t = useT();
  return (
    <>
      <Field select name={names[0]} errors={errors} label={t('payroll.setup.roundStep')} value={step} onChange={(event) => onChange(event.target.value, mode)}>
        {STEPS.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`payroll.setup.step.${value}`)}
          </MenuItem>
        ))}
      </Field>
      <Field select name={names[1]} errors={errors} label={t('payroll.setup.roundMode')} value={mode} onChange={(event) => onChange(step, event.target.value)}>
        {MODES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`payroll.setup.mode.${value}`)}
          </MenuItem>
        ))}
      </Field>
    </>
  );
}

/** Salary items (工资项目): the four types, code, name, order, rounding, a calculated item's formula. */
export function ItemsSetup({ editable }: { editable: boolean }) {
  const t = useT();
  const items = setupApi.useSalaryItemsQuery();
  const [save] = setupApi.useSaveSalaryItemMutation();
  return (
    <SetupEditor<SalaryItem, ItemDraft>
      noun="payroll.setup.item"
      editable={editable}
      rows={items.data}
      rowKey={(item) => String(item.id)}
      columns={[
        { label: 'payroll.setup.sort', render: (item) => item.sort },
        { label: 'payroll.setup.code', render: (item) => <code>{item.code}</code> },
        { label: 'payroll.setup.name', render: (item) => item.name, nowrap: true },
        { label: 'payroll.setup.itemType', render: (item) => t(`payroll.setup.type.${item.itemType}`), nowrap: true },
        {
          label: 'payroll.setup.rule',
          minWidth: 260,
          render: (item) =>
            item.itemType === 4 ? (
              <code>{item.formula}</code>
            ) : item.itemType === 3 ? (
              item.amount
            ) : item.itemType === 1 ? (
              Object.entries(item.rankAmounts ?? {})
                .map(([grade, amount]) => `${grade} ${amount}`)
                .join(' · ')
            ) : (
              t('payroll.setup.perPersonRule')
            ),
        },
        {
          label: 'payroll.setup.rounding',
          render: (item) => `${t(`payroll.setup.step.${item.roundStep}`)} · ${t(`payroll.setup.mode.${item.roundMode}`)}`,
          nowrap: true,
        },
      ]}
      blank={() => ({ code: '', name: '', itemType: '4', sort: '0', roundStep: '0.01', roundMode: 'halfUp', formula: '', amount: '', rankAmounts: '' })}
      draftOf={itemDraft}
      save={(draft) => save(itemBody(draft)).unwrap()}
      form={(draft, set, errors) => (
        <Box sx={grid}>
          <Field
            name="code"
            errors={errors}
            required
            label={t('payroll.setup.code')}
            value={draft.code}
            onChange={(event) => set({ ...draft, code: event.target.value })}
          />
          <Field
            name="name"
            errors={errors}
            required
            label={t('payroll.setup.name')}
            value={draft.name}
            onChange={(event) => set({ ...draft, name: event.target.value })}
          />
          <Field
            select
            name="itemType"
            errors={errors}
            label={t('payroll.setup.itemType')}
            value={draft.itemType}
            onChange={(event) => set({ ...draft, itemType: event.target.value })}
          >
            {TYPES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`payroll.setup.type.${value}`)}
              </MenuItem>
            ))}
          </Field>
          <Field
            name="sort"
            errors={errors}
            label={t('payroll.setup.sort')}
            value={draft.sort}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            onChange={(event) => set({ ...draft, sort: event.target.value })}
          />
          <RoundingFields
            step={draft.roundStep}
            mode={draft.roundMode}
            errors={errors}
            onChange={(roundStep, roundMode) => set({ ...draft, roundStep, roundMode })}
          />
          {draft.itemType === '4' && (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <Field
                name="formula"
                errors={errors}
                required
                multiline
                minRows={2}
                label={t('payroll.setup.formula')}
                helperText={t('payroll.setup.formulaHelp')}
                value={draft.formula}
                slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
                onChange={(event) => set({ ...draft, formula: event.target.value })}
              />
            </Box>
          )}
          {draft.itemType === '3' && (
            <Field
              name="amount"
              errors={errors}
              required
              label={t('payroll.setup.amount')}
              value={draft.amount}
              onChange={(event) => set({ ...draft, amount: event.target.value })}
            />
          )}
          {draft.itemType === '1' && (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <Field
                name="rankAmounts"
                errors={errors}
                multiline
                minRows={3}
                label={t('payroll.setup.rankAmounts')}
                helperText={t('payroll.setup.rankAmountsHelp')}
                value={draft.rankAmounts}
                onChange={(event) => set({ ...draft, rankAmounts: event.target.value })}
              />
            </Box>
          )}
          {draft.itemType === '2' && (
            <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
              {t('payroll.setup.perPersonRule')}
            </Typography>
          )}
        </Box>
      )}
    />
  );
}

// ---- 2. Insurance and housing fund schemes ----

type KindDraft = { kind: string; floor: string; cap: string; employee: string; employer: string; step: string; mode: string };
type InsuranceDraft = { isNew: boolean; city: string; year: string; kinds: KindDraft[] };

const kindLabel = (t: T, kind: string) => ((KINDS as readonly string[]).includes(kind) ? t(`payroll.kind.${kind}`) : kind);

/** Insurance and housing fund schemes per city and year: each kind's floor, cap, rates and rounding. */
export function InsuranceSetup({ editable }: { editable: boolean }) {
  const t = useT();
  const schemes = setupApi.useInsuranceSchemesQuery();
  const [save] = setupApi.useSaveInsuranceSchemeMutation();
  const blankKind = (kind = ''): KindDraft => ({ kind, floor: '', cap: '', employee: '0', employer: '0', step: '0.01', mode: 'halfUp' });
  return (
    <SetupEditor<InsuranceScheme, InsuranceDraft>
      noun="payroll.setup.insurance"
      editable={editable}
      rows={schemes.data}
      rowKey={(scheme) => `${scheme.city}-${scheme.year}`}
      columns={[
        { label: 'payroll.setup.city', render: (scheme) => scheme.city },
        { label: 'payroll.setup.year', render: (scheme) => scheme.year },
        {
          label: 'payroll.setup.kinds',
          minWidth: 300,
          render: (scheme) => (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {scheme.kinds.map((kind) => (
                <li key={kind.kind}>
                  {t('payroll.setup.kindLine', {
                    kind: kindLabel(t, kind.kind),
                    floor: kind.floor,
                    cap: kind.cap,
                    employee: kind.employee,
                    employer: kind.employer,
                    round: `${t(`payroll.setup.step.${kind.round.step}`)} ${t(`payroll.setup.mode.${kind.round.mode}`)}`,
                  })}
                </li>
              ))}
            </Box>
          ),
        },
      ]}
      blank={() => ({ isNew: true, city: '', year: String(new Date().getFullYear()), kinds: KINDS.map((kind) => blankKind(kind)) })}
      draftOf={(scheme) => ({
        isNew: false,
        city: scheme.city,
        year: String(scheme.year),
        kinds: scheme.kinds.map((kind) => ({ ...kind, step: kind.round.step, mode: kind.round.mode })),
      })}
      save={(draft) =>
        save({
          city: draft.city.trim(),
          year: Number(draft.year),
          kinds: draft.kinds.map(({ step, mode, ...kind }) => ({
            ...kind,
            kind: kind.kind.trim(),
            floor: kind.floor.trim(),
            cap: kind.cap.trim(),
            round: { step, mode },
          })),
        }).unwrap()
      }
      form={(draft, set, errors) => {
        const setKind = (index: number, patch: Partial<KindDraft>) =>
          set({ ...draft, kinds: draft.kinds.map((kind, at) => (at === index ? { ...kind, ...patch } : kind)) });
        return (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Box sx={grid}>
              <Field
                name="city"
                errors={errors}
                required
                disabled={!draft.isNew}
                label={t('payroll.setup.city')}
                value={draft.city}
                onChange={(event) => set({ ...draft, city: event.target.value })}
              />
              <Field
                name="year"
                errors={errors}
                required
                disabled={!draft.isNew}
                label={t('payroll.setup.year')}
                value={draft.year}
                onChange={(event) => set({ ...draft, year: event.target.value })}
              />
            </Box>
            {draft.kinds.map((kind, index) => {
              const at = (name: string) => `kinds.${index}.${name}`;
              return (
                <Box
                  key={index}
                  role="group"
                  aria-label={kindLabel(t, kind.kind) || t('payroll.setup.kind')}
                  sx={{ border: '1px solid #ebeef5', borderRadius: 1, p: 1.5 }}
                >
                  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 1.5 }}>
                    <Field
                      name={at('kind')}
                      errors={errors}
                      label={t('payroll.setup.kind')}
                      value={kind.kind}
                      helperText={kindLabel(t, kind.kind)}
                      onChange={(event) => setKind(index, { kind: event.target.value })}
                    />
                    {KIND_FIGURES.map(([key, label]) => (
                      <Field
                        key={key}
                        name={at(key)}
                        errors={errors}
                        label={t(label)}
                        value={kind[key]}
                        onChange={(event) => setKind(index, { [key]: event.target.value })}
                      />
                    ))}
                    <RoundingFields
                      names={[at('round.step'), at('round.mode')]}
                      step={kind.step}
                      mode={kind.mode}
                      errors={errors}
                      onChange={(step, mode) => setKind(index, { step, mode })}
                    />
                    <Box sx={{ display: 'flex', alignItems: 'center' }}>
                      <Button size="small" color="error" onClick={() => set({ ...draft, kinds: draft.kinds.filter((_kind, other) => other !== index) })}>
                        {t('payroll.setup.remove')}
                      </Button>
                    </Box>
                  </Box>
                </Box>
              );
            })}
            <Box>
              <Button size="small" onClick={() => set({ ...draft, kinds: [...draft.kinds, blankKind()] })}>
                {t('payroll.setup.addKind')}
              </Button>
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t('payroll.setup.rateHelp')}
            </Typography>
          </Box>
        );
      }}
    />
  );
}

// ---- 3. Compute schemes ----

type SchemeDraft = {
  id?: number;
  name: string;
  officeIds: number[];
  items: { code: string; posts: string; grades: string }[];
  grossItem: string;
  params: string;
  insuranceCity: string;
};

const officeNames = (nodes: readonly OfficeNode[] = [], into = new Map<number, string>()) => {
  for (const node of nodes) {
    into.set(node.id, node.name);
    officeNames(node.children ?? [], into);
  }
  return into;
};

/** Compute schemes: the offices they pay, their items in order (each limited to posts or grades), gross pay, parameters, the insurance city. */
export function SchemesSetup({ editable }: { editable: boolean }) {
  const t = useT();
  const schemes = setupApi.useSalarySchemesQuery();
  const items = setupApi.useSalaryItemsQuery();
  const cities = [...new Set((setupApi.useInsuranceSchemesQuery().data ?? []).map((scheme) => scheme.city))];
  const offices = officeNames(usePickableOfficesQuery().data);
  const itemName = new Map((items.data ?? []).map((item) => [item.code, item.name]));
  const named = (code: string) => itemName.get(code) ?? code;
  const [save] = setupApi.useSaveSalarySchemeMutation();
  return (
    <SetupEditor<SalaryScheme, SchemeDraft>
      noun="payroll.setup.scheme"
      editable={editable}
      rows={schemes.data}
      rowKey={(scheme) => String(scheme.id)}
      columns={[
        { label: 'payroll.setup.name', render: (scheme) => scheme.name, nowrap: true },
        { label: 'payroll.setup.offices', render: (scheme) => scheme.officeIds.map((id) => offices.get(id) ?? `#${id}`).join('、') },
        { label: 'payroll.setup.items', render: (scheme) => scheme.items.map((entry) => named(entry.code)).join(' → '), minWidth: 240 },
        { label: 'payroll.setup.grossItem', render: (scheme) => named(scheme.grossItem) },
        { label: 'payroll.setup.insuranceCity', render: (scheme) => scheme.insuranceCity },
      ]}
      blank={() => ({ name: '', officeIds: [], items: [], grossItem: '', params: 'workDays=21.75', insuranceCity: cities[0] ?? '' })}
      draftOf={(scheme) => ({
        id: scheme.id,
        name: scheme.name,
        officeIds: scheme.officeIds,
        items: scheme.items.map((entry) => ({ code: entry.code, posts: (entry.posts ?? []).join(', '), grades: (entry.grades ?? []).join(', ') })),
        grossItem: scheme.grossItem,
        params: unpair(scheme.params),
        insuranceCity: scheme.insuranceCity,
      })}
      save={(draft) =>
        save({
          ...(draft.id !== undefined ? { id: draft.id } : {}),
          name: draft.name.trim(),
          officeIds: draft.officeIds,
          items: draft.items.map((entry) => ({
            code: entry.code,
            ...(list(entry.posts).length ? { posts: list(entry.posts) } : {}),
            ...(list(entry.grades).length ? { grades: list(entry.grades) } : {}),
          })),
          grossItem: draft.grossItem,
          params: pairs(draft.params),
          insuranceCity: draft.insuranceCity,
        }).unwrap()
      }
      form={(draft, set, errors) => {
        const setEntry = (index: number, patch: Partial<SchemeDraft['items'][number]>) =>
          set({ ...draft, items: draft.items.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)) });
        const move = (index: number, by: number) => {
          const next = [...draft.items];
          const [entry] = next.splice(index, 1);
          if (entry) next.splice(index + by, 0, entry);
          set({ ...draft, items: next });
        };
        return (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Box sx={grid}>
              <Field
                name="name"
                errors={errors}
                required
                label={t('payroll.setup.name')}
                value={draft.name}
                onChange={(event) => set({ ...draft, name: event.target.value })}
              />
              <Field
                select
                name="insuranceCity"
                errors={errors}
                required
                label={t('payroll.setup.insuranceCity')}
                value={draft.insuranceCity}
                onChange={(event) => set({ ...draft, insuranceCity: event.target.value })}
              >
                {cities.map((city) => (
                  <MenuItem key={city} value={city}>
                    {city}
                  </MenuItem>
                ))}
              </Field>
              <Box sx={{ gridColumn: '1 / -1' }}>
                <OfficePicker
                  multiple
                  required
                  label={t('payroll.setup.offices')}
                  value={draft.officeIds}
                  error={errors.officeIds}
                  onChange={(value) => set({ ...draft, officeIds: Array.isArray(value) ? value : value === null ? [] : [value] })}
                />
              </Box>
            </Box>
            <Typography variant="subtitle2">{t('payroll.setup.items')}</Typography>
            {draft.items.map((entry, index) => {
              const at = (name: string) => `items.${index}.${name}`;
              return (
                <Box
                  key={index}
                  role="group"
                  aria-label={named(entry.code) || t('payroll.setup.item')}
                  sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 2fr 2fr auto' }, gap: 1, alignItems: 'start' }}
                >
                  <Field
                    select
                    name={at('code')}
                    errors={errors}
                    label={`${index + 1}. ${t('payroll.setup.item')}`}
                    value={entry.code}
                    sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
                    onChange={(event) => setEntry(index, { code: event.target.value })}
                  >
                    {(items.data ?? []).map((item) => (
                      <MenuItem key={item.code} value={item.code}>
                        {item.name} ({item.code})
                      </MenuItem>
                    ))}
                  </Field>
                  <Field
                    name={at('posts')}
                    errors={errors}
                    label={t('payroll.setup.posts')}
                    placeholder={t('payroll.setup.all')}
                    value={entry.posts}
                    onChange={(event) => setEntry(index, { posts: event.target.value })}
                  />
                  <Field
                    name={at('grades')}
                    errors={errors}
                    label={t('payroll.setup.grades')}
                    placeholder={t('payroll.setup.all')}
                    value={entry.grades}
                    onChange={(event) => setEntry(index, { grades: event.target.value })}
                  />
                  <Box sx={{ display: 'flex', gridColumn: { xs: '1 / -1', md: 'auto' }, justifyContent: 'flex-end' }}>
                    <IconButton size="small" aria-label={t('payroll.setup.up')} disabled={index === 0} onClick={() => move(index, -1)}>
                      ↑
                    </IconButton>
                    <IconButton size="small" aria-label={t('payroll.setup.down')} disabled={index === draft.items.length - 1} onClick={() => move(index, 1)}>
                      ↓
                    </IconButton>
                    <Button size="small" color="error" onClick={() => set({ ...draft, items: draft.items.filter((_entry, other) => other !== index) })}>
                      {t('payroll.setup.remove')}
                    </Button>
                  </Box>
                </Box>
              );
            })}
            <Box>
              <Button size="small" onClick={() => set({ ...draft, items: [...draft.items, { code: '', posts: '', grades: '' }] })}>
                {t('payroll.setup.addItem')}
              </Button>
            </Box>
            <Box sx={grid}>
              <Field
                select
                name="grossItem"
                errors={errors}
                required
                label={t('payroll.setup.grossItem')}
                value={draft.grossItem}
                onChange={(event) => set({ ...draft, grossItem: event.target.value })}
              >
                {draft.items
                  .filter((entry) => entry.code)
                  .map((entry) => (
                    <MenuItem key={entry.code} value={entry.code}>
                      {named(entry.code)}
                    </MenuItem>
                  ))}
              </Field>
              <Field
                name="params"
                errors={errors}
                multiline
                minRows={2}
                label={t('payroll.setup.params')}
                helperText={t('payroll.setup.paramsHelp')}
                value={draft.params}
                onChange={(event) => set({ ...draft, params: event.target.value })}
              />
            </Box>
          </Box>
        );
      }}
    />
  );
}
