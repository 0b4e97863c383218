import { Box, Button, Stack, Typography } from '@mui/material';

/** What a failed read offers: TanStack Query's result has both. */
export interface RetryableQuery {
  refetch: () => Promise<unknown>;
  isFetching: boolean;
}

/**
 * A read that failed (a server error, no network, a timeout) in place of the screen that needed
 * it: a Turkish message and 'Tekrar Dene', which asks again (queries are never retried on their
 * own, part 1 §9). Never an endless 'Yükleniyor...'. A 401 is not shown here: it ends the session.
 */
export function QueryError({
  query,
  title = 'Bilgiler yüklenemedi',
  text = 'Bağlantınızı kontrol edip tekrar deneyin.',
}: {
  query: RetryableQuery;
  title?: string;
  text?: string;
}) {
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Stack spacing={2} sx={{ maxWidth: 420, textAlign: 'center', alignItems: 'center' }}>
        <Box role="alert">
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {text}
          </Typography>
        </Box>
        <Button variant="contained" disabled={query.isFetching} onClick={() => void query.refetch()}>
          {query.isFetching ? 'Deneniyor...' : 'Tekrar Dene'}
        </Button>
      </Stack>
    </Box>
  );
}
