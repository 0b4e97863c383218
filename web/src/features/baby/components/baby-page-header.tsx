import type { ReactNode } from 'react';
import { Typography } from '@mui/material';

/** The title and line of a baby page, as the care calendar's. */
export function BabyPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
        {title}
      </Typography>
      {children ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {children}
        </Typography>
      ) : null}
    </>
  );
}
