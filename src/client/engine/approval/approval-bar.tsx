import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import EditNoteIcon from '@mui/icons-material/EditNote';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import { approvalActionOf, WORKFLOW_ACTIONS, type ApprovalAction } from '../../../shared/approval-actions.ts';
import { noticeActions as notices } from '../../state/notice.slice.ts';
import { useAppDispatch } from '../../app/store.ts';
import { ApprovalDialog } from './approval-dialog.tsx';
import { formPath } from '../module/module-context.ts';
import { useDocumentOrigin } from '../module/document-origin.ts';
import { FlowTracingDialog } from './flow-tracing-dialog.tsx';
import { RecordingButtons } from './recording-actions.tsx';
import { SubFlowButtons } from './sub-flow-actions.tsx';
import { useWfActionsQuery, useWfActMutation, type ActionBody } from '../../api/workflow.api.ts';

type Props = {
  descriptor: ModuleDescriptor;
  record: { id: number; stepRights?: Record<string, string> } | undefined;
  onDone: () => void;
  /** Shown on the record's form: no way to open the form again. */
  onForm?: boolean;
  /**
   * On a form: runs before an action is taken, so the action goes with what the form shows (the form saves its
   * edits first); false stops the action, the form having said why.
   */
  beforeAction?: () => Promise<boolean>;
  /** At the bottom of a document's view on a phone: it stays in sight while the document scrolls. */
  docked?: boolean;
};

/**
 * The approval actions of a record (STYLE.md rule 4): the server says which are legal and those are the buttons;
 * the others are listed under "why not?" with the server's reason.
 */
export function ApprovalBar({ descriptor, record, onDone, onForm, beforeAction, docked }: Props) {
  // The form opened to fill in keeps where the document was opened from, so the approver returns there after deciding.
  const origin = useDocumentOrigin(descriptor);
  // A module without a flow moved by its recordings alone (an IT bug) shows them as its buttons.
  if (!descriptor.lifecycle || !(descriptor.flow || descriptor.capabilities.recordings?.length) || !record) return null;
  // The approver of a step whose field rights make fields editable fills them in on the form, between steps.
  const fillIn = !onForm && Object.values(record.stepRights ?? {}).includes('editable') ? `${formPath(descriptor)}?id=${record.id}` : undefined;
  return (
    <ApprovalButtons
      descriptor={descriptor}
      recordId={record.id}
      onDone={onDone}
      fillIn={fillIn}
      origin={origin}
      beforeAction={beforeAction}
      onForm={onForm}
      docked={docked}
    />
  );
}

/** Below this width the bar sits at the bottom of a document's view (`docked`), with targets a thumb can hit (44 px). */
export const PHONE_QUERY = '(max-width:600px)';

function ApprovalButtons({
  descriptor,
  recordId,
  onDone,
  fillIn,
  origin,
  beforeAction,
  onForm,
  docked,
}: {
  descriptor: ModuleDescriptor;
  recordId: number;
  docked?: boolean;
  onDone: () => void;
  fillIn?: string;
  origin: string | null;
  beforeAction?: () => Promise<boolean>;
  onForm?: boolean;
}) {
  const module = descriptor.key;
  const navigate = useNavigate();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const answer = useWfActionsQuery({ module, id: recordId }, { refetchOnMountOrArgChange: true });
  const [act] = useWfActMutation();
  const [urge, urging] = useWfActMutation();
  const [open, setOpen] = useState<ApprovalAction | null>(null);
  const finished = useCallback(() => {
    if (!open) return;
    setOpen(null);
    dispatch(notices.show({ severity: 'success', messageId: WORKFLOW_ACTIONS[open].success }));
    onDone();
  }, [open, dispatch, onDone]);
  const [whyAnchor, setWhyAnchor] = useState<HTMLElement | null>(null);
  // An action pressed on a form opens once the form has saved what it shows.
  const [preparing, setPreparing] = useState(false);
  const guarded = (go: () => void) => () => {
    if (!beforeAction) return go();
    setPreparing(true);
    void beforeAction()
      .then((ready) => ready && go())
      .finally(() => setPreparing(false));
  };
  const [tracing, setTracing] = useState(false);
  if (!answer.data) return null;
  const legal = answer.data.legal.map(approvalActionOf).filter((action): action is ApprovalAction => action !== undefined);
  // Only what could become this user's: an action their role never gives them is not listed.
  // The events a module records are listed too (a bug not yet resolved is not closed, and says why).
  const recorded = new Set((descriptor.capabilities.recordings ?? []).map((recording) => recording.event));
  const refused = Object.entries(answer.data.refused).flatMap(([event, why]) => {
    const action = approvalActionOf(event);
    const label = action ? `wf.action.${action}` : recorded.has(event) ? `workflow.action.${event}` : null;
    return label && why.kind === 'notNow' ? [{ action: action ?? event, label, ...why }] : [];
  });

  // The dialog shows a refusal itself, beside what was typed.
  const send = (action: ApprovalAction) => (body: ActionBody) => act({ module, id: recordId, action, body, silent: true }).unwrap();
  /** The applicant reminds the current approvers; again too soon is refused (1002) with the server's message. */
  const onUrge = async () => {
    const result = await urge({ module, id: recordId, action: 'urge', body: {} });
    if (!('error' in result)) dispatch(notices.show({ severity: 'success', messageId: WORKFLOW_ACTIONS.urge.success }));
  };

  return (
    <Box
      className="no-print"
      role="toolbar"
      aria-label={t('wf.bar.label')}
      sx={
        docked
          ? {
              display: 'flex',
              gap: 1,
              alignItems: 'center',
              flexWrap: 'wrap',
              justifyContent: 'flex-end',
              position: 'sticky',
              bottom: 0,
              zIndex: 2,
              bgcolor: 'background.paper',
              borderTop: 1,
              borderColor: 'divider',
              py: 1,
              mt: 2,
              '& .MuiButton-root': { minHeight: 44 },
            }
          : { display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }
      }
      data-testid="approval-bar"
    >
      {fillIn && (
        <Button size="small" variant="outlined" startIcon={<EditNoteIcon />} onClick={() => navigate(fillIn, { state: { origin } })} data-testid="fill-in">
          {t('wf.form.fillIn')}
        </Button>
      )}
      {legal.map((action) => (
        <Button
          key={action}
          size="small"
          variant="contained"
          color={WORKFLOW_ACTIONS[action].color}
          disabled={preparing}
          onClick={guarded(() => setOpen(action))}
          data-action={action}
        >
          {t(`wf.action.${action}`)}
        </Button>
      ))}
      {answer.data.legal.includes(WORKFLOW_ACTIONS.urge.event) && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<NotificationsActiveOutlinedIcon />}
          disabled={urging.isLoading}
          onClick={() => void onUrge()}
          data-action="urge"
        >
          {t('wf.action.urge')}
        </Button>
      )}
      <SubFlowButtons
        module={module}
        recordId={recordId}
        answer={answer.data}
        onDone={onDone}
        openDraft={onForm ? undefined : () => navigate(`${formPath(descriptor)}?id=${recordId}`, { state: { origin } })}
        guarded={guarded}
      />
      <RecordingButtons descriptor={descriptor} recordId={recordId} answer={answer.data} />
      {refused.length > 0 && (
        <>
          <Button size="small" color="inherit" startIcon={<HelpOutlineIcon />} onClick={(event) => setWhyAnchor(event.currentTarget)} data-testid="why-not">
            {t('wf.whyNotButton')}
          </Button>
          <Menu anchorEl={whyAnchor} open={whyAnchor !== null} onClose={() => setWhyAnchor(null)}>
            {refused.map(({ action, label, msg, code }) => (
              <Tooltip key={action} title={t('wf.whyNot', { action: t(label), reason: msg })} placement="left">
                <span>
                  <MenuItem disabled data-refused={action} data-code={code} sx={{ '&.Mui-disabled': { opacity: 1 } }}>
                    <ListItemText primary={t(label)} secondary={msg} slotProps={{ primary: { sx: { color: 'text.disabled' } } }} />
                  </MenuItem>
                </span>
              </Tooltip>
            ))}
          </Menu>
        </>
      )}
      {descriptor.flow && (
        <Button size="small" variant="outlined" startIcon={<AccountTreeOutlinedIcon />} onClick={() => setTracing(true)} data-testid="flow-tracing-button">
          {t('wf.trace.button')}
        </Button>
      )}
      {tracing && <FlowTracingDialog module={module} recordId={recordId} onClose={() => setTracing(false)} />}
      {open && (
        <ApprovalDialog
          module={module}
          recordId={recordId}
          instanceId={answer.data.instanceId}
          action={open}
          send={send(open)}
          onCancel={() => setOpen(null)}
          onDone={finished}
        />
      )}
    </Box>
  );
}
