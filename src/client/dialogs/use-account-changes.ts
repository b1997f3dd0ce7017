import { useCallback } from 'react';
import { clearClientSession } from '../api/base-api.ts';
import { useChangeLoginNameMutation, useOldPasswordWrongMutation, useUpdatePasswordMutation } from '../api/shell.api.ts';
import { noticeActions } from '../state/notice.slice.ts';
import { useAppDispatch } from '../app/store.ts';
import type { PasswordValues } from './password-form.tsx';

/**
 * Spec §5 and §8: the old password is checked first (POST /user/valipw answers true when it is WRONG); after a
 * successful change the server has ended the session, so the client signs out and shows the login page.
 */
export function useChangePassword() {
  const dispatch = useAppDispatch();
  const [check, checkState] = useOldPasswordWrongMutation();
  const [update, updateState] = useUpdatePasswordMutation();
  const change = useCallback(
    async (values: PasswordValues): Promise<boolean> => {
      const wrong = await check(values.oldPwd);
      if ('error' in wrong) return false;
      if (wrong.data) {
        dispatch(noticeActions.show({ severity: 'error', messageId: 'errors.oldPasswordWrong' }));
        return false;
      }
      const result = await update({ password: values.oldPwd, newPassword: values.password });
      if ('error' in result) return false;
      dispatch(noticeActions.show({ severity: 'success', messageId: 'messages.pwdChanged' }));
      clearClientSession(dispatch);
      return true;
    },
    [check, update, dispatch],
  );
  return { change, busy: checkState.isLoading || updateState.isLoading };
}

/** Spec §5 Login-name change: must differ from the old name after trimming; success signs the user out. */
export function useChangeLoginName(oldName: string) {
  const dispatch = useAppDispatch();
  const [changeName, state] = useChangeLoginNameMutation();
  const change = useCallback(
    async (newName: string): Promise<boolean> => {
      if (newName.trim() === oldName.trim()) {
        dispatch(noticeActions.show({ severity: 'error', messageId: 'errors.sameLoginName' }));
        return false;
      }
      const result = await changeName(newName.trim());
      if ('error' in result) return false;
      dispatch(noticeActions.show({ severity: 'success', messageId: 'messages.profileUpdated' }));
      clearClientSession(dispatch);
      return true;
    },
    [changeName, dispatch, oldName],
  );
  return { change, busy: state.isLoading };
}
