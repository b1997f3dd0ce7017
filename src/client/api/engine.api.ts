import type { FileRef } from '../../shared/rules/field.types.ts';
import type { dictLabel, officeChoice, pickedUser } from '../../shared/schemas/admin.schema.ts';
import type { Answer, PageAnswer } from '../../shared/schemas/answer.schema.ts';
import type {
  countResult,
  formOverride,
  FormOverrideConfig,
  importReport,
  ListQuery,
  pageResult,
  RecordRow,
  RelatedGroup,
  tableLayout,
  TableLayoutBody,
  uploadedFile,
} from '../../shared/schemas/engine.schema.ts';
import { api } from './base-api.ts';

export type RecordPage = Answer<typeof pageResult>;
export type RecordCount = Answer<typeof countResult>;

export type TableLayout = Answer<typeof tableLayout>;

export type DictLabel = Answer<typeof dictLabel>;
export type OfficeNode = Answer<typeof officeChoice>;
export type UserSummary = Answer<typeof pickedUser>;
export type ImportReport = Answer<typeof importReport>;
export type UploadedFile = Answer<typeof uploadedFile>;

type RecordBody = Record<string, unknown>;

/** The most records a tree view shows, and the page size the server allows (`listQuery`). */
export const TREE_RECORDS_CAP = 1000;
const MAX_PAGE_SIZE = 100;

export type FormOverride = Answer<typeof formOverride>;

const engineBase = api.enhanceEndpoints({ addTagTypes: ['EngineRecord', 'TableLayout', 'FormOverride'] });

/** The generic module routes (/m/:module/*), table layouts, dictionaries, pickers and uploads the generic screens use. */
/** The related-documents panels' tag: every saved or deleted record may be one of theirs. */
const RELATED = { type: 'EngineRecord' as const, id: 'related' };

export const engineApi = engineBase.injectEndpoints({
  endpoints: (build) => ({
    recordPage: build.query<RecordPage, { module: string; query: ListQuery }>({
      query: ({ module, query }) => ({ url: `/m/${module}/page`, method: 'POST', body: query }),
      providesTags: (_result, _error, { module }) => [{ type: 'EngineRecord', id: `${module}:list` }],
    }),
    /** How many records a list query matches, asked apart from its page (`withTotal: false`) so rows come first. */
    recordCount: build.query<RecordCount, { module: string; query: ListQuery }>({
      query: ({ module, query }) => ({ url: `/m/${module}/count`, method: 'POST', body: query, silent: true }),
      providesTags: (_result, _error, { module }) => [{ type: 'EngineRecord', id: `${module}:list` }],
    }),
    /**
     * Every record of a small module the reader may list (a tree's nodes), page by page up to `TREE_RECORDS_CAP`;
     * `capped` when there were more.
     */
    treeRecords: build.query<{ rows: RecordRow[]; capped: boolean }, { module: string; sortby?: string; order?: 'asc' | 'desc' }>({
      queryFn: async ({ module, sortby, order }, _api, _extra, baseQuery) => {
        const rows: RecordRow[] = [];
        for (let pageIndex = 1; rows.length < TREE_RECORDS_CAP; pageIndex++) {
          const body: ListQuery = { page: { pageIndex, limit: MAX_PAGE_SIZE }, withTotal: false, ...(sortby ? { sortby, order } : {}) };
          const answer = await baseQuery({ url: `/m/${module}/page`, method: 'POST', body });
          if (answer.error) return { error: answer.error };
          const page = answer.data as RecordPage;
          rows.push(...page.list);
          if (!page.more) return { data: { rows, capped: false } };
        }
        return { data: { rows: rows.slice(0, TREE_RECORDS_CAP), capped: true } };
      },
      providesTags: (_result, _error, { module }) => [{ type: 'EngineRecord', id: `${module}:list` }],
    }),
    record: build.query<RecordRow, { module: string; id: number; silent?: boolean }>({
      query: ({ module, id, silent }) => ({ url: `/m/${module}/${id}`, silent }),
      providesTags: (_result, _error, { module, id }) => [{ type: 'EngineRecord', id: `${module}:${id}` }],
    }),
    /** Other modules' records that pick this one, as far as the reader may list them. */
    relatedRecords: build.query<RelatedGroup[], { module: string; id: number }>({
      query: ({ module, id }) => ({ url: `/m/${module}/${id}/related`, silent: true }),
      // Any record saved or deleted may be one of them (a follow-up just filed); the groups' titles come in the reader's
      // language: a switch asks again.
      providesTags: [RELATED, 'Language'],
    }),
    /** `complete`: the form's Save, checked with required rules on (staging sends none). */
    createRecord: build.mutation<RecordRow, { module: string; body: RecordBody; complete?: boolean }>({
      query: ({ module, body, complete }) => ({ url: `/m/${module}${complete ? '?complete=1' : ''}`, method: 'POST', body, repToken: true }),
      invalidatesTags: (_result, _error, { module }) => [{ type: 'EngineRecord', id: `${module}:list` }, RELATED],
    }),
    updateRecord: build.mutation<RecordRow, { module: string; id: number; body: RecordBody; complete?: boolean }>({
      query: ({ module, id, body, complete }) => ({ url: `/m/${module}/${id}${complete ? '?complete=1' : ''}`, method: 'PUT', body, repToken: true }),
      invalidatesTags: (_result, error, { module, id }) =>
        error ? [] : [{ type: 'EngineRecord', id: `${module}:list` }, { type: 'EngineRecord', id: `${module}:${id}` }, RELATED],
    }),
    deleteRecord: build.mutation<null, { module: string; id: number }>({
      query: ({ module, id }) => ({ url: `/m/${module}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { module }) => [{ type: 'EngineRecord', id: `${module}:list` }, RELATED],
    }),
    tableLayout: build.query<TableLayout, string>({
      query: (module) => `/m/${module}/layout`,
      providesTags: (_result, _error, module) => [{ type: 'TableLayout', id: module }],
    }),
    saveTableLayout: build.mutation<TableLayout, { module: string; body: TableLayoutBody }>({
      query: ({ module, body }) => ({ url: `/m/${module}/layout`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { module }) => [{ type: 'TableLayout', id: module }],
    }),
    restoreTableLayout: build.mutation<TableLayout, string>({
      query: (module) => ({ url: `/m/${module}/layout`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, module) => [{ type: 'TableLayout', id: module }],
    }),
    formOverride: build.query<FormOverride, string>({
      query: (module) => ({ url: `/m/${module}/form`, silent: true }),
      providesTags: (_result, _error, module) => [{ type: 'FormOverride', id: module }],
    }),
    saveFormOverride: build.mutation<unknown, { module: string; name: string; config: FormOverrideConfig }>({
      query: ({ module, name, config }) => ({ url: '/mongo/web/saveWeb', method: 'POST', body: { moduleId: module, name, kind: 'form', config } }),
      invalidatesTags: (_result, error, { module }) => (error ? [] : [{ type: 'FormOverride', id: module }]),
    }),
    deleteFormOverride: build.mutation<unknown, { module: string; id: number }>({
      query: ({ id }) => ({ url: '/mongo/web/delWeb', params: { id } }),
      invalidatesTags: (_result, _error, { module }) => [{ type: 'FormOverride', id: module }],
    }),
    dictLabels: build.query<DictLabel[], string>({ query: (code) => ({ url: `/dict/getDictLabels/${code}`, silent: true }) }),
    pickableOffices: build.query<OfficeNode[], void>({ query: () => ({ url: '/office/tree', silent: true }) }),
    pickableUsers: build.query<PageAnswer<typeof pickedUser>, { name?: string; pageIndex?: number; limit?: number }>({
      query: (params) => ({ url: '/user/queryPageUser', params: { pageIndex: 1, limit: 20, ...params }, silent: true }),
    }),
    upload: build.mutation<UploadedFile, { module: string; field: string; record?: number; file: File }>({
      query: ({ module, field, record, file }) => {
        const form = new FormData();
        form.append('module', module);
        form.append('field', field);
        form.append('businessType', module);
        if (record !== undefined) form.append('record', String(record));
        form.append('file', file, file.name);
        return { url: '/ge/upload', method: 'POST', body: form, silent: true };
      },
    }),
  }),
});

export const {
  useRecordPageQuery,
  useRecordCountQuery,
  useTreeRecordsQuery,
  useRecordQuery,
  useRelatedRecordsQuery,
  useCreateRecordMutation,
  useUpdateRecordMutation,
  useDeleteRecordMutation,
  useTableLayoutQuery,
  useSaveTableLayoutMutation,
  useRestoreTableLayoutMutation,
  useFormOverrideQuery,
  useSaveFormOverrideMutation,
  useDeleteFormOverrideMutation,
  useDictLabelsQuery,
  usePickableOfficesQuery,
  usePickableUsersQuery,
  useUploadMutation,
} = engineApi;

/** Address of a stored file for preview and download (spec §7 Files). */
export const fileUrl = (file: Pick<FileRef, 'id'>) => `/prod-api/ge/preview/${file.id}`;
