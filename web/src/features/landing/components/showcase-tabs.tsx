import { useState, type ReactNode } from 'react';
import { Box, Paper, Tab, Tabs, Typography } from '@mui/material';

export interface ShowcaseItem {
  id: string;
  label: string;
  title: string;
  body: ReactNode;
  emoji: string;
}

export function ShowcaseTabs({ items, label }: { items: ShowcaseItem[]; label: string }) {
  const [active, setActive] = useState(0);
  const item = items[active] ?? items[0];
  if (!item) return null;
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Tabs value={active} onChange={(_event, value: number) => setActive(value)} variant="fullWidth" aria-label={label}>
        {items.map((entry, index) => (
          <Tab key={entry.id} label={entry.label} id={`${entry.id}-tab`} aria-controls={`${entry.id}-panel`} value={index} />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${item.id}-panel`}
        aria-labelledby={`${item.id}-tab`}
        sx={{ p: { xs: 2, md: 4 }, display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Box aria-hidden sx={{ fontSize: 64, lineHeight: 1 }}>
          {item.emoji}
        </Box>
        <Box sx={{ flex: '1 1 240px' }}>
          <Typography variant="h6" component="h3">
            {item.title}
          </Typography>
          <Typography color="text.secondary" component="div" sx={{ mt: 1 }}>
            {item.body}
          </Typography>
        </Box>
      </Box>
    </Paper>
  );
}
