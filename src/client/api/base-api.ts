import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { PASS_THROUGH_STATUSES, REP_TOKEN_HEADER, STATUS_OK } from '../../shared/envelope.ts';
import { noticeActions } from '../state/notice.slice.ts';
import { sessionActions } from '../state/session.slice.ts';
import { tagsActions } from '../state/tags.slice.ts';
import { navigateTo } from '../lib/navigation.ts';
import { clearStorage } from '../lib/session-storage.ts';
import { REQUEST_TIMEOUT_MS, send, type WireRequest } from './transport.ts';

export type ApiRequest = WireRequest & {
  /** POST/PUT that must be accepted once carry a fresh token from GET /ge/rep-token. */
  repToken?: boolean;
  /** The caller shows the failure itself (e.g. inline on the login form). */
  silent?: boolean;
  /** Spec §8: a 403 from current-user does not sign the user out here; the route guard decides. */
  ownSessionCheck?: boolean;
};

export type ApiError = { status: number; msg: string; data?: unknown; requestId?: string };

class TimeoutError extends Error {}

/** Clears everything the client keeps about the session (spec §4 Logout), then shows the login page. */
export function clearClientSession(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, loginQuery = ''): void {
  clearStorage();
  dispatch(sessionActions.signedOut());
  dispatch(tagsActions.reset());
  dispatch(api.util.resetApiState());
  navigateTo(`/login${loginQuery}`);
}

/**
 * Unwraps the envelope `{ status, msg, data }` of spec §7 and applies spec §8: 200 and the pass-through codes
 * resolve; 403 (dead session) signs out; anything else shows the server's message, or the status text.
 */
export const envelopeBaseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiError> = async (args, api) => {
  const request: ApiRequest = typeof args === 'string' ? { url: args } : args;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TimeoutError()), REQUEST_TIMEOUT_MS);
  const abort = () => controller.abort(api.signal.reason);
  api.signal.addEventListener('abort', abort);
  const notify = (notice: Parameters<typeof noticeActions.show>[0]) => {
    if (!request.silent) api.dispatch(noticeActions.show(notice));
  };
  try {
    const headers: Record<string, string> = {};
    if (request.repToken) {
      const token = await send({ url: '/ge/rep-token' }, controller.signal);
      if (token.status === STATUS_OK && typeof token.data === 'string') headers[REP_TOKEN_HEADER] = token.data;
    }
    const envelope = await send(request, controller.signal, headers);
    if (envelope.status === STATUS_OK || (PASS_THROUGH_STATUSES as readonly number[]).includes(envelope.status)) return { data: envelope.data };
    const error: ApiError = { status: envelope.status, msg: envelope.msg, data: envelope.data, requestId: envelope.requestId };
    if (envelope.status === 403) {
      // A call still in flight when the user signs out gets 403 too; that is no expired session.
      const signingOut = (api.getState() as { session?: { signedOut?: boolean } }).session?.signedOut;
      if (!request.ownSessionCheck && !signingOut) clearClientSession(api.dispatch, '?logout=1');
      return { error };
    }
    if (envelope.status === 4011) {
      // The initial password must be changed before anything else (spec §2 Route guard).
      navigateTo('/changepwd');
      return { error };
    }
    const { requestId } = envelope;
    notify(
      envelope.msg
        ? { severity: 'error', text: envelope.msg, requestId }
        : { severity: 'error', messageId: 'errors.status', values: { status: envelope.status }, requestId },
    );
    return { error };
  } catch (caught) {
    if (api.signal.aborted) return { error: { status: 0, msg: 'aborted' } };
    const timedOut = controller.signal.reason instanceof TimeoutError;
    const messageId = timedOut ? 'errors.timeout' : 'errors.network';
    notify({ severity: 'error', messageId });
    return { error: { status: 0, msg: caught instanceof Error ? caught.message : messageId } };
  } finally {
    clearTimeout(timer);
    api.signal.removeEventListener('abort', abort);
  }
};

/**
 * The one RTK Query API of the client; areas add their endpoints with `api.injectEndpoints`. Answers worded in the
 * reader's language (menus, notifications, to-do rows) provide `Language`: a language switch fetches them anew.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: envelopeBaseQuery,
  tagTypes: ['User', 'Profile', 'Menu', 'Settings', 'Notify', 'Online', 'Help', 'Language'],
  endpoints: () => ({}),
});
