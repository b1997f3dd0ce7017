import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { Answer } from '../../shared/schemas/answer.schema.ts';
import type { signatureAnswer } from '../../shared/schemas/workflow.schema.ts';
import { api } from '../api/base-api.ts';
import { useAppDispatch } from '../app/store.ts';
import { noticeActions } from '../state/notice.slice.ts';

type Signature = Answer<typeof signatureAnswer>;

const signatureBase = api.enhanceEndpoints({ addTagTypes: ['Signature'] });
/** The signed-in user's handwritten signature (server: src/server/admin/sign.routes.ts). */
const signatureApi = signatureBase.injectEndpoints({
  endpoints: (build) => ({
    mySignature: build.query<Signature, void>({ query: () => '/sign/signature', providesTags: ['Signature'] }),
    uploadSignature: build.mutation<Signature, File>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return { url: '/sign/signature', method: 'POST', body: form };
      },
      invalidatesTags: ['Signature'],
    }),
    removeSignature: build.mutation<null, void>({ query: () => ({ url: '/sign/signature', method: 'DELETE' }), invalidatesTags: ['Signature'] }),
  }),
});
const { useMySignatureQuery, useUploadSignatureMutation, useRemoveSignatureMutation } = signatureApi;

/**
 * The user's handwritten signature image (png or jpg, at most 200 KB): shown, uploaded, replaced or removed. The
 * print shows it beside the steps whose flow asks for a signature (`oa:signature`).
 */
export function SignatureSection() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const { data, isLoading } = useMySignatureQuery();
  const [upload, uploading] = useUploadSignatureMutation();
  const [remove, removing] = useRemoveSignatureMutation();
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const result = await upload(file);
    if (input.current) input.current.value = '';
    if (!('error' in result)) dispatch(noticeActions.show({ severity: 'success', messageId: 'messages.uploadSuccess' }));
  };
  return (
    <Box sx={{ mt: 3 }} data-testid="signature-section">
      <Typography variant="subtitle2">
        <FormattedMessage id="admin.signature.title" />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        <FormattedMessage id="admin.signature.hint" />
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          sx={{
            width: 200,
            height: 80,
            border: '1px dashed',
            borderColor: 'divider',
            borderRadius: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: '#fff',
            overflow: 'hidden',
          }}
        >
          {data ? (
            <img
              src={`${data.url}?v=${encodeURIComponent(String(data.updatedAt))}`}
              alt={intl.formatMessage({ id: 'admin.signature.alt' })}
              style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
              data-testid="signature-image"
            />
          ) : (
            <Typography variant="caption" color="text.secondary">
              {!isLoading && <FormattedMessage id="admin.signature.none" />}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-start' }}>
          <input ref={input} type="file" accept="image/png,image/jpeg" hidden onChange={(event) => void onFile(event.target.files?.[0])} data-testid="signature-file" />
          <Button size="small" variant="outlined" loading={uploading.isLoading} onClick={() => input.current?.click()}>
            <FormattedMessage id={data ? 'admin.signature.replace' : 'admin.signature.upload'} />
          </Button>
          {data && (
            <Button size="small" color="error" loading={removing.isLoading} onClick={() => void remove()}>
              <FormattedMessage id="admin.signature.remove" />
            </Button>
          )}
          {data && (
            <Typography variant="caption" color="text.secondary">
              <FormattedMessage
                id="admin.signature.updatedAt"
                values={{ time: <FormattedDate value={data.updatedAt} dateStyle="medium" timeStyle="short" /> }}
              />
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}
