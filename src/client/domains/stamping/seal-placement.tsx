import ApprovalOutlinedIcon from '@mui/icons-material/ApprovalOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SigningDef } from '../../../modules/module.types.ts';
import type { FileRef } from '../../../shared/rules/field.types.ts';
import { SEAL_POSITIONS, type SealPlace } from './seal-place.ts';

// The PDF signing dialog draws pages with pdf.js: it loads when it first opens.
const SealPlacementDialog = lazy(() => import('./seal-placement-dialog.tsx').then((code) => ({ default: code.SealPlacementDialog })));

/**
 * Under the file a signing module signs (descriptor `signing`): "Place the seal" opens the PDF or the Word signing
 * dialog for the file uploaded (spec §4), whose choice fills the form's page and position fields.
 */
export function SealPlacement({
  signing,
  values,
  onPlace,
}: {
  signing: SigningDef;
  values: Record<string, unknown>;
  onPlace: (patch: Record<string, unknown>) => void;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const file = (Array.isArray(values[signing.file]) ? (values[signing.file] as FileRef[]) : [])[0];
  if (!file) return null;
  const page = signing.page ? Number(values[signing.page]) : NaN;
  const position = signing.position ? values[signing.position] : undefined;
  const place: SealPlace = {
    page: Number.isInteger(page) && page > 0 ? page : null,
    position: SEAL_POSITIONS.find((candidate) => candidate === position) ?? 'bottomRight',
  };
  return (
    <>
      <Button size="small" sx={{ mt: 1 }} startIcon={<ApprovalOutlinedIcon />} onClick={() => setOpen(true)} data-testid="place-seal">
        {intl.formatMessage({ id: 'seal.place' })}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SealPlacementDialog
            file={file}
            place={place}
            onClose={() => setOpen(false)}
            onPlace={(chosen) => {
              const patch: Record<string, unknown> = {};
              if (signing.page) patch[signing.page] = chosen.page;
              if (signing.position) patch[signing.position] = chosen.position;
              onPlace(patch);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
