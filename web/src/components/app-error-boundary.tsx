import { Component, type ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { isChunkLoadError, isReloading, LOAD_FAILURE } from '@/lib/chunk-reload';

/**
 * What the page shows when it cannot go on: a chunk that could not be loaded even after the reload
 * (lib/chunk-reload.ts), or an error while a page was drawn. Links are plain links (full page
 * loads, which start the app afresh): it may stand outside the router.
 */
export function AppFailure({ error }: { error: unknown }) {
  const chunk = isChunkLoadError(error);
  return (
    <Box component="main" sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Stack spacing={2} sx={{ maxWidth: 480, textAlign: 'center', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {chunk ? LOAD_FAILURE.title : 'Bir şeyler ters gitti'}
        </Typography>
        <Typography color="text.secondary">
          {chunk ? LOAD_FAILURE.text : 'Beklenmeyen bir hata oluştu. Ana sayfaya dönebilir ya da sayfayı yenileyerek tekrar deneyebilirsiniz.'}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}>
          {chunk ? null : (
            <Button variant="contained" href="/">
              Ana Sayfaya Dön
            </Button>
          )}
          <Button variant={chunk ? 'contained' : 'outlined'} onClick={() => window.location.reload()}>
            {LOAD_FAILURE.reload}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/**
 * Around every entry page (app/provider.tsx): an error thrown while drawing, or a lazily loaded
 * chunk that failed for good, shows AppFailure instead of an empty page. React logs the error it
 * catches (console.error, the root's default onCaughtError). A chunk that failed while the page is
 * already reloading for it shows nothing: the new page is on its way.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (isReloading()) return null;
    return <AppFailure error={this.state.error} />;
  }
}
