import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import { approvalActionOf, WORKFLOW_ACTIONS, type ApprovalAction } from '../../../shared/approval-actions.ts';
import { noticeActions } from '../../state/notice.slice.ts';
import { useAppDispatch } from '../../app/store.ts';
import { ApprovalDialog } from './approval-dialog.tsx';
import { FlowTracingDialog } from './flow-tracing-dialog.tsx';
import { SubFlowButtons } from './sub-flow-actions.tsx';
import { useWfActionsQuery, useWfActMutation, type ActionBody } from '../../api/workflow.api.ts';

type Props = { descriptor: ModuleDescriptor; record: { id: number } | undefined; onDone: () => void };

/**
 * The approval actions of a record (STYLE.md rule 4): the server says which are legal and those are the buttons;
 * the others are listed under "why not?" with the server's reason.
 */
export function ApprovalBar({ descriptor, record, onDone }: Props) {
  if (!descriptor.lifecycle || !descriptor.flow || !record) return null;
  return <ApprovalButtons module={descriptor.key} recordId={record.id} onDone={onDone} />;
}

function ApprovalButtons({ module, recordId, onDone }: { module: string; recordId: number; onDone: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const answer = useWfActionsQuery({ module, id: recordId }, { refetchOnMountOrArgChange: true });
  const [act, acting] = useWfActMutation();
  const [open, setOpen] = useState<ApprovalAction | null>(null);
  const [whyAnchor, setWhyAnchor] = useState<HTMLElement | null>(null);
  const [tracing, setTracing] = useState(false);
  if (!answer.data) return null;
  const legal = answer.data.legal.map(approvalActionOf).filter((action): action is ApprovalAction => action !== undefined);
  const refused = Object.entries(answer.data.refused).flatMap(([event, why]) => {
    const action = approvalActionOf(event);
    return action ? [{ action, ...why }] : [];
  });

  const confirm = async (action: ApprovalAction, body: ActionBody) => {
    const result = await act({ module, id: recordId, action, body });
    if ('error' in result) return; // the API layer showed the server's message; the dialog stays open
    setOpen(null);
    dispatch(noticeActions.show({ severity: 'success', messageId: WORKFLOW_ACTIONS[action].success }));
    onDone();
  };

  return (
    <Box className="no-print" role="toolbar" aria-label={t('wf.bar.label')} sx={{ display: 'flex', gap: 1, alignItems: 'center' }} data-testid="approval-bar">
      {legal.map((action) => (
        <Button key={action} size="small" variant="contained" color={WORKFLOW_ACTIONS[action].color} onClick={() => setOpen(action)} data-action={action}>
          {t(`wf.action.${action}`)}
        </Button>
      ))}
      <SubFlowButtons module={module} recordId={recordId} answer={answer.data} onDone={onDone} />
      {refused.length > 0 && (
        <>
          <Button size="small" color="inherit" startIcon={<HelpOutlineIcon />} onClick={(event) => setWhyAnchor(event.currentTarget)} data-testid="why-not">
            {t('wf.whyNotButton')}
          </Button>
          <Menu anchorEl={whyAnchor} open={whyAnchor !== null} onClose={() => setWhyAnchor(null)}>
            {refused.map(({ action, msg, code }) => (
              <Tooltip key={action} title={t('wf.whyNot', { action: t(`wf.action.${action}`), reason: msg })} placement="left">
                <span>
                  <MenuItem disabled data-refused={action} data-code={code} sx={{ '&.Mui-disabled': { opacity: 1 } }}>
                    <ListItemText primary={t(`wf.action.${action}`)} secondary={msg} slotProps={{ primary: { sx: { color: 'text.disabled' } } }} />
                  </MenuItem>
                </span>
              </Tooltip>
            ))}
          </Menu>
        </>
      )}
      <Button size="small" variant="outlined" startIcon={<AccountTreeOutlinedIcon />} onClick={() => setTracing(true)} data-testid="flow-tracing-button">
        {t('wf.trace.button')}
      </Button>
      {tracing && <FlowTracingDialog module={module} recordId={recordId} onClose={() => setTracing(false)} />}
      {open && (
        <ApprovalDialog
          module={module}
          recordId={recordId}
          instanceId={answer.data.instanceId}
          action={open}
          busy={acting.isLoading}
          onCancel={() => setOpen(null)}
          onConfirm={(body) => void confirm(open, body)}
        />
      )}
    </Box>
  );
}
