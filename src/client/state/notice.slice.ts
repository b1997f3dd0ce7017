import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type NoticeSeverity = 'success' | 'info' | 'warning' | 'error';
/**
 * A snackbar message: either a catalogue id (with values) or text the server already translated; a refusal's
 * `requestId` is shown under it, for the user to quote (the server's log line of that request carries it).
 */
export type Notice = {
  key: number;
  severity: NoticeSeverity;
  messageId?: string;
  values?: Record<string, string | number>;
  text?: string;
  requestId?: string;
};

let nextKey = 1;

export const noticeSlice = createSlice({
  name: 'notice',
  initialState: { queue: [] as Notice[] },
  reducers: {
    show: {
      reducer(state, action: PayloadAction<Notice>) {
        state.queue.push(action.payload);
      },
      prepare(notice: Omit<Notice, 'key'>) {
        return { payload: { ...notice, key: nextKey++ } };
      },
    },
    dismiss(state, action: PayloadAction<number>) {
      state.queue = state.queue.filter((notice) => notice.key !== action.payload);
    },
  },
});

export const noticeActions = noticeSlice.actions;
