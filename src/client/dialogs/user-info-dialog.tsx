import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useProfileQuery, useUnbindWechatMutation, useUploadPhotoMutation } from '../api/shell.api.ts';
import type { UserProfile } from '../api/types.ts';
import { noticeActions } from '../state/notice.slice.ts';
import { sessionActions } from '../state/session.slice.ts';
import { useAppDispatch, useAppSelector } from '../app/store.ts';
import { AvatarCropper } from './avatar-cropper.tsx';
import { SignatureSection } from './signature-section.tsx';

export type UserInfoViewProps = {
  open: boolean;
  profile: UserProfile | undefined;
  /** Spec §6: the custom-account button shows only when a flag permits; off by default. */
  allowCustomAccount?: boolean;
  unbinding?: boolean;
  onUnbind: () => void;
  onAvatar: () => void;
  onCustomAccount?: () => void;
  onChangePassword: () => void;
  onClose: () => void;
  /** Shown below the profile: the handwritten signature. */
  extra?: ReactNode;
};

/** Spec §2 User-info dialog, 600 px: read-only fields, WeChat binding, avatar upload. */
export function UserInfoView({
  open,
  profile,
  allowCustomAccount = false,
  unbinding,
  onUnbind,
  onAvatar,
  onCustomAccount,
  onChangePassword,
  onClose,
  extra,
}: UserInfoViewProps) {
  const intl = useIntl();
  const field = (labelId: string, value: string | null | undefined) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <TextField
        fullWidth
        label={intl.formatMessage({ id: labelId })}
        value={value ?? ''}
        slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
      />
    </Grid>
  );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      slotProps={{ paper: { sx: { width: 600, maxWidth: 'calc(100% - 32px)' } } }}
      aria-labelledby="user-info-title"
    >
      <DialogTitle id="user-info-title">
        <FormattedMessage id="navbar.userInfo" />
      </DialogTitle>
      <DialogContent>
        {!profile ? (
          <Skeleton variant="rounded" height={260} />
        ) : (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
              <Box sx={{ position: 'relative', flexShrink: 0 }}>
                <Avatar src={profile.photo ?? undefined} alt="" sx={{ width: 72, height: 72, fontSize: 28, bgcolor: 'primary.main' }}>
                  {profile.name.slice(0, 1)}
                </Avatar>
                <IconButton
                  size="small"
                  aria-label={intl.formatMessage({ id: 'userInfo.changeAvatar' })}
                  onClick={onAvatar}
                  sx={{ position: 'absolute', right: -4, bottom: -4, bgcolor: 'background.paper', boxShadow: 1, '&:hover': { bgcolor: 'background.paper' } }}
                >
                  <PhotoCameraOutlined sx={{ fontSize: 16 }} />
                </IconButton>
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="h6" noWrap>
                  {profile.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {profile.officeFullName ?? profile.officeName}
                </Typography>
              </Box>
            </Box>
            <Grid container spacing={2}>
              {field('userInfo.account', profile.loginName)}
              {field('userInfo.name', profile.name)}
              {field('userInfo.no', profile.no)}
              {field('userInfo.mobile', profile.mobile)}
              {field('userInfo.email', profile.email)}
              {field('userInfo.office', profile.officeName)}
              <Grid size={12}>
                <TextField
                  fullWidth
                  label={intl.formatMessage({ id: 'userInfo.posts' })}
                  value={profile.postList.map((post) => post.name).join(', ')}
                  slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
                />
              </Grid>
              <Grid size={12}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <Typography variant="body2" color="text.secondary">
                    <FormattedMessage id="userInfo.wechat" />
                  </Typography>
                  <Chip
                    size="small"
                    color={profile.wechatBound ? 'success' : 'default'}
                    label={intl.formatMessage({ id: profile.wechatBound ? 'userInfo.wechatBound' : 'userInfo.wechatUnbound' })}
                  />
                  {profile.wechatBound && (
                    <Button size="small" color="error" onClick={onUnbind} loading={unbinding}>
                      <FormattedMessage id="userInfo.unbind" />
                    </Button>
                  )}
                </Box>
              </Grid>
            </Grid>
            {extra}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {allowCustomAccount && onCustomAccount && (
          <Button onClick={onCustomAccount}>
            <FormattedMessage id="userInfo.customAccount" />
          </Button>
        )}
        <Button onClick={onChangePassword}>
          <FormattedMessage id="navbar.changePassword" />
        </Button>
        <Button variant="contained" onClick={onClose}>
          <FormattedMessage id="actions.close" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function UserInfoDialog({
  open,
  onClose,
  onChangePassword,
  allowCustomAccount = false,
  onCustomAccount,
}: {
  open: boolean;
  onClose: () => void;
  onChangePassword: () => void;
  allowCustomAccount?: boolean;
  onCustomAccount?: () => void;
}) {
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.session.user);
  const { data: profile } = useProfileQuery(undefined, { skip: !open });
  const [unbind, unbindState] = useUnbindWechatMutation();
  const [uploadPhoto] = useUploadPhotoMutation();
  const [cropping, setCropping] = useState(false);

  const onUnbind = async () => {
    if (!profile) return;
    const result = await unbind(profile.userId);
    dispatch(
      noticeActions.show(
        'error' in result ? { severity: 'error', messageId: 'messages.unbindFailed' } : { severity: 'success', messageId: 'messages.unbound' },
      ),
    );
  };
  const onUpload = async (image: Blob) => {
    const result = await uploadPhoto(image);
    if ('error' in result) {
      dispatch(
        noticeActions.show(
          result.error && 'msg' in result.error && result.error.msg
            ? { severity: 'error', text: String(result.error.msg) }
            : { severity: 'error', messageId: 'messages.uploadFailed' },
        ),
      );
      return false;
    }
    if (user) dispatch(sessionActions.signedIn({ ...user, photo: result.data.photo }));
    dispatch(noticeActions.show({ severity: 'success', messageId: 'messages.uploadSuccess' }));
    return true;
  };
  return (
    <>
      <UserInfoView
        open={open}
        profile={profile}
        allowCustomAccount={allowCustomAccount}
        onCustomAccount={onCustomAccount}
        unbinding={unbindState.isLoading}
        onUnbind={() => void onUnbind()}
        onAvatar={() => setCropping(true)}
        onChangePassword={() => {
          onClose();
          onChangePassword();
        }}
        onClose={onClose}
        extra={open && <SignatureSection />}
      />
      <AvatarCropper open={cropping} onClose={() => setCropping(false)} onUpload={onUpload} />
    </>
  );
}
