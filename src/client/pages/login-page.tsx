import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale } from '../../shared/i18n/languages.ts';
import type { PublicConfig } from '../../shared/schemas/auth.schema.ts';
import { readPublic } from '../api/transport.ts';
import { navigateTo } from '../lib/navigation.ts';
import { storePresent } from '../app/store-presence.ts';
import { useLanguage } from '../i18n/interface-language.ts';
import type { FirstPaintInput } from './login-first-paint.ts';

// The store and the API load on first use, after the form has shown: the form never waits for them.
const loginServices = () => import('./login-services.tsx');
const LoginNotices = lazy(() => loginServices().then((module) => ({ default: module.LoginNotices })));
// The language menu (with its tooltip) too comes once the form has shown.
const LanguageButton = lazy(() => import('../components/language-button.tsx').then((module) => ({ default: module.LanguageButton })));

/** True from the frame after the first paint: what the form does not need waits until then. */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => (timer = window.setTimeout(() => setPainted(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

type LoginFieldProps = Omit<OutlinedInputProps, 'error' | 'label' | 'margin'> & {
  label: string;
  error: boolean;
  helperText: string;
  margin: 'normal' | 'dense';
};

/** An outlined TextField made of its parts: TextField itself brings its select and menu, which this page never shows. */
function LoginField({ label, error, helperText, margin, ...input }: LoginFieldProps) {
  const id = useId();
  return (
    <FormControl fullWidth margin={margin} error={error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={`${id}-helper`} {...input} />
      <FormHelperText id={`${id}-helper`}>{helperText}</FormHelperText>
    </FormControl>
  );
}

/** Only same-site paths are followed after sign-in. */
const safeRedirect = (value: string | null) => (value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/login') ? value : '/home');

/**
 * `prefetch` fetches, while the user types, what signing in leads to. `typed`: what was typed in the form the HTML drew
 * before this page took it over (login-first-paint.ts), kept, with the caret, and sent if "sign in" was pressed.
 */
export function LoginPage({ prefetch, typed }: { prefetch?: () => void; typed?: FirstPaintInput | null }) {
  const intl = useIntl();
  // Read from the address itself: the page draws with or without the router (main.tsx).
  const search = new URLSearchParams(window.location.search);
  const language = useLanguage();
  const [config, setConfig] = useState<PublicConfig>();
  const [storeInUse, setStoreInUse] = useState(storePresent);
  const [busy, setBusy] = useState(false);
  const [username, setUsername] = useState(typed?.username ?? '');
  const [password, setPassword] = useState(typed?.password ?? '');
  const [rememberMe, setRememberMe] = useState(typed?.rememberMe ?? false);
  const [showPassword, setShowPassword] = useState(false);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const painted = usePainted();
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // The person goes on typing where they were in the form the HTML drew, or, if they pressed "sign in", is signed in.
  const takenOver = useRef(false);
  useLayoutEffect(() => {
    if (!typed || takenOver.current) return;
    takenOver.current = true;
    if (typed.focus) {
      const input = (typed.focus.name === 'username' ? usernameInput : passwordInput).current;
      input?.focus();
      input?.setSelectionRange(typed.focus.caret, typed.focus.caret);
    }
    if (typed.submitted) form.current?.requestSubmit();
  }, [typed]);
  // Focused once painted (autofocus while rendering would force a layout before the first paint), unless the person
  // is already in a field: on a slow machine they may be typing the password by then, and must not be moved.
  useEffect(() => {
    if (painted && (document.activeElement === null || document.activeElement === document.body)) usernameInput.current?.focus();
  }, [painted]);

  const required = intl.formatMessage({ id: 'rules.required' });
  const usernameMissing = touched && username.trim() === '';
  const passwordMissing = touched && password === '';

  const services = useCallback(() => {
    setStoreInUse(true);
    return loginServices();
  }, []);
  const started = () => {
    void services();
    prefetch?.();
  };
  const switchLanguage = async (locale: Locale) => (await services()).switchLanguage(locale);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setFailure(null);
    // Spec §3 Login payload: the user name is trimmed.
    if (username.trim() === '' || password === '') return;
    setBusy(true);
    const { signIn } = await services();
    const result = await signIn({ username: username.trim(), password, rememberMe }).finally(() => setBusy(false));
    if ('error' in result) {
      setFailure(result.error.msg || intl.formatMessage({ id: 'errors.status' }, { status: result.error.status }));
      return;
    }
    navigateTo(result.user.remarks ? safeRedirect(search.get('redirect')) : '/changepwd');
  };

  // The site's title and company name come in the interface language: read again when it changes.
  useEffect(() => {
    void readPublic<PublicConfig>('/config.json').then(setConfig);
  }, [language]);
  const title = config?.title || intl.formatMessage({ id: 'app.title' });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: '#f0f2f5' }}>
      <Box
        sx={{
          flex: 1,
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: 6,
          color: '#fff',
          background: (theme) => `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 55%, #36cfc9 100%)`,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Box component="img" src={config?.logoUrl || '/logo.svg'} alt="" sx={{ width: 40, height: 40, bgcolor: '#fff', borderRadius: 1, p: 0.5 }} />
          <Typography variant="h6" sx={{ fontWeight: 600 }}>
            {config?.companyName}
          </Typography>
        </Box>
        <Box sx={{ maxWidth: 460 }}>
          <Typography variant="h3" sx={{ fontWeight: 700, mb: 2, lineHeight: 1.25 }}>
            {title}
          </Typography>
          <Typography variant="h6" sx={{ opacity: 0.9, fontWeight: 400 }}>
            <FormattedMessage id="login.tagline" />
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ opacity: 0.75 }}>
          <FormattedMessage id="login.footer" values={{ year: new Date().getFullYear(), company: config?.companyName ?? '' }} />
        </Typography>
      </Box>
      <Box sx={{ flex: { xs: 1, md: '0 0 520px' }, display: 'flex', flexDirection: 'column', position: 'relative' }}>
        <Box sx={{ position: 'absolute', top: 16, right: 16 }}>
          {painted && (
            <Suspense fallback={null}>
              <LanguageButton
                language={language}
                onChange={(locale) => void switchLanguage(locale)}
                color="default"
                title={intl.formatMessage({ id: 'navbar.language' })}
              />
            </Suspense>
          )}
        </Box>
        <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
          {/* The first keystroke fetches what signing in needs. */}
          <Paper
            component="form"
            ref={form}
            onSubmit={submit}
            onInput={started}
            noValidate
            elevation={0}
            sx={{ width: '100%', maxWidth: 380, p: 4, border: '1px solid #e8e8e8' }}
          >
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 0.5 }}>
              <FormattedMessage id="login.heading" />
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              {title}
            </Typography>
            {search.get('logout') && !failure && (
              <Alert severity="info" sx={{ mb: 2 }}>
                <FormattedMessage id="errors.403" />
              </Alert>
            )}
            {failure && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {failure}
              </Alert>
            )}
            <LoginField
              inputRef={usernameInput}
              margin="normal"
              name="username"
              autoComplete="username"
              label={intl.formatMessage({ id: 'login.username' })}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              error={usernameMissing}
              helperText={usernameMissing ? required : ' '}
              startAdornment={
                <InputAdornment position="start">
                  <PersonOutlineIcon fontSize="small" />
                </InputAdornment>
              }
            />
            <LoginField
              inputRef={passwordInput}
              margin="dense"
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              label={intl.formatMessage({ id: 'login.password' })}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={passwordMissing}
              helperText={passwordMissing ? required : ' '}
              startAdornment={
                <InputAdornment position="start">
                  <LockOutlinedIcon fontSize="small" />
                </InputAdornment>
              }
              endAdornment={
                <InputAdornment position="end">
                  <IconButton
                    edge="end"
                    aria-label={intl.formatMessage({ id: showPassword ? 'login.hidePassword' : 'login.showPassword' })}
                    onClick={() => setShowPassword((shown) => !shown)}
                  >
                    {showPassword ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
                  </IconButton>
                </InputAdornment>
              }
            />
            <FormControlLabel
              control={<Checkbox checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} size="small" />}
              label={intl.formatMessage({ id: 'login.rememberMe' })}
              sx={{ mb: 2 }}
            />
            <Button type="submit" fullWidth variant="contained" size="large" loading={busy}>
              <FormattedMessage id="login.submit" />
            </Button>
          </Paper>
        </Box>
      </Box>
      {storeInUse && (
        <Suspense fallback={null}>
          <LoginNotices />
        </Suspense>
      )}
    </Box>
  );
}
