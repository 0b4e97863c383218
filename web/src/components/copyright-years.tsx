import { useEffect, useState } from 'react';
import { copyrightYears, FIRST_YEAR } from '@/lib/copyright-years';

/**
 * The copyright line's years, today's in Europe/Istanbul (ADR 0063). A page drawn in advance (the
 * result pages' first view) was drawn on some earlier day: it hydrates with the first year, as
 * drawn, and shows today's right after.
 */
export function CopyrightYears() {
  const [years, setYears] = useState(FIRST_YEAR);
  useEffect(() => setYears(copyrightYears()), []);
  return years;
}
