import { useCallback } from 'react';
import type { Locale } from '../../shared/i18n/languages.ts';
import { api, clearClientSession } from '../api/base-api.ts';
import { useLogoutMutation } from '../api/shell.api.ts';
import { switchLanguage } from '../i18n/interface-language.ts';
import { navigateTo } from '../lib/navigation.ts';
import type { Size } from '../theme/interface-size.ts';
import { appActions } from '../state/app.slice.ts';
import { noticeActions } from '../state/notice.slice.ts';
import { sessionActions } from '../state/session.slice.ts';
import { useAppDispatch, type AppDispatch } from './store.ts';

/** Spec §2: switching language says so, in the new language, and fetches anew what the server worded in the old one. */
export async function switchLanguageWithNotice(locale: Locale, dispatch: AppDispatch): Promise<void> {
  await switchLanguage(locale);
  dispatch(api.util.invalidateTags(['Language']));
  dispatch(noticeActions.show({ severity: 'success', messageId: 'messages.switchLanguage' }));
}

export function useSwitchLanguage() {
  const dispatch = useAppDispatch();
  return useCallback((locale: Locale) => switchLanguageWithNotice(locale, dispatch), [dispatch]);
}

/** Spec §2 Size selector: reloads the current view through the redirect route. */
export function useSwitchSize() {
  const dispatch = useAppDispatch();
  return useCallback(
    (size: Size, currentFullPath: string) => {
      dispatch(appActions.setSize(size));
      navigateTo(`/redirect${currentFullPath}`);
      dispatch(noticeActions.show({ severity: 'success', messageId: 'messages.switchSize' }));
    },
    [dispatch],
  );
}

/** Spec §4 Logout: the server ends the session, then the client forgets it and shows the login page. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const [logout] = useLogoutMutation();
  return useCallback(async () => {
    // Signed out first, so answers to calls still in flight are not taken for an expired session.
    dispatch(sessionActions.signedOut());
    await logout().catch(() => undefined);
    clearClientSession(dispatch);
  }, [dispatch, logout]);
}
