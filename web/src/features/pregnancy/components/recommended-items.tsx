import { Box, Button, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ChecklistItem } from '@bebek/common/types';
import { displayName } from '@bebek/common/content/checklist-catalogue';
import { paths } from '@/config/paths';
import { recommendationStage, recommendedItems } from '../utils/pregnancy-view';

/** Up to three items still to get for the week, from the parent's checklist, and the way to the full list. */
export function RecommendedItems({ checklist, week }: { checklist: UseQueryResult<ChecklistItem[]>; week: number }) {
  const items = checklist.data ? recommendedItems(checklist.data, week) : [];
  return (
    <Paper component="section" aria-labelledby="recommended-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="recommended-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Önerilen İhtiyaçlar
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: '0.9rem', mb: 1 }}>
        {week}. hafta: {recommendationStage(week).note}
      </Typography>
      {checklist.isError ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          İhtiyaç listesi şu an yüklenemedi.
        </Typography>
      ) : !checklist.data ? (
        <Typography color="text.secondary" role="status" sx={{ py: 1 }}>
          Yükleniyor...
        </Typography>
      ) : items.length === 0 ? (
        <Typography sx={{ py: 1 }}>Harika! Listenizdeki tüm ürünleri tamamladınız 🎉</Typography>
      ) : (
        <List disablePadding aria-label="Önerilen ürünler">
          {items.map((item) => (
            <ListItem key={item.id} divider disableGutters sx={{ '&:last-of-type': { borderBottom: 0 } }}>
              <Box aria-hidden sx={{ mr: 1.5, fontSize: 22 }}>
                🛍️
              </Box>
              <ListItemText primary={displayName(item.name)} secondary={item.category} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
            </ListItem>
          ))}
        </List>
      )}
      <Button component={RouterLink} to={paths.checklist} variant="contained" fullWidth sx={{ mt: 2 }}>
        İhtiyaç Listesine Git
      </Button>
    </Paper>
  );
}
