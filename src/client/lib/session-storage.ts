import type { CurrentUser } from '../../shared/schemas/auth.schema.ts';

const USER_KEY = 'user';
/** Set in every tab of this browser once someone signs in here, cleared on sign-out (no secret: a hint). */
const SIGNED_IN_KEY = 'signedIn';

/** Spec §3: the session user is mirrored into session storage. */
export function storeUser(user: CurrentUser): void {
  sessionStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.setItem(SIGNED_IN_KEY, '1');
}

/**
 * Whether this browser may hold a session: someone signed in here and has not signed out. A visitor who never
 * did is sent to the login page without asking the server (which would answer "session expired").
 */
export function mayHoldSession(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_KEY) !== null || sessionStorage.getItem(USER_KEY) !== null;
  } catch {
    return true;
  }
}

export function storedUser(): CurrentUser | null {
  try {
    const raw = sessionStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as CurrentUser) : null;
  } catch {
    return null;
  }
}

/** Spec §4 Logout: session and local storage are cleared. */
export function clearStorage(): void {
  sessionStorage.clear();
  localStorage.clear();
}
