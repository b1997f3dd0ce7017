import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MULTI_MODES, TRANSLATED_LOCALES, translatedNameAttribute } from '../../../flows/process-model.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import { AssigneeEditor } from './assignee-editor.tsx';
import { attr, type Shape, type UpdateProperties } from './designer-types.ts';
import { ChoiceField } from './choice-field.tsx';
import { FieldRightsEditor } from './field-rights-editor.tsx';
import { useFlowVersionsQuery, type FlowProblem } from './process.api.ts';
import { TimeLimitEditor } from './time-limit-editor.tsx';

type Props = {
  element: Shape;
  flowKey: string;
  module: ModuleDescriptor | null | undefined;
  readOnly: boolean;
  problems: readonly FlowProblem[];
  update: UpdateProperties;
};

/** A titled group of the properties panel. */
function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid={testId}>
      <Divider textAlign="left" sx={{ mt: 1 }}>
        <Typography variant="caption" color="text.secondary">
          {title}
        </Typography>
      </Divider>
      {children}
    </Box>
  );
}

/**
 * The properties of the selected element, written into its `oa:` attributes (flows/README.md): a user task's
 * approvers, how many decide, its time limit, signature and field rights; a CC step's people; a call activity's
 * flow. The latest verification's problems at the element (unknown attributes among them) are listed first.
 */
export function NodeProperties({ element, flowKey, module, readOnly, problems, update }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const bo = element.businessObject;
  const flag = (name: string, label: string) => (
    <FormControlLabel
      control={
        <Switch
          size="small"
          checked={bo.get(name) === true || bo.get(name) === 'true'}
          disabled={readOnly}
          onChange={(event) => update({ [name]: event.target.checked || undefined })}
        />
      }
      label={<Typography variant="body2">{t(label)}</Typography>}
    />
  );
  const multi = attr(bo, 'oa:multi');
  const [tab, setTab] = useState<'approvers' | 'timeLimit' | 'fieldRights'>('approvers');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }} data-node-type={element.type}>
      {problems.map((problem, index) => (
        <Alert key={index} severity={problem.severity === 'error' ? 'error' : 'warning'} sx={{ py: 0 }} data-testid="node-problem">
          {problem.message}
        </Alert>
      ))}
      <TextField size="small" label={t('wf.process.nodeId')} value={bo.id} disabled />
      <TextField
        size="small"
        label={t('wf.process.nodeName')}
        value={bo.name ?? ''}
        disabled={readOnly}
        onChange={(event) => update({ name: event.target.value })}
      />
      {/* The step's name for the readers of the other languages (`oa:nameEn`...); left empty, they read the one above. */}
      {TRANSLATED_LOCALES.map((locale) => (
        <TextField
          key={locale}
          size="small"
          label={intl.formatMessage({ id: 'wf.process.nodeNameIn' }, { language: t(`language.${locale}`) })}
          value={attr(bo, `oa:${translatedNameAttribute(locale)}`)}
          disabled={readOnly}
          onChange={(event) => update({ [`oa:${translatedNameAttribute(locale)}`]: event.target.value || undefined })}
        />
      ))}
      {element.type === 'bpmn:UserTask' && (
        <>
          <Tabs
            value={tab}
            onChange={(_event, next: typeof tab) => setTab(next)}
            variant="fullWidth"
            sx={{ minHeight: 36, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minHeight: 36, px: 0.5, minWidth: 0, fontSize: 13 } }}
          >
            <Tab value="approvers" label={t('wf.designer.approvers')} data-testid="tab-approvers" />
            <Tab value="timeLimit" label={t('wf.designer.timeLimitSection')} data-testid="tab-time-limit" />
            <Tab value="fieldRights" label={t('wf.designer.fieldRights')} data-testid="tab-field-rights" />
          </Tabs>
          {tab === 'approvers' && (
            <>
              <AssigneeEditor bo={bo} cc={false} module={module} readOnly={readOnly} update={update} />
              <ChoiceField
                label={t('wf.designer.multi')}
                value={(MULTI_MODES as readonly string[]).includes(multi) ? multi : 'one'}
                choices={['one', ...MULTI_MODES].map((mode) => ({ value: mode, label: t(`wf.designer.multi.${mode}`) }))}
                disabled={readOnly}
                onChange={(mode) => update({ 'oa:multi': mode === 'one' ? undefined : mode, 'oa:threshold': undefined })}
              />
              {multi === 'vote' && (
                <TextField
                  size="small"
                  type="number"
                  label={t('wf.designer.threshold')}
                  helperText={t('wf.designer.thresholdHelp')}
                  value={attr(bo, 'oa:threshold')}
                  disabled={readOnly}
                  slotProps={{ htmlInput: { min: 0, step: 'any' } }}
                  onChange={(event) => update({ 'oa:threshold': event.target.value ? Number(event.target.value) : undefined })}
                />
              )}
              <Box sx={{ display: 'flex', flexDirection: 'column' }}>
                {flag('oa:noSelfApproval', 'wf.designer.noSelfApproval')}
                {flag('oa:skipRepeated', 'wf.designer.skipRepeated')}
                {flag('oa:signature', 'wf.designer.signature')}
              </Box>
            </>
          )}
          {tab === 'timeLimit' && <TimeLimitEditor bo={bo} readOnly={readOnly} update={update} />}
          {tab === 'fieldRights' && (
            <>
              <Typography variant="caption" color="text.secondary">
                {t('wf.designer.fieldRightsHelp')}
              </Typography>
              <FieldRightsEditor bo={bo} module={module} readOnly={readOnly} update={update} />
            </>
          )}
        </>
      )}
      {element.type === 'bpmn:SendTask' && (
        <Section title={t('wf.designer.ccPeople')} testId="cc-people">
          <AssigneeEditor bo={bo} cc module={module} readOnly={readOnly} update={update} />
        </Section>
      )}
      {element.type === 'bpmn:CallActivity' && <CalledFlowPicker value={bo.calledElement ?? ''} flowKey={flowKey} readOnly={readOnly} update={update} />}
    </Box>
  );
}

/** A call activity runs another flow: one of the flows with a published version, the flow being drawn excepted. */
function CalledFlowPicker({ value, flowKey, readOnly, update }: { value: string; flowKey: string; readOnly: boolean; update: UpdateProperties }) {
  const intl = useIntl();
  const versions = useFlowVersionsQuery();
  const published = new Map<string, string>();
  for (const version of versions.data ?? [])
    if (version.status === 'published' && version.flowKey !== flowKey) published.set(version.flowKey, version.name ?? version.flowKey);
  if (value && !published.has(value)) published.set(value, value);
  return (
    <Section title={intl.formatMessage({ id: 'wf.designer.calledFlow' })}>
      <ChoiceField
        label={intl.formatMessage({ id: 'wf.designer.calledFlow' })}
        helperText={intl.formatMessage({ id: 'wf.designer.calledFlowHelp' })}
        value={versions.data ? value : ''}
        choices={[...published.entries()].map(([key, name]) => ({ value: key, label: name === key ? key : `${name} (${key})` }))}
        disabled={readOnly}
        onChange={(key) => update({ calledElement: key })}
        testId="called-flow"
      />
    </Section>
  );
}
