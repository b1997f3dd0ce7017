import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import type { FileRef, ScalarField } from '../../../shared/rules/field.types.ts';
import { fileUrl, useUploadMutation } from '../../api/engine.api.ts';
import { noticeActions } from '../../state/notice.slice.ts';
import { useAppDispatch } from '../../app/store.ts';

type UploadDef = Extract<ScalarField, { type: 'file' | 'image' }>;

/** Spec §5 Uploads: the refusal of one chosen file, before anything is sent; the server checks the same. */
export function uploadRefusal(
  field: UploadDef,
  file: Pick<File, 'name' | 'size' | 'type'>,
  already: number,
): { id: string; values?: Record<string, string | number> } | null {
  if (already >= field.maxCount) return { id: 'engine.tooManyFiles', values: { n: field.maxCount } };
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (field.type === 'image' && (!file.type.startsWith('image/') || !field.accept.includes(extension)))
    return { id: 'upload.imagesOnly', values: { types: field.accept.join(', ') } };
  if (!field.accept.includes(extension)) return { id: 'engine.uploadType', values: { types: field.accept.join(', ') } };
  if (file.size > field.maxSizeKb * 1024) return { id: 'engine.uploadSize', values: { kb: field.maxSizeKb } };
  return null;
}

/** A file or image field: choose, check, upload (POST /ge/upload) and list the stored files. */
export function UploadField({
  module,
  record,
  field,
  value,
  onChange,
  disabled,
  label,
  error,
}: {
  module: string;
  record?: number;
  field: UploadDef;
  value: readonly FileRef[];
  onChange: (files: FileRef[]) => void;
  disabled?: boolean;
  label: string;
  error?: string;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement | null>(null);
  const [upload] = useUploadMutation();
  const [busy, setBusy] = useState(false);
  const say = (severity: 'success' | 'error', messageId: string, values?: Record<string, string | number>) =>
    dispatch(noticeActions.show({ severity, messageId, values }));
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (typeof FormData === 'undefined') return say('error', 'upload.unsupported');
    let files = [...value];
    setBusy(true);
    try {
      for (const file of chosen) {
        const refusal = uploadRefusal(field, file, files.length);
        if (refusal) {
          say('error', refusal.id, refusal.values);
          continue;
        }
        const result = await upload({ module, field: field.key, record, file });
        if ('data' in result && result.data) {
          files = [...files, { id: result.data.id, name: result.data.name }];
          onChange(files);
          say('success', 'messages.uploadSuccess');
        } else {
          const message = result.error && 'msg' in result.error ? result.error.msg : '';
          dispatch(noticeActions.show({ severity: 'error', ...(message ? { text: message } : { messageId: 'messages.uploadFailed' }) }));
        }
      }
    } finally {
      setBusy(false);
    }
  };
  const accept = field.accept.map((extension) => `.${extension}`).join(',');
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {!disabled && (
          <>
            <input ref={input} type="file" hidden accept={accept} multiple={field.maxCount > 1} onChange={(event) => void choose(event)} aria-label={label} />
            <Button
              size="small"
              variant="outlined"
              startIcon={busy ? <CircularProgress size={14} /> : <UploadFileIcon />}
              disabled={busy || value.length >= field.maxCount}
              onClick={() => input.current?.click()}
            >
              {intl.formatMessage({ id: field.type === 'image' ? 'upload.chooseImage' : 'upload.chooseFile' })}
            </Button>
          </>
        )}
        {value.map((file) =>
          field.type === 'image' ? (
            <Box key={file.id} sx={{ position: 'relative', width: 72, height: 72, border: '1px solid #dcdfe6', borderRadius: 1, overflow: 'hidden' }}>
              <Box component="img" src={fileUrl(file)} alt={file.name} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
              {!disabled && (
                <Chip
                  size="small"
                  label="×"
                  aria-label={intl.formatMessage({ id: 'upload.remove' }, { name: file.name })}
                  onClick={() => onChange(value.filter((item) => item.id !== file.id))}
                  sx={{ position: 'absolute', top: 2, right: 2, height: 18 }}
                />
              )}
            </Box>
          ) : (
            <Chip
              key={file.id}
              size="small"
              variant="outlined"
              label={
                <Link href={fileUrl(file)} download={file.name} underline="hover" onClick={(event) => event.stopPropagation()}>
                  {file.name}
                </Link>
              }
              onDelete={disabled ? undefined : () => onChange(value.filter((item) => item.id !== file.id))}
              deleteIcon={<CloseIcon aria-label={intl.formatMessage({ id: 'upload.remove' }, { name: file.name })} />}
            />
          ),
        )}
      </Box>
      <FormHelperText error={Boolean(error)}>
        {error ?? intl.formatMessage({ id: 'upload.limits' }, { types: field.accept.join(', '), kb: field.maxSizeKb, n: field.maxCount })}
      </FormHelperText>
    </Box>
  );
}
