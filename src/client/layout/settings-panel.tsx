import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { UiSettings } from '../../shared/schemas/auth.schema.ts';
import { THEME_COLOURS } from '../theme/create-app-theme.ts';

export type SettingsPanelProps = { open: boolean; settings: UiSettings; onChange: (change: Partial<UiSettings>) => void; onClose: () => void };

/** Spec §2 right settings panel: theme colour, tags view, fixed header, sidebar logo, the navbar's settings button; kept per user. */
export function SettingsPanel({ open, settings, onChange, onClose }: SettingsPanelProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const toggle = (key: 'showSettings' | 'tagsView' | 'fixedHeader' | 'sidebarLogo') => (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', py: 0.5 }}>
      <Typography variant="body2">{t(`settings.${key}`)}</Typography>
      <Switch
        checked={settings[key]}
        onChange={(event) => onChange({ [key]: event.target.checked })}
        slotProps={{ input: { 'aria-label': t(`settings.${key}`) } }}
      />
    </Stack>
  );
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280 } } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('settings.title')}
        </Typography>
        <IconButton aria-label={t('actions.close')} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ px: 2, py: 2 }}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('settings.theme')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="radiogroup" aria-label={t('settings.theme')}>
          {THEME_COLOURS.map((colour) => (
            <Box
              key={colour}
              role="radio"
              aria-checked={settings.theme.toLowerCase() === colour}
              aria-label={colour}
              tabIndex={0}
              onClick={() => onChange({ theme: colour })}
              onKeyDown={(event) => event.key === 'Enter' && onChange({ theme: colour })}
              sx={{
                width: 26,
                height: 26,
                borderRadius: 1,
                bgcolor: colour,
                cursor: 'pointer',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                color: '#fff',
              }}
            >
              {settings.theme.toLowerCase() === colour && <CheckIcon sx={{ fontSize: 16 }} />}
            </Box>
          ))}
        </Box>
        <Divider sx={{ my: 2 }} />
        {toggle('tagsView')}
        {toggle('fixedHeader')}
        {toggle('sidebarLogo')}
        {toggle('showSettings')}
      </Box>
    </Drawer>
  );
}
