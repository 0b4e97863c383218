import { Box, Typography } from '@mui/material';
import { PAGE_UNAVAILABLE } from '@bebek/common/paused';

/**
 * What a visitor sees of a parent's profile, shared list, game link or result page while the parent
 * has paused (docs/decisions/0018-gifts-care-calendar-pause.md): one neutral sentence, no reason,
 * no congratulation, no link to anything about the baby.
 */
export function PageUnavailable() {
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h5" component="h1">
        {PAGE_UNAVAILABLE}
      </Typography>
    </Box>
  );
}

/** Whether a failed call answered the neutral text (a 404 with it as the message). */
export function isPageUnavailable(error: unknown): boolean {
  const failure = error as { status?: number; serverMessage?: string } | null;
  return failure?.status === 404 && failure.serverMessage === PAGE_UNAVAILABLE;
}
