import { useCallback } from 'react';
import { noticeActions } from '../../state/notice.slice.ts';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { hasPermission } from '../../lib/permissions.ts';

/** Whether the signed-in user holds a button code (spec §6: buttons are removed without it; the server checks anyway). */
export function useCan(): (code: string) => boolean {
  const user = useAppSelector((state) => state.session.user);
  return useCallback((code: string) => hasPermission(user, code), [user]);
}

/** Shows a success message from the catalogue after a change the server accepted. */
export function useSaved(): (messageId?: string) => void {
  const dispatch = useAppDispatch();
  return useCallback((messageId = 'messages.saved') => dispatch(noticeActions.show({ severity: 'success', messageId })), [dispatch]);
}
