import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HistoryIcon from '@mui/icons-material/History';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { titleId, type FollowUpDef, type ModuleDescriptor } from '../../../modules/module.types.ts';
import { conditionHolds } from '../../../shared/rules/conditions.ts';
import { useModule } from '../module/module-registry.ts';
import { slotsOf } from '../module/engine-slots.ts';
import type { RecordRow } from '../../../shared/schemas/engine.schema.ts';
import { useFormOverrideQuery, useRecordQuery, type FormOverride } from '../../api/engine.api.ts';
import { PageLoading } from '../../app/page-loading.tsx';
import { RecordRefusal, RefusalScreen } from '../../components/refusal-screen.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { tagsActions } from '../../state/tags.slice.ts';
import { PageCard } from '../../app/page-card.tsx';
import { ApprovalBar, PHONE_QUERY } from '../approval/approval-bar.tsx';
import { displayTimestamp } from '../fields/engine-format.ts';
import { StatusChip } from '../fields/field-value.tsx';
import { fieldShown, formParams } from '../form/form-model.ts';
import { useRecordScreen } from '../form/use-applied-form.ts';
import { canDo, formPath, listPath, printPath, viewPath } from '../module/module-context.ts';
import { hasStatus } from '../../../modules/derive.ts';
import { useDocumentOrigin } from '../module/document-origin.ts';
import { RecordFields } from '../fields/record-fields.tsx';
import { RelatedRecords } from './related-records.tsx';

/** The versions dialog loads when it opens. */
const VersionsDialog = lazy(() => import('../approval/versions-dialog.tsx').then((m) => ({ default: m.VersionsDialog })));

/** Printing shows the record only: the shell around it is hidden (spec §2 print). */
const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '#record-print, #record-print *': { visibility: 'visible' },
        '#record-print': { position: 'absolute', left: 0, top: 0, width: '100%' },
        '.no-print': { display: 'none !important' },
      },
    }}
  />
);

export function ModuleViewScreen({ descriptor, search }: { descriptor: ModuleDescriptor; search: string }) {
  const params = useMemo(() => formParams(search), [search]);
  const record = useRecordQuery(params.id ? { module: descriptor.key, id: params.id } : skipToken, { refetchOnMountOrArgChange: true });
  const override = useFormOverrideQuery(descriptor.key);
  if (override.isLoading) return <PageLoading />;
  if (!params.id) return <RefusalScreen within code={404} />;
  if (record.isError) return <RecordRefusal error={record.error} />;
  if (!record.data) return <PageLoading />;
  return <ModuleViewBody descriptor={descriptor} record={record.data} mode={params.mode} override={override.data} />;
}

/** The read-only view of a record: the same descriptor as the form, with file download and print. */
export function ModuleViewBody({
  descriptor: declared,
  record,
  mode,
  override,
}: {
  descriptor: ModuleDescriptor;
  record: RecordRow;
  mode: string;
  /** The form override: the view shows the fields the form shows, in its order and with its labels. */
  override?: FormOverride;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.session.user);
  const { descriptor, caption } = useRecordScreen(declared, override, 'view', record.serialNo);
  const fields = descriptor.fields.filter((field) => fieldShown(field, mode, record.status, record));
  const meta: [string, ReactNode][] = [
    [t('engine.columns.serialNo'), record.serialNo],
    ...(hasStatus(descriptor)
      ? [[t('engine.columns.status'), <StatusChip key="status" status={record.status} lifecycle={descriptor.lifecycle} />] as [string, ReactNode]]
      : []),
    [t('engine.columns.creatorName'), record.creatorName ?? ''],
    [t('engine.columns.officeName'), record.officeName ?? ''],
    [t('engine.columns.createdAt'), displayTimestamp(record.createdAt)],
    [t('engine.columns.updatedAt'), displayTimestamp(record.updatedAt)],
  ];
  const origin = useDocumentOrigin(declared);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const phone = useMediaQuery(PHONE_QUERY);
  // Back, and after an approval action: where the document was opened from (the to-do list), else the module's list.
  const back = () => {
    dispatch(tagsActions.close(viewPath(descriptor)));
    navigate(origin ?? listPath(descriptor));
  };
  return (
    <>
      {PRINT_STYLES}
      <PageCard
        title={`${t(`modules.${descriptor.key}.title`)} · ${t('view.title')}`}
        actions={
          <Box className="no-print" sx={{ display: 'flex', gap: 1 }}>
            {!phone && <ApprovalBar descriptor={descriptor} record={record} onDone={back} />}
            <Button size="small" startIcon={<ArrowBackIcon />} onClick={back}>
              {t('actions.back')}
            </Button>
            {/* Edit where the server would save; an approver filling in fields at their step has "Fill in" instead. */}
            {(record.refused ? !record.refused.update && !Object.values(record.stepRights ?? {}).includes('editable') : canDo(user, descriptor, 'update')) && (
              <Button
                size="small"
                variant="outlined"
                startIcon={<EditOutlinedIcon />}
                onClick={() => navigate(`${formPath(descriptor)}?id=${record.id}`, { state: { origin } })}
              >
                {t('grid.edit')}
              </Button>
            )}
            {declared.capabilities.followUps?.map((followUp) => (
              <FollowUpButton key={followUp.module} source={declared} followUp={followUp} record={record} />
            ))}
            {/* A document that can be changed keeps each signed version (src/modules/record-versions.ts). */}
            {declared.capabilities.subFlows?.includes('change') && (
              <Button size="small" startIcon={<HistoryIcon />} onClick={() => setVersionsOpen(true)} data-testid="open-versions">
                {t('view.versions')}
              </Button>
            )}
            {/* The print page opens outside the shell, through the module's print template (spec §2). */}
            <Button
              size="small"
              variant="contained"
              startIcon={<PrintOutlinedIcon />}
              onClick={() => window.open(printPath(descriptor, record.id), '_blank', 'noopener')}
            >
              {t('view.print')}
            </Button>
          </Box>
        }
      >
        <Box id="record-print">
          <Typography variant="h6" sx={{ display: 'none', '@media print': { display: 'block', mb: 2 } }}>
            {t(`modules.${descriptor.key}.title`)}
          </Typography>
          <RecordFields descriptor={descriptor} meta={meta} fields={fields} values={record} caption={caption} pickLabels={record.pickLabels} />
        </Box>
        <RelatedRecords module={descriptor.key} id={record.id} />
        {slotsOf('viewSection').map((Section, index) => (
          <Section key={index} descriptor={descriptor} id={record.id} />
        ))}
        {/* On a phone the approval actions stay at the bottom of the screen, under the thumb, while the document scrolls. */}
        {phone && <ApprovalBar descriptor={descriptor} record={record} onDone={back} docked />}
      </PageCard>
      {versionsOpen && (
        <Suspense fallback={null}>
          <VersionsDialog descriptor={declared} recordId={record.id} serialNo={record.serialNo} onClose={() => setVersionsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * A document this one leads to (descriptor `followUps`), offered where its conditions hold and the user may add
 * one: its form opens filled from this record.
 */
function FollowUpButton({ source, followUp, record }: { source: ModuleDescriptor; followUp: FollowUpDef; record: RecordRow }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const user = useAppSelector((state) => state.session.user);
  const target = useModule(followUp.module);
  if (!target || !canDo(user, target, 'add') || !followUp.when.every((condition) => conditionHolds(condition, record))) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<NoteAddOutlinedIcon />}
      onClick={() => navigate(`${formPath(target)}?from=${source.key}&fromId=${record.id}`)}
      data-testid={`follow-up-${target.key}`}
    >
      {intl.formatMessage({ id: 'view.followUp' }, { module: intl.formatMessage({ id: titleId(target) }) })}
    </Button>
  );
}
