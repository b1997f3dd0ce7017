import type { Localization } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import type { Size } from './interface-size.ts';

/** Spec §2 Size selector: four densities mapped onto MUI's two control sizes and the base font size. */
const SIZE_SCALE: Record<Size, { fontSize: number; control: 'medium' | 'small'; spacing: number }> = {
  default: { fontSize: 15, control: 'medium', spacing: 8 },
  medium: { fontSize: 14, control: 'medium', spacing: 8 },
  small: { fontSize: 13, control: 'small', spacing: 7 },
  mini: { fontSize: 12, control: 'small', spacing: 6 },
};

export const SIDEBAR_WIDTH = 190;
export const SIDEBAR_COLLAPSED_WIDTH = 56;
export const MOBILE_BREAKPOINT = 992;
export const SIDEBAR_BACKGROUND = '#001529';

/** Preset theme colours of the settings panel; the first is the default blue of spec §9. */
export const THEME_COLOURS = ['#1890ff', '#13c2c2', '#52c41a', '#722ed1', '#eb2f96', '#fa541c', '#faad14', '#2f54eb'] as const;

/**
 * The theme in a colour and size; `localization` (MUI's texts of one language: table pagination, autocomplete,
 * alerts) where screens show them, so no English "1–10 of 40" stands in a Chinese or Spanish screen.
 */
export function createAppTheme(primary: string, size: Size, localization: Localization = {}): Theme {
  const scale = SIZE_SCALE[size];
  return createTheme(
    {
      palette: { primary: { main: primary }, background: { default: '#f0f2f5' } },
      spacing: scale.spacing,
      shape: { borderRadius: 6 },
      typography: {
        fontSize: scale.fontSize,
        fontFamily: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Microsoft YaHei", sans-serif',
        button: { textTransform: 'none' },
      },
      components: {
        MuiButton: { defaultProps: { size: scale.control, disableElevation: true } },
        MuiTextField: { defaultProps: { size: scale.control } },
        MuiFormControl: { defaultProps: { size: scale.control } },
        MuiIconButton: { defaultProps: { size: scale.control } },
        MuiTable: { defaultProps: { size: scale.control } },
        MuiPaper: { styleOverrides: { rounded: { borderRadius: 8 } } },
        // On a phone every dialog fills the screen (its own width, set for a desktop, gives way), so nothing is cut off.
        MuiDialog: {
          styleOverrides: {
            paper: {
              '@media (max-width: 599.95px)': {
                margin: 0,
                width: '100% !important',
                maxWidth: '100% !important',
                height: '100%',
                maxHeight: '100% !important',
                borderRadius: 0,
              },
            },
          },
        },
        MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #e8e8e8' } } },
      },
    },
    localization,
  );
}
