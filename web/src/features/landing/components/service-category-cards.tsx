import { Alert, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useServiceCategories } from '@/lib/service-categories';

const TILE_COLOURS = ['#fce4ec', '#e3f2fd', '#fff3e0', '#e8f5e9'];

export function ServiceCategoryCards() {
  const categories = useServiceCategories();
  if (categories.isError) {
    return <Alert severity="warning">Hizmet kategorileri şu anda yüklenemedi.</Alert>;
  }
  const items = categories.data ?? [];
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Hizmet kategorileri">
      {categories.isPending
        ? [0, 1, 2, 3].map((index) => (
            <Grid key={index} size={{ xs: 12, sm: 6, md: 3 }} component="li">
              <Skeleton variant="rounded" height={140} />
            </Grid>
          ))
        : items.map((category, index) => (
            <Grid key={category.id} size={{ xs: 12, sm: 6, md: 3 }} component="li">
              <Card sx={{ height: '100%', bgcolor: TILE_COLOURS[index % TILE_COLOURS.length] }} variant="outlined">
                <CardContent>
                  <Typography variant="h6" component="h3">
                    {category.name}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {category.description}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
    </Grid>
  );
}
