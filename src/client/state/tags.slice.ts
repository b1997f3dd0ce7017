import type { Title } from '../i18n/titles.ts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Spec §3 Visited-view record. `name` is the route pattern of the page: two views with the same name are the
 * same page with other parameters, so the newer replaces the older tab (spec §2 Tabs).
 */
export type VisitedView = {
  name: string;
  path: string;
  fullPath: string;
  /** A catalogue id or a plain menu name (see `titleText`). */
  title: Title;
  affix: boolean;
  noCache: boolean;
};

export type TagsState = { visited: VisitedView[]; /** Bumped to remount a cached page (refresh). */ generation: Record<string, number> };

export const tagsSlice = createSlice({
  name: 'tags',
  initialState: (): TagsState => ({ visited: [], generation: {} }),
  reducers: {
    visit(state, action: PayloadAction<VisitedView>) {
      const view = action.payload;
      const index = state.visited.findIndex((item) => item.name === view.name);
      // The same address keeps the title its page gave itself (`retitle`).
      if (index >= 0) state.visited[index] = state.visited[index].fullPath === view.fullPath ? { ...view, title: state.visited[index].title } : view;
      else if (view.affix) state.visited.splice(state.visited.filter((item) => item.affix).length, 0, view);
      else state.visited.push(view);
    },
    /** A page names its tab after what it shows (a document: its module and number), once it knows. */
    retitle(state, action: PayloadAction<{ fullPath: string; title: VisitedView['title'] }>) {
      const view = state.visited.find((item) => item.fullPath === action.payload.fullPath);
      if (view) view.title = action.payload.title;
    },
    close(state, action: PayloadAction<string>) {
      state.visited = state.visited.filter((item) => item.name !== action.payload || item.affix);
    },
    closeOthers(state, action: PayloadAction<string>) {
      state.visited = state.visited.filter((item) => item.name === action.payload || item.affix);
    },
    /** Affixed tabs survive close-all. */
    closeAll(state) {
      state.visited = state.visited.filter((item) => item.affix);
    },
    refresh(state, action: PayloadAction<string>) {
      state.generation[action.payload] = (state.generation[action.payload] ?? 0) + 1;
    },
    reset() {
      return { visited: [], generation: {} };
    },
  },
});

export const tagsActions = tagsSlice.actions;
