import { useQuery } from '@tanstack/react-query';
import { getVaccineCalendar } from '@bebek/common/api/baby';
import { Grid } from '@mui/material';
import type { BabyStage, DashboardCard } from '@bebek/common/dashboard';
import { babyMonthGuide } from '@bebek/common/content/baby-months';
import { formatLongDateTr } from '@bebek/common/due-date';
import { paths } from '@/config/paths';
import { endpointQuery } from '@/lib/endpoint-queries';
import { ChecklistClaimsCard, StageCard } from './dashboard-extras';
import { BirthNotificationCard } from './dashboard-services';

/** The month of the first-year guide the baby is in, the whole card a link to the guide. */
function BabyMonthCard({ month }: { month: number }) {
  const guide = babyMonthGuide(month);
  return (
    <StageCard
      testId="stage-baby-month"
      to={paths.babyGuide}
      emoji="🍼"
      label="Aylık Rehber"
      title={guide.title}
      text={guide.development[0] ?? 'Bu ayın rehberini okuyun →'}
    />
  );
}

/** The next vaccine visit: its doses and its day (GET /api/protected/baby/vaccines, asked for only after the birth). */
function VaccinesCard() {
  const calendar = useQuery(endpointQuery(getVaccineCalendar));
  const next = calendar.data?.doses.filter((dose) => calendar.data.next.includes(dose.id)) ?? [];
  const first = next[0];
  if (!first)
    return (
      <StageCard
        testId="stage-vaccines"
        to={paths.babyVaccines}
        emoji="💉"
        label="Aşı Takvimi"
        title="Aşılar"
        text={calendar.data ? 'Sıradaki aşı yok; takvime göz atın.' : ''}
      />
    );
  return (
    <StageCard
      testId="stage-vaccines"
      to={paths.babyVaccines}
      emoji="💉"
      label={`Sıradaki aşılar · ${formatLongDateTr(first.dueDate)}`}
      title={next.map((dose) => dose.vaccine).join(', ')}
      text="Aşı takvimini aç →"
    />
  );
}

/** The pregnancy weeks, kept readable as history after the birth. */
function PregnancyHistoryCard() {
  return (
    <StageCard
      testId="stage-pregnancy-history"
      to={paths.pregnancy}
      emoji="🤰"
      label="Geçmiş"
      title="Hamilelik haftaları"
      text="Hamilelik yolculuğunuzu yeniden okuyun →"
    />
  );
}

const CARD: Partial<Record<DashboardCard, (stage: BabyStage) => React.ReactNode>> = {
  babyMonth: (stage) => <BabyMonthCard month={stage.guideMonth} />,
  announcement: () => <BirthNotificationCard babyBorn />,
  vaccines: () => <VaccinesCard />,
  checklist: () => <ChecklistClaimsCard />,
  pregnancyHistory: () => <PregnancyHistoryCard />,
};

/**
 * After the birth (issue 25) the dashboard's stage cards are the baby's: a chunk of its own, so a
 * pregnant parent's dashboard loads none of it and makes no vaccine call.
 */
export default function BabyStageCards({ stage }: { stage: BabyStage }) {
  return (
    <Grid container spacing={2}>
      {stage.cards.map((card) => (
        <Grid key={card} size={{ xs: 12, sm: 6 }}>
          {CARD[card]?.(stage)}
        </Grid>
      ))}
    </Grid>
  );
}
