import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { useLandingServiceCategories } from '../api/get-service-categories';

const TILE_COLOURS = ['#fce4ec', '#e3f2fd', '#fff3e0', '#e8f5e9'];

export function ServiceCategoryCards() {
  const categories = useLandingServiceCategories();
  if (categories.status === 'error') {
    return (
      <Typography role="status" sx={{ p: 2, borderRadius: 1, bgcolor: '#fff4e5', color: '#663c00' }}>
        Hizmet kategorileri şu anda yüklenemedi.
      </Typography>
    );
  }
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Hizmet kategorileri">
      {categories.status === 'pending'
        ? [0, 1, 2, 3].map((index) => (
            <Grid key={index} size={{ xs: 12, sm: 6, md: 3 }} component="li" aria-hidden>
              {/* a placeholder of a tile's usual height, so the tiles take its place without moving the page */}
              <Box sx={{ height: 140, borderRadius: 1, bgcolor: 'rgba(0, 0, 0, 0.06)' }} />
            </Grid>
          ))
        : categories.data.map((category, index) => (
            <Grid key={category.id} size={{ xs: 12, sm: 6, md: 3 }} component="li">
              <Card sx={{ height: '100%', bgcolor: TILE_COLOURS[index % TILE_COLOURS.length] }} variant="outlined">
                <CardContent>
                  <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere', hyphens: 'auto' }} lang="tr">
                    {category.name}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere', hyphens: 'auto' }} lang="tr">
                    {category.description}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
    </Grid>
  );
}
