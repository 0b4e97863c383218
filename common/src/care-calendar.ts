import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { CARE_MESSAGES, CARE_NOTE_MAX } from './care-messages';
import { PREGNANCY_DAYS } from './constants';

export { CARE_MESSAGES, CARE_NOTE_MAX };

dayjs.extend(utc);

/**
 * The prenatal care calendar (issue 18, ADR 0018): Türkiye's schedule of routine pregnancy visits
 * and the screening tests the week-by-week content names, each with its week window.
 *
 * Weeks are counted as everywhere in the app (common/src/pregnancy.ts): the pregnancy starts 280
 * days before the expected date, and week N is its days 7·N to 7·N + 6. A window 'weeks 18–24'
 * runs from the first day of week 18 to the last day of week 24.
 */
export interface CareScheduleEntry {
  id: string;
  kind: 'visit' | 'test';
  title: string;
  /** How the guideline states the window, shown as it is ('14. haftadan önce', '18–24. hafta'). */
  weeksLabel: string;
  fromWeek: number;
  toWeek: number;
  /** What the visit or test is for, in a sentence or two. */
  purpose: string;
}

export const CARE_SOURCE =
  'T.C. Sağlık Bakanlığı, Doğum Öncesi Bakım Yönetim Rehberi: sağlıklı bir hamilelikte en az dört izlem önerilir; ilki 14. haftadan önce, ' +
  'sonra 18–24, 28–32 ve 36–38. haftalarda. Tarama testlerinin haftaları genel önerilerdir; size uygun takvimi doktorunuz ya da ebeniz belirler.';

/** The source in a few words, for the calendar file's description. */
export const CARE_SOURCE_SHORT = 'T.C. Sağlık Bakanlığı, Doğum Öncesi Bakım Yönetim Rehberi';

export const CARE_SCHEDULE: readonly CareScheduleEntry[] = Object.freeze([
  {
    id: 'visit-1',
    kind: 'visit',
    title: '1. hamilelik izlemi',
    weeksLabel: '14. haftadan önce',
    fromWeek: 6,
    toWeek: 13,
    purpose:
      'Hamileliğin doğrulanması ve haftasının belirlenmesi; tansiyon, kilo, kan ve idrar tetkikleri, kan grubu; risklerin değerlendirilmesi, folik asit ve demir desteğinin planlanması.',
  },
  {
    id: 'double-test',
    kind: 'test',
    title: 'İkili tarama ve ense kalınlığı ölçümü',
    // 11+0 to 13+6 weeks (crown-rump length 45-84 mm): week 14 is already too late for the nuchal scan
    weeksLabel: '11. hafta – 13 hafta 6 gün',
    fromWeek: 11,
    toWeek: 13,
    purpose: 'Kromozom farklılıkları için bir kan testi ve ultrasonla ense kalınlığı ölçümü. Sonuç kesin tanı değil, bir risk hesabıdır.',
  },
  {
    id: 'visit-2',
    kind: 'visit',
    title: '2. hamilelik izlemi',
    weeksLabel: '18–24. hafta',
    fromWeek: 18,
    toWeek: 24,
    purpose: 'Bebeğin büyümesinin ve kalp atışlarının izlenmesi; tansiyon, kilo ve idrar kontrolü; ayrıntılı ultrasonun planlanması.',
  },
  {
    id: 'anomaly-scan',
    kind: 'test',
    title: 'Ayrıntılı ultrason (anomali taraması)',
    weeksLabel: '18–22. hafta',
    fromWeek: 18,
    toWeek: 22,
    purpose: 'Bebeğin organlarının, büyümesinin, plasentanın ve amniyon sıvısının ayrıntılı ultrasonla incelenmesi.',
  },
  {
    id: 'glucose-test',
    kind: 'test',
    title: 'Hamilelik şekeri taraması (şeker yükleme testi)',
    weeksLabel: '24–28. hafta',
    fromWeek: 24,
    toWeek: 28,
    purpose: 'Hamilelik diyabetinin (gestasyonel diyabet) taranması için şeker yükleme testi (OGTT).',
  },
  {
    id: 'visit-3',
    kind: 'visit',
    title: '3. hamilelik izlemi',
    weeksLabel: '28–32. hafta',
    fromWeek: 28,
    toWeek: 32,
    purpose: 'Bebeğin büyümesi ve hareketleri; tansiyon ve idrarda protein kontrolü (preeklampsi açısından); kansızlık taraması.',
  },
  {
    id: 'visit-4',
    kind: 'visit',
    title: '4. hamilelik izlemi',
    weeksLabel: '36–38. hafta',
    fromWeek: 36,
    toWeek: 38,
    purpose: 'Bebeğin duruşu ve büyümesi, doğum şekli ve doğum planı; doğum belirtileri ve ne zaman hastaneye gidileceği.',
  },
] satisfies CareScheduleEntry[]);

/** Reminders go out this many days before a window opens. */
export const CARE_REMINDER_DAYS_BEFORE = 3;

export interface CareWindow extends CareScheduleEntry {
  startDate: string;
  endDate: string;
}

const DAY = 'YYYY-MM-DD';

/** Each entry's window as calendar days for an expected date, in the order the windows open (visits first on a tie). */
export function careWindows(expectedBirthDate: string): CareWindow[] {
  const start = dayjs.utc(expectedBirthDate, DAY).subtract(PREGNANCY_DAYS, 'day');
  if (!start.isValid()) return [];
  return CARE_SCHEDULE.map((entry) => ({
    ...entry,
    startDate: start.add(entry.fromWeek * 7, 'day').format(DAY),
    endDate: start.add(entry.toWeek * 7 + 6, 'day').format(DAY),
  })).sort((a, b) => a.startDate.localeCompare(b.startDate) || (a.kind === b.kind ? 0 : a.kind === 'visit' ? -1 : 1));
}

export function careEntry(id: string): CareScheduleEntry | undefined {
  return CARE_SCHEDULE.find((entry) => entry.id === id);
}

/** The first window not yet done that has not closed by `today` ('YYYY-MM-DD'): the dashboard's upcoming visit. */
export function nextCareWindow<T extends { endDate: string; done?: unknown }>(windows: readonly T[], today: string): T | undefined {
  return windows.find((window) => !window.done && window.endDate >= today);
}

/** The day a window's reminder is due: a few days before it opens. */
export function reminderDay(startDate: string): string {
  return dayjs.utc(startDate, DAY).subtract(CARE_REMINDER_DAYS_BEFORE, 'day').format(DAY);
}

/** Windows whose reminder is due on `today`: from a few days before the window opens until it closes, not yet done. */
export function dueReminders<T extends CareWindow>(windows: readonly T[], today: string, done: ReadonlySet<string>): T[] {
  return windows.filter((window) => !done.has(window.id) && reminderDay(window.startDate) <= today && today <= window.endDate);
}
