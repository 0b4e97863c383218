import { useEffect, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { AppErrorBoundary } from '@/components/app-error-boundary';
import { showFlashToast, ToastHost } from '@/lib/toast';
import { theme } from './theme';

/**
 * Theme, toasts and the error boundary, around every page (the prerendered landing page too). The
 * toast host loads notistack only when a toast is first shown (a flash toast after a reload
 * included), so no first view pays for it. Server state (TanStack Query) is provided by the router
 * (app/router.tsx).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  useEffect(showFlashToast, []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppErrorBoundary>
        {children}
        <ToastHost />
      </AppErrorBoundary>
    </ThemeProvider>
  );
}
