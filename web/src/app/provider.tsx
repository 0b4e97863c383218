import { useEffect, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { TOAST_DURATION_MS } from '@bebek/common/constants';
import { queryClient } from '@/lib/query-client';
import { showFlashToast } from '@/lib/toast';
import { theme } from './theme';

export function AppProvider({ children }: { children: ReactNode }) {
  useEffect(showFlashToast, []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider maxSnack={1} autoHideDuration={TOAST_DURATION_MS} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
