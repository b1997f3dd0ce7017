import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { FormattedMessage, useIntl } from 'react-intl';

/** Spec §5 Uploads and §9 Cropper (avatar): png or jpg, at most 100 KB, at least 100x100, cropped to 100x100. */
export const AVATAR_CROP = { width: 100, height: 100, maxKb: 100, types: ['image/png', 'image/jpeg'] } as const;

/** Spec §4 Image cropper: steps 1 choose, 2 crop, 3 upload; loading 0 idle, 1 uploading, 2 success, 3 failed. */
export type CropStep = 1 | 2 | 3;
export type CropLoading = 0 | 1 | 2 | 3;
type Problem = { id: string; values?: Record<string, number> };

/** Checks a chosen file against the avatar rules; answers the problem's message, or null when it passes. */
export async function checkAvatarFile(file: File): Promise<{ problem: Problem | null; url?: string }> {
  const extensionOk = /\.(png|jpe?g)$/i.test(file.name);
  if (!(AVATAR_CROP.types as readonly string[]).includes(file.type) || !extensionOk) return { problem: { id: 'errors.uploadType' } };
  if (file.size > AVATAR_CROP.maxKb * 1024) return { problem: { id: 'errors.uploadSize', values: { kb: AVATAR_CROP.maxKb } } };
  const url = URL.createObjectURL(file);
  const size = await new Promise<{ width: number; height: number } | null>((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = url;
  });
  if (!size) {
    URL.revokeObjectURL(url);
    return { problem: { id: 'errors.uploadType' } };
  }
  if (size.width < AVATAR_CROP.width || size.height < AVATAR_CROP.height) {
    URL.revokeObjectURL(url);
    return { problem: { id: 'errors.uploadTooSmall', values: { width: AVATAR_CROP.width, height: AVATAR_CROP.height } } };
  }
  return { problem: null, url };
}

async function cropToBlob(url: string, area: Area, type: string): Promise<Blob> {
  const image = new Image();
  image.src = url;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_CROP.width;
  canvas.height = AVATAR_CROP.height;
  canvas.getContext('2d')!.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, AVATAR_CROP.width, AVATAR_CROP.height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('crop failed'))), type, 0.92));
}

export type AvatarCropperProps = {
  open: boolean;
  onClose: () => void;
  /** Sends the cropped 100x100 image; resolves true on success. */
  onUpload: (image: Blob) => Promise<boolean>;
  initialStep?: CropStep;
  initialImage?: string;
};

export function AvatarCropper({ open, onClose, onUpload, initialStep = 1, initialImage }: AvatarCropperProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<CropStep>(initialStep);
  const [loading, setLoading] = useState<CropLoading>(0);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [image, setImage] = useState<{ url: string; type: string } | null>(initialImage ? { url: initialImage, type: 'image/png' } : null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);

  useEffect(() => {
    if (open) return;
    setStep(initialStep);
    setLoading(0);
    setProblem(null);
    setZoom(1);
  }, [open, initialStep]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const checked = await checkAvatarFile(file);
    if (checked.problem || !checked.url) {
      setProblem(checked.problem);
      return;
    }
    setImage({ url: checked.url, type: file.type });
    setStep(2);
    setLoading(0);
  };
  const upload = async () => {
    if (!image || !area) return;
    setStep(3);
    setLoading(1);
    try {
      const blob = await cropToBlob(image.url, area, image.type);
      const ok = await onUpload(blob);
      setLoading(ok ? 2 : 3);
    } catch {
      setLoading(3);
    }
  };
  const steps = ['cropper.step1', 'cropper.step2', 'cropper.step3'];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="avatar-cropper-title">
      <DialogTitle id="avatar-cropper-title">
        <FormattedMessage id="cropper.title" />
      </DialogTitle>
      <DialogContent>
        <Stepper activeStep={step - 1} alternativeLabel sx={{ mb: 2 }}>
          {steps.map((id) => (
            <Step key={id}>
              <StepLabel>{intl.formatMessage({ id })}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {problem && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {intl.formatMessage({ id: problem.id }, problem.values)}
          </Alert>
        )}
        <input
          ref={input}
          type="file"
          hidden
          accept="image/png,image/jpeg"
          data-testid="avatar-file"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        {step === 1 && (
          <Box
            onClick={() => input.current?.click()}
            sx={{
              border: '1px dashed',
              borderColor: 'divider',
              borderRadius: 2,
              p: 4,
              textAlign: 'center',
              cursor: 'pointer',
              '&:hover': { borderColor: 'primary.main' },
            }}
          >
            <CloudUploadOutlined color="primary" sx={{ fontSize: 40 }} />
            <Typography sx={{ mt: 1 }}>
              <FormattedMessage id="cropper.choose" />
            </Typography>
            <Typography variant="caption" color="text.secondary">
              <FormattedMessage id="cropper.hint" values={{ kb: AVATAR_CROP.maxKb, width: AVATAR_CROP.width, height: AVATAR_CROP.height }} />
            </Typography>
          </Box>
        )}
        {step === 2 && image && (
          <>
            <Box sx={{ position: 'relative', height: 260, bgcolor: '#333', borderRadius: 1, overflow: 'hidden' }}>
              <Cropper
                image={image.url}
                crop={crop}
                zoom={zoom}
                aspect={1}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_area, pixels) => setArea(pixels)}
              />
            </Box>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2 }}>
              <Typography variant="body2">
                <FormattedMessage id="cropper.zoom" />
              </Typography>
              <Slider
                min={1}
                max={3}
                step={0.05}
                value={zoom}
                onChange={(_event, value) => setZoom(value as number)}
                aria-label={intl.formatMessage({ id: 'cropper.zoom' })}
              />
            </Stack>
          </>
        )}
        {step === 3 && (
          <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }}>
            {image && <Avatar src={image.url} sx={{ width: 100, height: 100 }} />}
            {loading === 1 && <Alert severity="info">{intl.formatMessage({ id: 'cropper.uploading' })}</Alert>}
            {loading === 2 && <Alert severity="success">{intl.formatMessage({ id: 'messages.uploadSuccess' })}</Alert>}
            {loading === 3 && <Alert severity="error">{intl.formatMessage({ id: 'messages.uploadFailed' })}</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {step === 2 && (
          <Button onClick={() => input.current?.click()}>
            <FormattedMessage id="cropper.rechoose" />
          </Button>
        )}
        {step === 3 && loading === 3 && (
          <Button onClick={() => setStep(2)}>
            <FormattedMessage id="actions.back" />
          </Button>
        )}
        <Button onClick={onClose}>
          <FormattedMessage id="actions.close" />
        </Button>
        {step === 2 && (
          <Button variant="contained" onClick={() => void upload()} disabled={!area}>
            <FormattedMessage id="cropper.upload" />
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
