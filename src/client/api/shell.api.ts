import type { ButtonEntry, CurrentUser, LoginBody, PublicConfig, UiSettings, UpdatePasswordBody } from '../../shared/schemas/auth.schema.ts';
import type { onlineSession, userMenu } from '../../shared/schemas/admin.schema.ts';
import type { Answer, PageAnswer } from '../../shared/schemas/answer.schema.ts';
import { api } from './base-api.ts';
import type { HelpArticle, HelpNode, Notification, UserProfile } from './types.ts';

export type UserMenu = Answer<typeof userMenu>;

/** The calls of the shell (spec §7 Auth and session, User, Menu, Process notifications, Help centre). */
export const shellApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<CurrentUser, LoginBody>({ query: (body) => ({ url: '/login', method: 'POST', body, silent: true }) }),
    logout: build.mutation<null, void>({ query: () => ({ url: '/logout', silent: true }) }),
    currentUser: build.query<CurrentUser, void>({ query: () => ({ url: '/user/current', ownSessionCheck: true, silent: true }), providesTags: ['User'] }),
    profile: build.query<UserProfile, void>({ query: () => '/user/profile', providesTags: ['Profile'] }),
    userMenu: build.query<UserMenu, void>({ query: () => '/menu/userMenu', providesTags: ['Menu', 'Language'] }),
    buttons: build.query<ButtonEntry[], void>({ query: () => '/menu/button', providesTags: ['Menu'] }),
    publicConfig: build.query<PublicConfig, void>({ query: () => '/config.json', providesTags: ['Language'] }),
    /** Spec §7: true when the old password is WRONG. */
    oldPasswordWrong: build.mutation<boolean, string>({ query: (password) => ({ url: '/user/valipw', method: 'POST', body: { password } }) }),
    updatePassword: build.mutation<null, UpdatePasswordBody>({ query: (body) => ({ url: '/user/updatepw', method: 'PUT', body, repToken: true }) }),
    changeLoginName: build.mutation<null, string>({ query: (newName) => ({ url: '/user/loginName', method: 'POST', body: { newName }, repToken: true }) }),
    uploadPhoto: build.mutation<{ photo: string }, Blob>({
      query: (image) => {
        const form = new FormData();
        form.append('file', image, image.type === 'image/jpeg' ? 'avatar.jpg' : 'avatar.png');
        return { url: '/user/photo', method: 'POST', body: form, silent: true };
      },
      invalidatesTags: ['Profile', 'User'],
    }),
    unbindWechat: build.mutation<null, number>({
      query: (userId) => ({ url: '/wechat/delAllUserWxId', params: { userId }, silent: true }),
      invalidatesTags: ['Profile'],
    }),
    uiSettings: build.query<UiSettings, void>({ query: () => '/user/settings', providesTags: ['Settings'] }),
    saveUiSettings: build.mutation<UiSettings, UiSettings>({ query: (body) => ({ url: '/user/settings', method: 'PUT', body }) }),
    notifications: build.query<Notification[], { all?: boolean } | void>({
      query: (arg) => ({ url: '/processAudit/notifyList', params: { unread: arg?.all ? '0' : undefined } }),
      providesTags: ['Notify', 'Language'],
    }),
    readNotification: build.mutation<null, number>({
      query: (id) => ({ url: '/processAudit/readNotify', params: { id } }),
      invalidatesTags: ['Notify'],
    }),
    helpTree: build.query<HelpNode[], void>({ query: () => '/helpcenter/queryTree', providesTags: ['Help', 'Language'] }),
    helpArticle: build.query<HelpArticle, number>({ query: (id) => `/helpcenter/${id}`, providesTags: ['Help', 'Language'] }),
    onlineSessions: build.query<PageAnswer<typeof onlineSession>, { pageIndex: number; limit: number }>({
      query: (params) => ({ url: '/monitor/online', params }),
      providesTags: ['Online'],
    }),
    forceLogout: build.mutation<null, string>({ query: (sid) => ({ url: `/monitor/online/${sid}`, method: 'DELETE' }), invalidatesTags: ['Online'] }),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useCurrentUserQuery,
  useProfileQuery,
  useUserMenuQuery,
  useButtonsQuery,
  usePublicConfigQuery,
  useOldPasswordWrongMutation,
  useUpdatePasswordMutation,
  useChangeLoginNameMutation,
  useUploadPhotoMutation,
  useUnbindWechatMutation,
  useUiSettingsQuery,
  useSaveUiSettingsMutation,
  useNotificationsQuery,
  useReadNotificationMutation,
  useHelpTreeQuery,
  useHelpArticleQuery,
  useOnlineSessionsQuery,
  useForceLogoutMutation,
} = shellApi;
