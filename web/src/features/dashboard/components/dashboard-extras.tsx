import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { getCareCalendar } from '@bebek/common/api/care-calendar';
import { getChecklistClaims } from '@bebek/common/api/checklist';
import { paths } from '@/config/paths';
import { dayjs } from '@/lib/dayjs';
import { endpointQuery } from '@/lib/endpoint-queries';

/**
 * Two cards of issue 18: the next visit or test of the care calendar not yet done, and how many
 * items of the shared list the family has claimed ('Ben alıyorum').
 */
export function DashboardExtras() {
  const calendar = useQuery(endpointQuery(getCareCalendar));
  const claims = useQuery(endpointQuery(getChecklistClaims));
  const today = dayjs().format('YYYY-MM-DD');
  const next = calendar.data?.entries.find((entry) => !entry.done && entry.endDate >= today);
  const claimed = claims.data?.claims.length ?? 0;
  const card = (to: string, label: string, title: string, text: string) => (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
  const open = next && next.startDate <= today;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        {next
          ? card(
              paths.careCalendar,
              open ? 'Zamanı gelen kontrol' : 'Sıradaki kontrol',
              next.title,
              `${dayjs(next.startDate).format('D MMMM')} – ${dayjs(next.endDate).format('D MMMM YYYY')} (${next.weeksLabel})`,
            )
          : card(paths.careCalendar, 'Bakım Takvimi', 'Kontrolleriniz', calendar.data ? 'Tüm kontroller tamamlandı ya da tarihleri geçti.' : ' ')}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {card(
          paths.checklist,
          'İhtiyaç Listesi',
          claimed > 0 ? `Ailenizden ${claimed} ürün alınıyor` : 'Henüz ayrılan ürün yok',
          'Listenizi paylaşın; yakınlarınız ‘Ben alıyorum’ desin.',
        )}
      </Grid>
    </Grid>
  );
}
