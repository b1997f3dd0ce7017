import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '../app/store.ts';
import { useNotificationsQuery, useReadNotificationMutation } from '../api/shell.api.ts';
import { workflowApi } from '../api/workflow.api.ts';
import type { Notification } from '../api/types.ts';
import { NOTIFY } from './notification-bell.tsx';

/**
 * Pushed events (GET /prod-api/events): a new notification refetches the bell and the to-do counts at once.
 * The browser reconnects by itself; the 120 s poll stays as the fallback when no stream can be held.
 */
function useServerEvents() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/prod-api/events');
    source.addEventListener('notification', () => {
      dispatch(workflowApi.util.invalidateTags(['Notify', { type: 'WfTodo', id: 'all' }]));
    });
    return () => source.close();
  }, [dispatch]);
}

/**
 * Spec §4 Notifications: polls the unread list every 120 s; new unread items raise the bubble for 30 s; while
 * the window is unfocused and unread items exist, the window title flashes every 380 ms.
 */
export function useNotificationCenter() {
  const intl = useIntl();
  useServerEvents();
  const { data = [] } = useNotificationsQuery(undefined, { pollingInterval: NOTIFY.pollMs });
  const [read] = useReadNotificationMutation();
  const [bubble, setBubble] = useState(false);
  const seen = useRef(new Set<number>());

  useEffect(() => {
    const fresh = data.filter((item) => !seen.current.has(item.id));
    for (const item of data) seen.current.add(item.id);
    if (fresh.length === 0) return;
    setBubble(true);
    const timer = setTimeout(() => setBubble(false), NOTIFY.bubbleMs);
    return () => clearTimeout(timer);
  }, [data]);

  const unread = data.length;
  const flashText = intl.formatMessage({ id: 'notify.flash' }, { count: unread });
  useEffect(() => {
    if (unread === 0) return;
    const original = document.title;
    let timer: ReturnType<typeof setInterval> | undefined;
    let on = false;
    const stop = () => {
      if (timer) clearInterval(timer);
      timer = undefined;
      document.title = original;
    };
    const start = () => {
      if (timer || document.hasFocus()) return;
      timer = setInterval(() => {
        on = !on;
        document.title = on ? flashText : original;
      }, NOTIFY.flashMs);
    };
    start();
    window.addEventListener('blur', start);
    window.addEventListener('focus', stop);
    return () => {
      window.removeEventListener('blur', start);
      window.removeEventListener('focus', stop);
      stop();
    };
  }, [unread, flashText]);

  // Stable, so the bubble's own timer is not restarted by every render.
  const closeBubble = useCallback(() => setBubble(false), []);
  return {
    items: data,
    bubble,
    closeBubble,
    show: (item: Notification) => void read(item.id),
  };
}
