import type { TableLayoutBody } from '../../shared/schemas/engine.schema.ts';
import type { listSettingDetail, listSettingRow, listSettingSource, serialOutlook, serialTemplateRow } from '../../shared/schemas/admin.schema.ts';
import type { Answer } from '../../shared/schemas/answer.schema.ts';
import type { SerialTemplateBody } from '../../shared/serial-template.ts';
import { api } from './base-api.ts';

export type SerialTemplateRow = Answer<typeof serialTemplateRow>;
export type SerialOutlook = Answer<typeof serialOutlook>;
export type ListSettingRow = Answer<typeof listSettingRow>;
export type ListSettingDetail = Answer<typeof listSettingDetail>;

const base = api.enhanceEndpoints({ addTagTypes: ['SerialTemplate', 'ListSetting', 'TableLayout'] });

/** Serial-number templates and list settings (src/server/admin/serial-template.routes.ts, engine/list-settings.routes.ts). */
export const numberingApi = base.injectEndpoints({
  endpoints: (build) => ({
    serialTemplates: build.query<SerialTemplateRow[], void>({ query: () => '/serialTemplate', providesTags: ['SerialTemplate'] }),
    serialPreview: build.query<SerialOutlook, { module: string } & SerialTemplateBody>({
      query: ({ module, ...params }) => ({ url: `/serialTemplate/${module}/preview`, params, silent: true }),
    }),
    saveSerialTemplate: build.mutation<SerialOutlook, { module: string } & SerialTemplateBody>({
      query: ({ module, ...body }) => ({ url: `/serialTemplate/${module}`, method: 'PUT', body }),
      invalidatesTags: ['SerialTemplate'],
    }),
    restoreSerialTemplate: build.mutation<SerialOutlook, string>({
      query: (module) => ({ url: `/serialTemplate/${module}`, method: 'DELETE' }),
      invalidatesTags: ['SerialTemplate'],
    }),
    listSettings: build.query<ListSettingRow[], void>({ query: () => '/listSetting', providesTags: ['ListSetting'] }),
    listSetting: build.query<ListSettingDetail, string>({
      query: (module) => `/listSetting/${module}`,
      providesTags: (_result, _error, module) => [{ type: 'ListSetting', id: module }],
    }),
    saveListSetting: build.mutation<Answer<typeof listSettingSource>, { module: string; body: TableLayoutBody }>({
      query: ({ module, body }) => ({ url: `/listSetting/${module}`, method: 'PUT', body }),
      // The lists themselves read the default through /m/:module/layout.
      invalidatesTags: (_result, _error, { module }) => ['ListSetting', { type: 'ListSetting', id: module }, { type: 'TableLayout', id: module }],
    }),
    resetListSetting: build.mutation<Answer<typeof listSettingSource>, string>({
      query: (module) => ({ url: `/listSetting/${module}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, module) => ['ListSetting', { type: 'ListSetting', id: module }, { type: 'TableLayout', id: module }],
    }),
  }),
});

export const {
  useSerialTemplatesQuery,
  useSerialPreviewQuery,
  useSaveSerialTemplateMutation,
  useRestoreSerialTemplateMutation,
  useListSettingsQuery,
  useListSettingQuery,
  useSaveListSettingMutation,
  useResetListSettingMutation,
} = numberingApi;
