import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CurrentUser } from '../../shared/schemas/auth.schema.ts';
import { storedUser, storeUser } from '../lib/session-storage.ts';

/** `signedOut` is true after an explicit sign-out in this tab, so nothing asks the server about a session that is gone. */
export type SessionState = { user: CurrentUser | null; signedOut: boolean };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ user: storedUser(), signedOut: false }),
  reducers: {
    signedIn(state, action: PayloadAction<CurrentUser>) {
      state.user = action.payload;
      state.signedOut = false;
      storeUser(action.payload);
    },
    signedOut(state) {
      state.user = null;
      state.signedOut = true;
    },
  },
});

export const sessionActions = sessionSlice.actions;
