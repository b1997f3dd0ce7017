import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react';
import type { RecordRow } from '../../../shared/schemas/engine.schema.ts';

/** How close to the bottom (px) the infinite list asks for the next page. */
const LOAD_AHEAD_PX = 60;

type LoadedPage = { list: RecordRow[]; pageIndex: number; more: boolean };

/**
 * The rows of an infinite list: the pages loaded so far, one after the other. Scrolling near the bottom asks for the
 * next page (`onNextPage`); a change of `restartKey` (search, sort, page size) starts again from the first page.
 */
export function useInfiniteRows(options: {
  enabled: boolean;
  page: { data?: LoadedPage; isFetching: boolean };
  pageIndex: number;
  limit: number;
  restartKey: string;
  onRestart: () => void;
  onNextPage: () => void;
}) {
  const { enabled, page, pageIndex, limit, restartKey, onRestart, onNextPage } = options;
  const [rows, setRows] = useState<RecordRow[]>([]);
  const container = useRef<HTMLDivElement | null>(null);
  const lastKey = useRef(restartKey);
  useEffect(() => {
    if (lastKey.current !== restartKey) {
      lastKey.current = restartKey;
      onRestart();
      setRows([]);
    }
  }, [restartKey, onRestart]);
  useEffect(() => {
    if (!enabled || !page.data || page.isFetching) return;
    const { list, pageIndex: loaded } = page.data;
    setRows((current) => {
      const expected = (loaded - 1) * limit;
      if (current.length > expected) return current.slice(0, expected).concat(list);
      return current.length === expected ? current.concat(list) : current;
    });
  }, [page.data, page.isFetching, enabled, limit, rows.length]);

  // The page says whether another follows, so scrolling never waits for the count.
  const morePages = enabled && Boolean(page.data?.more);
  const loadMore = useCallback(() => {
    if (morePages && !page.isFetching && rows.length >= pageIndex * limit) onNextPage();
  }, [morePages, page.isFetching, rows.length, pageIndex, limit, onNextPage]);
  // A first page shorter than the table cannot be scrolled: keep loading while pages remain.
  useEffect(() => {
    const element = container.current;
    if (enabled && element && element.scrollHeight <= element.clientHeight + LOAD_AHEAD_PX) loadMore();
  }, [enabled, rows.length, loadMore]);
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (!enabled) return;
    const element = event.currentTarget;
    if (element.scrollHeight - element.scrollTop - element.clientHeight < LOAD_AHEAD_PX) loadMore();
  };
  return { rows, morePages, container, onScroll };
}
