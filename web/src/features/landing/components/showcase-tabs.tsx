import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, ButtonBase, Paper, Typography } from '@mui/material';

export interface ShowcaseItem {
  id: string;
  label: string;
  title: string;
  body: ReactNode;
  emoji: string;
}

/**
 * A tabbed showcase (WAI-ARIA tabs: arrow keys, Home and End move between tabs). Built on ButtonBase
 * rather than MUI's Tabs, which brings scroll buttons and an animated indicator the landing page does
 * not use (5 KB gzip of the first view). Every panel is in the page, the inactive ones hidden.
 */
export function ShowcaseTabs({ items, label }: { items: ShowcaseItem[]; label: string }) {
  const [active, setActive] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const select = (index: number) => {
    const next = (index + items.length) % items.length;
    setActive(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: items.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box role="tablist" aria-label={label} onKeyDown={onKeyDown} sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider' }}>
        {items.map((entry, index) => {
          const selected = index === active;
          return (
            <ButtonBase
              key={entry.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              role="tab"
              id={`${entry.id}-tab`}
              aria-controls={`${entry.id}-panel`}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(index)}
              sx={{
                flex: 1,
                minHeight: 48,
                px: 1,
                fontSize: '0.875rem',
                fontWeight: 600,
                color: selected ? 'primary.main' : 'text.secondary',
                borderBottom: 2,
                borderColor: selected ? 'primary.main' : 'transparent',
              }}
            >
              {entry.label}
            </ButtonBase>
          );
        })}
      </Box>
      {items.map((item, index) => (
        <Box
          key={item.id}
          role="tabpanel"
          id={`${item.id}-panel`}
          aria-labelledby={`${item.id}-tab`}
          hidden={index !== active}
          sx={{ p: { xs: 2, md: 4 }, display: index === active ? 'flex' : 'none', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}
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
      ))}
    </Paper>
  );
}
