import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api } from '../api/base-api.ts';
import { appSlice } from '../state/app.slice.ts';
import { noticeSlice } from '../state/notice.slice.ts';
import { sessionSlice } from '../state/session.slice.ts';
import { settingsSlice } from '../state/settings.slice.ts';
import { tagsSlice } from '../state/tags.slice.ts';

export function makeStore() {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      app: appSlice.reducer,
      session: sessionSlice.reducer,
      tags: tagsSlice.reducer,
      settings: settingsSlice.reducer,
      notice: noticeSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
