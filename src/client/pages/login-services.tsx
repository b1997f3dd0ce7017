import { Provider } from 'react-redux';
import type { Locale } from '../../shared/i18n/languages.ts';
import type { CurrentUser, LoginBody } from '../../shared/schemas/auth.schema.ts';
import { api, type ApiError } from '../api/base-api.ts';
import { shellApi } from '../api/shell.api.ts';
import { appStore } from '../app/app-store.ts';
import { Notifier } from '../app/notifier.tsx';
import { sessionActions } from '../state/session.slice.ts';
import { switchLanguageWithNotice } from '../app/use-shell-actions.ts';
import { prefetchCatalogue } from '../i18n/interface-language.ts';

/*
 * What the login page takes from the store and the API: loaded on first use (a keystroke, a language switch,
 * the sign-in), never before the form.
 */

// Loaded on the first keystroke: while the user types, the shell's strings come too.
prefetchCatalogue('app');

export async function signIn(body: LoginBody): Promise<{ user: CurrentUser } | { error: ApiError }> {
  const result = await appStore.dispatch(shellApi.endpoints.login.initiate(body));
  if ('error' in result) return { error: result.error as ApiError };
  appStore.dispatch(sessionActions.signedIn(result.data));
  appStore.dispatch(api.util.resetApiState());
  // The sign-in answered who signed in: the shell starts from it instead of asking again.
  await appStore.dispatch(shellApi.util.upsertQueryData('currentUser', undefined, result.data));
  return { user: result.data };
}

export const switchLanguage = (locale: Locale) => switchLanguageWithNotice(locale, appStore.dispatch);

export function LoginNotices() {
  return (
    <Provider store={appStore}>
      <Notifier />
    </Provider>
  );
}
