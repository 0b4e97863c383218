import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { centimetreText, kilogramText, POOL_RULES, type PoolClosest } from '@bebek/common/birth-pool';
import { turkishDay } from '@bebek/common/calendar-day';
import type { BirthDateResultAnswer } from '@bebek/common/types';
import { RulesFold } from './leaderboard';

function minutesText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? `${hours} saat` : '', rest ? `${rest} dakika` : ''].filter(Boolean).join(' ');
}

interface Detail {
  label: string;
  actual: string;
  closest: PoolClosest | null;
  guess: (closest: PoolClosest) => string;
  off: (off: number) => string;
}

/**
 * The birth pool (ADR 0062): the closest guess of the day, the time, the weight and the length
 * (who and what), and everyone ranked by the pool's points, as the server computed them.
 */
export function BirthPoolResult({ data }: { data: BirthDateResultAnswer }) {
  const { pool } = data;
  if (pool.ranking.length === 0) return null;
  const details: Detail[] = [
    {
      label: 'Tarih',
      actual: turkishDay(data.actualBirthDate),
      closest: pool.closest.date,
      guess: (c) => turkishDay(String(c.guess)),
      off: (off) => `${off} gün fark`,
    },
    { label: 'Saat', actual: data.birthTime, closest: pool.closest.time, guess: (c) => String(c.guess), off: (off) => `${minutesText(off)} fark` },
    {
      label: 'Kilo',
      actual: data.weightGrams ? kilogramText(data.weightGrams) : '',
      closest: pool.closest.weight,
      guess: (c) => kilogramText(Number(c.guess)),
      off: (off) => `${off} g fark`,
    },
    {
      label: 'Boy',
      actual: data.lengthCm ? centimetreText(data.lengthCm) : '',
      closest: pool.closest.length,
      guess: (c) => centimetreText(Number(c.guess)),
      off: (off) => `${centimetreText(off)} fark`,
    },
  ];
  return (
    <Card variant="outlined" component="section" aria-labelledby="pool-title" sx={{ mt: 3 }}>
      <CardContent>
        <Typography id="pool-title" variant="h6" component="h2">
          Doğum Havuzu
        </Typography>
        <List dense aria-label="En yakın tahminler">
          {details
            .filter((detail) => detail.actual)
            .map((detail) => (
              <ListItem key={detail.label} divider disableGutters>
                <ListItemText
                  primary={`${detail.label}: ${detail.actual}`}
                  secondary={
                    detail.closest
                      ? `En yakın: ${detail.closest.names.join(', ')} (${detail.guess(detail.closest)}, ${detail.closest.off === 0 ? 'tam isabet' : detail.off(detail.closest.off)})`
                      : 'Bu tahmini yapan olmadı.'
                  }
                />
              </ListItem>
            ))}
        </List>
        <Typography component="h3" sx={{ fontWeight: 700, mt: 2 }}>
          Havuz puanları
        </Typography>
        <List dense aria-label="Havuz puanları sıralaması">
          {pool.ranking.map((row) => (
            <ListItem key={`${row.rank}-${row.name}`} divider disableGutters sx={{ gap: 1.5, alignItems: 'flex-start' }}>
              <ListItemText
                primary={`${row.rank}. ${row.name}`}
                secondary={`tarih ve saat ${row.dateTimePoints} · kilo ${row.weightPoints} · boy ${row.lengthPoints}`}
                sx={{ minWidth: 0, my: 0.5 }}
              />
              <Typography sx={{ fontWeight: 800, flexShrink: 0, whiteSpace: 'nowrap', mt: 0.5 }}>{row.points} puan</Typography>
            </ListItem>
          ))}
        </List>
        <RulesFold summary="Havuz puanları nasıl hesaplanıyor?" rules={POOL_RULES} />
      </CardContent>
    </Card>
  );
}
