import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { getAdminUserBabyCounts } from '@bebek/common/api/admin';
import type { AdminUserBabyCounts } from '@bebek/common/types';
import { endpointQuery } from '@/lib/endpoint-queries';
import { adminIdToken } from '../session';

/** The counts as one line ('2 büyüme ölçümü · 1 aşı işaretli'): Turkish keeps the noun singular after a number. */
function babyCountsLine({ growthEntries, vaccinesMarked }: Pick<AdminUserBabyCounts, 'growthEntries' | 'vaccinesMarked'>): string {
  return `${growthEntries} büyüme ölçümü · ${vaccinesMarked} aşı işaretli`;
}

/**
 * A parent's baby tracking in the user view's details (issue 25, ADR 0032): how many growth entries
 * and vaccine marks, never the values. Read when the row is opened; nothing is shown for a parent
 * who follows no baby (no birth date and nothing entered).
 */
export function BabyCountsDetail({ userId }: { userId: string }) {
  const counts = useQuery(endpointQuery(getAdminUserBabyCounts, { params: { id: userId }, token: adminIdToken }));
  let text: string;
  if (counts.isError) text = `Okunamadı (${counts.error.message})`;
  else if (!counts.data) text = 'Yükleniyor…';
  else if (!counts.data.hasBirthDate && counts.data.growthEntries === 0 && counts.data.vaccinesMarked === 0) return null;
  else text = babyCountsLine(counts.data);
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
        Bebek takibi
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
    </>
  );
}
