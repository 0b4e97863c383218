import { useEffect } from 'react';
import { styled } from '@mui/material/styles';
import { enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { TOAST_DURATION_MS } from '@bebek/common/constants';
import { attachToastHost, type ToastMessage } from './toast';

/**
 * notistack's default colours put white text on light green and blue (contrast 3.3 and 3.1); these
 * keep its look with at least 4.5:1 (WCAG AA). Two classes in each selector, so they win over
 * notistack's own one-class rules whichever style sheet the browser got last.
 */
const Content = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-info': { backgroundColor: '#1565c0' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#a34700' },
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828' },
});

function Message({ title, text }: ToastMessage) {
  return (
    <span>
      <strong>{title}</strong>
      {text ? (
        <>
          <br />
          {text}
        </>
      ) : null}
    </span>
  );
}

/**
 * Toasts sit just under the pages' sticky top bar (MUI's Toolbar: 56 px high on a phone, 64 px from
 * 600 px, plus its 1 px border), never over it: its logo, 'Profil' and menu stay in reach.
 */
const BELOW_TOP_BAR = 'toast-below-top-bar';
const BELOW_TOP_BAR_CSS = `.${BELOW_TOP_BAR}{top:65px!important}@media (min-width:600px){.${BELOW_TOP_BAR}{top:73px!important}}`;

/** notistack's provider: one toast visible at a time, 5 s, at the top under the bar (part 1 §9). */
export default function NotistackHost() {
  useEffect(() => attachToastHost((message) => enqueueSnackbar(<Message {...message} />, { variant: message.variant })), []);
  return (
    <>
      <style>{BELOW_TOP_BAR_CSS}</style>
      <SnackbarProvider
        maxSnack={1}
        autoHideDuration={TOAST_DURATION_MS}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        classes={{ containerAnchorOriginTopCenter: BELOW_TOP_BAR }}
        Components={{ success: Content, error: Content, info: Content, warning: Content, default: Content }}
      />
    </>
  );
}
