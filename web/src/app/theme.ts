import { createTheme } from '@mui/material/styles';

/** The one theme of the app: warm pink for the family side, calm blue as the second colour. */
export const theme = createTheme({
  palette: {
    primary: { main: '#c2185b', light: '#f8bbd0', dark: '#8c0032', contrastText: '#ffffff' },
    secondary: { main: '#1565c0', contrastText: '#ffffff' },
    // MUI's default warning (#ed6c02) and info (#0288d1) give white text less than 4.5:1.
    warning: { main: '#b45309', contrastText: '#ffffff' },
    info: { main: '#01579b', contrastText: '#ffffff' },
    success: { main: '#2e7d32', contrastText: '#ffffff' },
    background: { default: '#fff8fa', paper: '#ffffff' },
    text: { primary: '#2b1b22', secondary: '#5f4b53' },
  },
  shape: { borderRadius: 14 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 800 },
    h2: { fontWeight: 800 },
    h3: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 300 } },
    MuiButton: { defaultProps: { disableElevation: true } },
    // text for screen readers only (a section heading the layout shows by other means)
    MuiCssBaseline: {
      styleOverrides: {
        '.visually-hidden': {
          position: 'absolute',
          width: 1,
          height: 1,
          margin: -1,
          padding: 0,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
          border: 0,
        },
      },
    },
  },
});
