/*
 * Whether the store has loaded in this tab, readable without loading it: the login page, which shows before the
 * store, then shows its notices too (a password change says so, then signs out to the login page).
 */
let present = false;

export const storePresent = (): boolean => present;

export function markStorePresent(): void {
  present = true;
}
