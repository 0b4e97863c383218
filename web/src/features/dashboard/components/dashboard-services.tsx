import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardActionArea, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { paths } from '@/config/paths';
import { getBirthNotification } from '@bebek/common/api/birth-notification';
import { getServiceCategories } from '@bebek/common/api/service-categories';
import { announcementLines, announcementSummary, servicesForStage } from '@bebek/common/dashboard';
import { endpointQuery } from '@/lib/endpoint-queries';

/** A tile's height: the icon, the name and its one line; the placeholders have it too, so the tiles arriving move nothing. */
const TILE_MIN_HEIGHT = 88;

/** Each category's icon by its id (scripts/seed.ts); a new category gets the general one. */
const CATEGORY_ICONS: Record<string, string> = {
  'bebek-odasi-dekorasyonu': '🛏️',
  'fotograf-cekimi': '📸',
  'cinsiyet-partisi': '🎈',
  'diger-hizmetler': '🤝',
};

/** Service categories for the stage (none only for before the birth, after it): each opens the request form prefilled (?name=&description=); 'Teklif İste' opens the page. */
export function DashboardServices({ babyBorn }: { babyBorn: boolean }) {
  const categories = useQuery(endpointQuery(getServiceCategories));
  // the tiles replace the placeholders as a transition (a query result renders synchronously)
  const pending = useDeferredValue(categories.isPending);
  return (
    <Stack spacing={2}>
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography variant="h6" component="h2">
          Hizmetler
        </Typography>
        <Button component={RouterLink} to={paths.serviceRequests} variant="contained" size="small">
          Teklif İste
        </Button>
      </Stack>
      <Grid container spacing={1.5}>
        {pending
          ? [0, 1, 2, 3].map((index) => (
              <Grid key={index} size={{ xs: 12, sm: 6 }}>
                <Skeleton variant="rounded" height={TILE_MIN_HEIGHT} />
              </Grid>
            ))
          : null}
        {(pending ? [] : servicesForStage(categories.data ?? [], babyBorn)).map((category) => (
          <Grid key={category.id} size={{ xs: 12, sm: 6 }}>
            <Card variant="outlined" sx={{ height: '100%', minHeight: TILE_MIN_HEIGHT }}>
              <CardActionArea
                component={RouterLink}
                to={`${paths.serviceRequests}?${new URLSearchParams({ name: category.name, description: category.description })}`}
                sx={{ height: '100%' }}
              >
                <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                  <Box aria-hidden sx={{ fontSize: 28, lineHeight: 1 }}>
                    {CATEGORY_ICONS[category.id] ?? '✨'}
                  </Box>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body1" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} lang="tr">
                      {category.name}
                    </Typography>
                    {/* one line: the whole description is on the request form it opens */}
                    <Typography variant="body2" color="text.secondary" noWrap title={category.description}>
                      {category.description}
                    </Typography>
                  </Box>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}

/**
 * The birth-notification card, from the same answer /birth-notification shows. Before the send: how
 * many contacts are saved, the invitation said for the stage (after a birth entered by hand, that the
 * baby is here to be announced). Once sent: the day and to how many it went, what still needs the
 * parent, and the way to each contact's delivery status (ADR 0038).
 */
export function BirthNotificationCard({ babyBorn = false }: { babyBorn?: boolean }) {
  // no placeholder while the answer comes: the line stays empty (it has its height), then says how many
  const notification = useQuery(endpointQuery(getBirthNotification));
  const sent = notification.data ? announcementSummary(notification.data) : undefined;
  const [sentLine, ...stillToDo] = sent ? announcementLines(sent) : [];
  const contactCount = notification.data?.notification.contacts.length ?? 0;
  const status = contactCount > 0 ? `${contactCount} kişi kayıtlı` : notification.isSuccess ? 'Henüz kişi eklenmedi' : undefined;
  return (
    <Card variant="outlined" sx={{ bgcolor: sent ? '#e8f5e9' : '#e8f0fe', height: '100%' }} data-testid="stage-announcement">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Doğum Bildirimi
        </Typography>
        {sent ? (
          <>
            <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }} data-testid="announcement-sent">
              ✓ {sentLine}
            </Typography>
            {stillToDo.map((line) => (
              <Typography key={line} variant="body2" color="text.secondary">
                {line}
              </Typography>
            ))}
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Kime ulaştığını durum sayfasında görün.
            </Typography>
            <Button component={RouterLink} to={paths.birthNotification} variant="outlined" color="secondary" size="small">
              Gönderim Durumunu Gör
            </Button>
          </>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {babyBorn
                ? 'Bebeğiniz dünyaya geldi! Sevdiklerinize tek tuşla SMS ve e-posta ile haber verin.'
                : 'Bebeğiniz doğduğunda sevdiklerinize tek tuşla SMS ve e-posta gönderin.'}
            </Typography>
            {/* one line in every state (body2's line height), so the answer arriving moves nothing */}
            <Typography variant="body2" sx={{ fontWeight: 600, mb: 1, minHeight: '1.43em' }}>
              {status}
            </Typography>
            <Button component={RouterLink} to={paths.birthNotification} variant="contained" color="secondary" size="small">
              Doğum Bildirimine Git
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
