import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { UserListItem } from '../api/admin.api.ts';
import { DateInput } from '../components/date-input.tsx';
import { useCreateDelegationMutation } from './delegation.api.ts';

export type ModuleOption = { key: string; title: string };

/** A new delegation: to whom, for every module or the ones chosen, from when to when. */
export function DelegationDialog({
  users,
  modules,
  selfId,
  today,
  onClose,
}: {
  users: readonly UserListItem[];
  modules: readonly ModuleOption[];
  selfId: number | undefined;
  today: string;
  onClose: (created: boolean) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [to, setTo] = useState<UserListItem | null>(null);
  const [every, setEvery] = useState(true);
  const [chosen, setChosen] = useState<ModuleOption[]>([]);
  const [startsOn, setStartsOn] = useState(today);
  const [endsOn, setEndsOn] = useState(today);
  const [create, creating] = useCreateDelegationMutation();
  const ready = Boolean(to && startsOn && endsOn && startsOn <= endsOn && (every || chosen.length));
  const onSave = async () => {
    if (!to) return;
    const result = await create({ toUserId: to.id, startsOn, endsOn, modules: every ? [] : chosen.map((module) => module.key) });
    if (!('error' in result)) onClose(true);
  };
  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm" aria-labelledby="delegation-dialog-title" data-testid="delegation-dialog">
      <DialogTitle id="delegation-dialog-title">{t('wf.delegation.add')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <Autocomplete
          options={users.filter((user) => user.id !== selfId)}
          value={to}
          onChange={(_event, user) => setTo(user)}
          getOptionLabel={(user) => `${user.name} (${user.loginName})${user.officeName ? ` · ${user.officeName}` : ''}`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => <TextField {...params} size="small" required label={t('wf.delegation.to')} />}
        />
        <RadioGroup row value={every ? 'all' : 'some'} onChange={(event) => setEvery(event.target.value === 'all')} aria-label={t('wf.delegation.scope')}>
          <FormControlLabel value="all" control={<Radio size="small" />} label={t('wf.delegation.allModules')} />
          <FormControlLabel value="some" control={<Radio size="small" />} label={t('wf.delegation.someModules')} />
        </RadioGroup>
        {!every && (
          <Autocomplete
            multiple
            disableCloseOnSelect
            options={modules}
            value={chosen}
            onChange={(_event, picked) => setChosen(picked)}
            getOptionLabel={(module) => module.title}
            isOptionEqualToValue={(a, b) => a.key === b.key}
            renderInput={(params) => <TextField {...params} size="small" required label={t('wf.delegation.modules')} />}
            data-testid="delegation-modules"
          />
        )}
        <DateInput label={t('wf.delegation.startsOn')} value={startsOn} onChange={setStartsOn} required testId="delegation-starts" />
        <DateInput
          label={t('wf.delegation.endsOn')}
          value={endsOn}
          onChange={setEndsOn}
          required
          error={Boolean(startsOn && endsOn && endsOn < startsOn)}
          testId="delegation-ends"
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => onClose(false)}>{t('actions.cancel')}</Button>
        <Button variant="contained" disabled={!ready} loading={creating.isLoading} onClick={() => void onSave()} data-testid="delegation-save">
          {t('actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
