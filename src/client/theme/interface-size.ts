import { readCookie, writeCookie } from '../lib/cookies.ts';

/** Spec §2 Size selector: default is medium. */
export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];

// A cookie, so the login page, which shows before the store has loaded, has the size the user chose too.
const SIZE_COOKIE = 'size';

export function savedSize(): Size {
  const fromCookie = readCookie(SIZE_COOKIE);
  return (SIZES as readonly string[]).includes(fromCookie ?? '') ? (fromCookie as Size) : 'medium';
}

export function saveSize(size: Size): void {
  writeCookie(SIZE_COOKIE, size);
}
