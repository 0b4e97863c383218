import type { GrowthMeasure } from './growth/growth';

/**
 * What the api answers about the baby's first year (issue 25, ADR 0031). Declared ahead of the
 * functions: the pages and the routes are built on these shapes.
 */

/** A measurement's place on the WHO curves, as the api computes it with common/src/growth. */
export interface GrowthPercentile {
  percentile: number;
  /** 'Bebeğinizin kilosu yaşıtlarının yaklaşık %50'sinden fazla.' */
  sentence: string;
  /** Below the 3rd or above the 97th percentile: the page adds the gentle 'doktorunuzla konuşun'. */
  talkToDoctor: boolean;
}

/** A growth entry as stored: the measurement without what is computed from it. */
export interface StoredGrowthEntry {
  id: string;
  /** 'YYYY-MM-DD' */
  measuredOn: string;
  weightKg: number | null;
  lengthCm: number | null;
  headCm: number | null;
  note: string;
}

export interface GrowthEntry extends StoredGrowthEntry {
  /** Age in days on measuredOn. */
  ageDays: number;
  /** Per measure given, when the baby's sex is known and the age is within the WHO tables (to 24 months). */
  percentiles: Partial<Record<GrowthMeasure, GrowthPercentile>>;
}

export interface BabyGrowth {
  /** From the profile or the birth announcement; null until entered (the page asks for it). */
  birthDate: string | null;
  sex: 'erkek' | 'kız' | null;
  /** Oldest first, as the chart draws them. */
  entries: GrowthEntry[];
  /** WHO_GROWTH_SOURCE.text, named on the page. */
  source: string;
}

export interface VaccineCalendarDose {
  id: string;
  vaccine: string;
  /** 'Hepatit B aşısı, 1. doz' */
  title: string;
  protectsAgainst: string;
  ageMonths: number;
  /** 'YYYY-MM-DD' */
  dueDate: string;
  given: { date: string; note: string } | null;
  /** Only on a dose of an earlier calendar the parent had marked (the separate month-6 Hepatit B, ADR 0046): why it is no longer on the calendar. */
  retiredNote?: string;
}

export interface VaccineCalendar {
  birthDate: string | null;
  /** VACCINE_SOURCE: the table's title, the day it took effect, the note shown under the calendar and the documents behind it. */
  source: { title: string; versionDate: string; text: string; laterDoses: string; references: ReadonlyArray<{ what: string; by: string }> };
  doses: VaccineCalendarDose[];
  /** Ids of the next visit's doses (nextVaccineDoses), for the dashboard. */
  next: string[];
  reminders: { email: boolean; push: boolean };
}
