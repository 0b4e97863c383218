import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { getCareCalendar } from '@bebek/common/api/care-calendar';
import { getChecklistClaims } from '@bebek/common/api/checklist';
import { hospitalBagLine } from '@bebek/common/dashboard';
import { paths } from '@/config/paths';
import { todayIn, turkishDaySpan } from '@bebek/common/calendar-day';
import { endpointQuery } from '@/lib/endpoint-queries';

/** One of the stage's cards: a label, a title and a line, the whole card a link. */
export function StageCard({
  to,
  emoji,
  label,
  title,
  text,
  testId,
}: {
  to: string;
  emoji: string;
  label: string;
  title: ReactNode;
  text: ReactNode;
  testId: string;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" spacing={1.5} alignItems="flex-start">
            <Box aria-hidden sx={{ fontSize: 28, lineHeight: 1.2 }}>
              {emoji}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
                {title}
              </Typography>
              {/* one line in every state, so the answer arriving moves nothing */}
              <Typography variant="body2" color="text.secondary" sx={{ minHeight: '1.43em' }}>
                {text}
              </Typography>
            </Box>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/**
 * The next visit or test of the care calendar not yet done. Until the calendar's answer is there
 * the card says what it is without a placeholder: the title alone, then the visit.
 */
export function CareCard() {
  const calendar = useQuery(endpointQuery(getCareCalendar));
  const today = todayIn();
  const next = calendar.data?.entries.find((entry) => !entry.done && entry.endDate >= today);
  if (!next)
    return (
      <StageCard
        testId="stage-care"
        to={paths.careCalendar}
        emoji="🩺"
        label="Bakım Takvimi"
        title="Kontrolleriniz"
        text={calendar.data ? 'Sıradaki kontrol yok; takviminize göz atın.' : ''}
      />
    );
  const open = next.startDate <= today;
  return (
    <StageCard
      testId="stage-care"
      to={paths.careCalendar}
      emoji="🩺"
      label={open ? 'Zamanı gelen kontrol' : 'Sıradaki kontrol'}
      title={next.title}
      text={`${turkishDaySpan(next.startDate, next.endDate)} (${next.weeksLabel})`}
    />
  );
}

/** How many items of the shared list the family has claimed ('Ben alıyorum'). */
export function ChecklistClaimsCard() {
  const claims = useQuery(endpointQuery(getChecklistClaims));
  const claimed = claims.data?.claims.length ?? 0;
  return (
    <StageCard
      testId="stage-checklist"
      to={paths.checklist}
      emoji="🧺"
      label="İhtiyaç Listesi"
      title={claimed > 0 ? `Ailenizden ${claimed} ürün alınıyor` : 'Listenizi paylaşın'}
      text="Yakınlarınız ‘Ben alıyorum’ desin."
    />
  );
}

/** From week 30: when to pack the hospital bag; its items are in the list's hospital-bag groups. */
export function HospitalBagCard({ week }: { week: number }) {
  return <StageCard testId="stage-hospital-bag" to={paths.checklist} emoji="🧳" label="Hastane çantası" title="Doğuma hazırlık" text={hospitalBagLine(week)} />;
}
