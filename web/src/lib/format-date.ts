import { dayjs } from '@/lib/dayjs';

/** A calendar day (YYYY-MM-DD) in the Turkish long form, e.g. '1 Mart 2027'; '' when missing or invalid. */
export function formatDateTr(day: string): string {
  if (!day) return '';
  const date = dayjs(day);
  return date.isValid() ? date.format('D MMMM YYYY') : '';
}
