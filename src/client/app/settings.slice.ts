import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { uiSettings, type UiSettings } from '../../shared/schemas/auth.schema.ts';

/** Spec §3 UI settings; loaded from GET /user/settings at start and saved per user. */
export const settingsSlice = createSlice({
  name: 'settings',
  initialState: (): UiSettings => uiSettings.parse({}),
  reducers: {
    loaded(_state, action: PayloadAction<UiSettings>) {
      return action.payload;
    },
    changed(state, action: PayloadAction<Partial<UiSettings>>) {
      Object.assign(state, action.payload);
    },
  },
});

export const settingsActions = settingsSlice.actions;
