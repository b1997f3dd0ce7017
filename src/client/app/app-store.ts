import { markStorePresent } from './store-presence.ts';
import { makeStore } from './store.ts';

/** The app's one store; it loads after the login form has shown, never before. */
export const appStore = makeStore();
markStorePresent();
