import type { CurrentUser } from '../../shared/schemas/auth.schema.ts';

const USER_KEY = 'user';

/** Spec §3: the session user is mirrored into session storage. */
export function storeUser(user: CurrentUser): void {
  sessionStorage.setItem(USER_KEY, JSON.stringify(user));
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
