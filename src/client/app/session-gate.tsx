import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useCurrentUserQuery } from '../api/shell.api.ts';
import { mayHoldSession } from '../lib/session-storage.ts';
import { PageLoading } from './page-loading.tsx';
import { sessionActions } from '../state/session.slice.ts';
import { useAppDispatch, useAppSelector } from './store.ts';

/**
 * Spec §2 Route guard, the login check: the session is confirmed with GET /user/current on first load (403 →
 * /login), and a user whose initial password is unchanged (remarks false) is sent to /changepwd.
 */
export function SessionGate({ children, allowInitialPassword = false }: { children: ReactNode; allowInitialPassword?: boolean }) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const user = useAppSelector((state) => state.session.user);
  const signedOut = useAppSelector((state) => state.session.signedOut);
  // A visitor who never signed in in this browser goes to the login page unasked (no "session expired").
  const neverSignedIn = !user && !mayHoldSession();
  const current = useCurrentUserQuery(undefined, { skip: signedOut || neverSignedIn });

  useEffect(() => {
    // A skipped query may still hold the last user: never sign a signed-out tab back in from it.
    if (signedOut) return;
    if (current.data && (current.data.sid !== user?.sid || current.data.remarks !== user?.remarks || current.data.photo !== user?.photo)) {
      dispatch(sessionActions.signedIn(current.data));
    }
  }, [current.data, user, signedOut, dispatch]);

  if (signedOut) return <Navigate to="/login" replace />;
  if (current.isError || neverSignedIn) {
    // No way back to / or to the forced password screen: after sign-in the user lands where they must.
    const back = location.pathname === '/' || allowInitialPassword ? '' : `?redirect=${encodeURIComponent(location.pathname + location.search)}`;
    return <Navigate to={`/login${back}`} replace />;
  }
  const known = current.data ?? null;
  if (!known) return <PageLoading />;
  if (!known.remarks && !allowInitialPassword) return <Navigate to="/changepwd" replace />;
  return <>{children}</>;
}
