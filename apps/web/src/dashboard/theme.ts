import type { RaThemeOptions } from 'react-admin';

// The light pages' palette (styles/base.css); every text colour below passes WCAG AA on its background.
const INK = '#2b2118';
const MUTED_INK = '#5a4738';
const RUST = '#8a3f16';
const FOCUS = '#1a5fb4';
const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const focusRing = { outline: `3px solid ${FOCUS}`, outlineOffset: 2 };

/**
 * Warm, calm, high contrast. The root font is 18px (styles/base.css sets 112.5%), so 1rem = 18px;
 * no text is smaller than 17px and every control is at least 44px (most 48px) tall.
 */
export const dashboardTheme: RaThemeOptions = {
  palette: {
    mode: 'light',
    primary: { main: RUST, dark: '#6d3111', contrastText: '#ffffff' },
    secondary: { main: '#1f4d35', contrastText: '#ffffff' },
    error: { main: '#8f1d1d' },
    warning: { main: '#8a5a00' },
    success: { main: '#1f4d35' },
    background: { default: '#fbf6ee', paper: '#ffffff' },
    text: { primary: INK, secondary: MUTED_INK, disabled: '#6e5d50' },
    divider: '#d9c9b4',
  },
  shape: { borderRadius: 12 },
  typography: {
    htmlFontSize: 18,
    fontSize: 17,
    fontFamily: SANS,
    h1: { fontFamily: SERIF, fontSize: '2rem', fontWeight: 700, lineHeight: 1.25 },
    h2: { fontFamily: SERIF, fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
    h3: { fontFamily: SERIF, fontSize: '1.2rem', fontWeight: 700, lineHeight: 1.35 },
    h4: { fontFamily: SERIF, fontSize: '1.1rem', fontWeight: 700 },
    body1: { fontSize: '1rem', lineHeight: 1.6 },
    body2: { fontSize: '0.9445rem', lineHeight: 1.55 },
    caption: { fontSize: '0.9445rem' },
    button: { fontSize: '1rem', fontWeight: 600, textTransform: 'none' },
  },
  components: {
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { minHeight: 48, paddingInline: 20, borderRadius: 10 } },
    },
    MuiIconButton: { styleOverrides: { root: { minWidth: 48, minHeight: 48 } } },
    MuiTab: { styleOverrides: { root: { minHeight: 48, fontSize: '1rem', textTransform: 'none' } } },
    MuiChip: { styleOverrides: { root: { fontSize: '0.9445rem', height: 'auto', minHeight: 32 } } },
    MuiMenuItem: { styleOverrides: { root: { minHeight: 48 } } },
    MuiInputBase: { styleOverrides: { root: { fontSize: '1rem' } } },
    MuiFormHelperText: { styleOverrides: { root: { fontSize: '0.9445rem', color: MUTED_INK } } },
    MuiFormControlLabel: { styleOverrides: { root: { minHeight: 48 } } },
    MuiDialogTitle: {
      styleOverrides: { root: { fontFamily: SERIF, fontSize: '1.4rem', fontWeight: 700, lineHeight: 1.3 } },
    },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiLink: { styleOverrides: { root: { '&.Mui-focusVisible, &:focus-visible': focusRing } } },
  },
};
