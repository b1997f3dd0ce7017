import type { TableLayoutBody } from '../../shared/schemas/engine.schema.ts';
import type { ResetPeriod, SerialTemplateBody } from '../../shared/serial-template.ts';
import { api } from './base-api.ts';

/** One module's serial-number template as GET /serialTemplate lists it. */
export type SerialTemplateRow = {
  module: string;
  moduleId: number | null;
  area: string;
  title: string;
  template: string;
  reset: ResetPeriod;
  defaultTemplate: string;
  defaultReset: ResetPeriod;
  overridden: boolean;
  counter: number;
  next: string;
  updatedAt: string | null;
  updatedByName: string | null;
};
export type SerialOutlook = { counter: number; next: string };

/** One menu's default table layout as GET /listSetting lists it. */
export type ListSettingRow = {
  module: string;
  menuId: number;
  area: string;
  title: string;
  source: 'default' | 'descriptor';
  visibleColumns: number;
  columns: number;
  lockedColumns: number;
  istable: 0 | 1;
  personalLayouts: number;
  createName: string | null;
  createDate: string | null;
};
export type ListSettingDetail = {
  module: string;
  menuId: number;
  title: string;
  source: 'default' | 'descriptor';
  layout: TableLayoutBody;
  descriptorLayout: TableLayoutBody;
  createName: string | null;
  createDate: string | null;
};

const base = api.enhanceEndpoints({ addTagTypes: ['SerialTemplate', 'ListSetting', 'TableLayout'] });

/** Serial-number templates and list settings (src/server/routes/serial-template.routes.ts, list-settings.routes.ts). */
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
    saveListSetting: build.mutation<null, { module: string; body: TableLayoutBody }>({
      query: ({ module, body }) => ({ url: `/listSetting/${module}`, method: 'PUT', body }),
      // The lists themselves read the default through /m/:module/layout.
      invalidatesTags: (_result, _error, { module }) => ['ListSetting', { type: 'ListSetting', id: module }, { type: 'TableLayout', id: module }],
    }),
    resetListSetting: build.mutation<null, string>({
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
