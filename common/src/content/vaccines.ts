import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import 'dayjs/locale/tr.js';
import { isCalendarDay } from '../baby-age';

dayjs.extend(utc);

/**
 * Türkiye's childhood vaccination calendar for the first two years (issue 25, ADR 0031; the
 * six-component vaccine since 14 April 2025, issue 34, ADR 0046): the Sağlık Bakanlığı's
 * Genişletilmiş Bağışıklama Programı, dose by dose. "2. ayın sonu" in the Ministry's table is the
 * day the baby turns two months old: the birth date plus two calendar months (a baby born on
 * 31 December is due on the last day of February).
 *
 * Doses after 24 months (KKK and DaBT-İPA at 48 months, Td at 13 years, at the family-medicine
 * unit since 1 July 2020) are not dated here; LATER_DOSES_NOTE says so under the calendar.
 */
export type VaccineCode = 'HepB' | 'BCG' | 'DaBT-IPA-Hib-HepB' | 'KPA' | 'OPA' | 'KKK' | 'VAR' | 'HepA';

export interface Vaccine {
  code: VaccineCode;
  /** The short name the Ministry's table and the family's vaccination card use. */
  shortName: string;
  name: string;
  /** What it protects against, in plain Turkish. */
  protectsAgainst: string;
}

export const VACCINES: Readonly<Record<VaccineCode, Vaccine>> = Object.freeze({
  HepB: { code: 'HepB', shortName: 'Hep B', name: 'Hepatit B aşısı', protectsAgainst: 'Hepatit B (karaciğer iltihabı)' },
  BCG: { code: 'BCG', shortName: 'BCG', name: 'BCG (verem) aşısı', protectsAgainst: 'Verem (tüberküloz)' },
  'DaBT-IPA-Hib-HepB': {
    code: 'DaBT-IPA-Hib-HepB',
    shortName: 'DaBT-İPA-Hib-HepB',
    name: 'Altılı karma aşı (DaBT-İPA-Hib-HepB)',
    protectsAgainst: 'Difteri, boğmaca, tetanos, çocuk felci, Hemofilus influenza tip b (menenjit) ve hepatit B',
  },
  KPA: { code: 'KPA', shortName: 'KPA', name: 'Konjuge pnömokok aşısı', protectsAgainst: 'Pnömokok (zatürre, menenjit, orta kulak iltihabı)' },
  OPA: { code: 'OPA', shortName: 'OPA', name: 'Oral polio aşısı (ağızdan damla)', protectsAgainst: 'Çocuk felci' },
  KKK: { code: 'KKK', shortName: 'KKK', name: 'Kızamık-kızamıkçık-kabakulak aşısı', protectsAgainst: 'Kızamık, kızamıkçık ve kabakulak' },
  VAR: { code: 'VAR', shortName: 'Suçiçeği', name: 'Suçiçeği aşısı', protectsAgainst: 'Suçiçeği' },
  HepA: { code: 'HepA', shortName: 'Hep A', name: 'Hepatit A aşısı', protectsAgainst: 'Hepatit A (sarılık)' },
});

/**
 * Names of vaccines no longer on the calendar, which a text must not name as due (the medical
 * rules test reads them): the five-component DaBT-İPA-Hib, replaced by the six-component one.
 */
export const RETIRED_VACCINE_NAMES: readonly string[] = Object.freeze(['DaBT-İPA-Hib', 'beşli karma']);

export interface VaccineDose {
  /** Stable id, stored with a mark 'given': never rename one (a renamed dose lists its old id in formerIds). */
  id: string;
  vaccine: VaccineCode;
  /** 1, 2, 3…; a booster (pekiştirme, 'R' in the Ministry's table) keeps its place in the count. */
  doseNumber: number;
  booster: boolean;
  /** Age at which the dose is due, in months; 0 = at birth. */
  ageMonths: number;
  /**
   * The ids this dose had in an earlier calendar: a mark stored under one of them is this dose's
   * mark (the five-component DaBT-İPA-Hib's doses are the six-component one's, as the Ministry
   * completes a started series with it).
   */
  formerIds?: readonly string[];
}

const dose = (vaccine: VaccineCode, doseNumber: number, ageMonths: number, booster = false, formerIds?: readonly string[]): VaccineDose => ({
  id: `${vaccine}-${doseNumber}`,
  vaccine,
  doseNumber,
  booster,
  ageMonths,
  ...(formerIds ? { formerIds } : {}),
});

/** The six-component vaccine's dose `n`, which was the five-component 'DaBT-IPA-Hib-n' before 14 April 2025. */
const hexavalent = (doseNumber: number, ageMonths: number, booster = false) =>
  dose('DaBT-IPA-Hib-HepB', doseNumber, ageMonths, booster, [`DaBT-IPA-Hib-${doseNumber}`]);

/** The doses from birth to 24 months, in the order of the Ministry's table (by age, then as the table lists them). */
export const VACCINE_SCHEDULE: readonly VaccineDose[] = Object.freeze([
  dose('HepB', 1, 0),
  dose('HepB', 2, 1),
  dose('BCG', 1, 2),
  hexavalent(1, 2),
  dose('KPA', 1, 2),
  hexavalent(2, 4),
  dose('KPA', 2, 4),
  hexavalent(3, 6),
  dose('OPA', 1, 6),
  dose('KPA', 3, 12, true),
  dose('KKK', 1, 12),
  dose('VAR', 1, 12),
  hexavalent(4, 18, true),
  dose('OPA', 2, 18),
  dose('HepA', 1, 18),
  dose('HepA', 2, 24),
]);

/** A dose of an earlier calendar that no longer exists: shown only when the parent had marked it given. */
export interface RetiredVaccineDose extends VaccineDose {
  /** Why it is no longer on the calendar, shown beside the mark. */
  retiredNote: string;
}

/**
 * The separate month-6 Hepatit B dose of the calendar before 14 April 2025: its protection is now
 * inside the six-component vaccine's third dose. A mark a parent gave it stays, shown as given;
 * unmarked, it is neither waiting nor reminded of (it is on no calendar any more).
 */
export const RETIRED_VACCINE_DOSES: readonly RetiredVaccineDose[] = Object.freeze([
  {
    ...dose('HepB', 3, 6),
    retiredNote: 'Eski takvimdeki ayrı doz: 14 Nisan 2025’ten bu yana hepatit B’nin bu dozu altılı karma aşının içinde yapılıyor.',
  },
]);

/**
 * Where the calendar comes from, shown under it, with the documents behind each change. ADR 0046
 * says which of them are the Ministry's own words and which only secondary copies (to check on
 * asi.saglik.gov.tr before a release).
 */
export const VACCINE_SOURCE = Object.freeze({
  title: 'T.C. Sağlık Bakanlığı, Genişletilmiş Bağışıklama Programı: Ulusal Çocukluk Dönemi Aşılama Takvimi',
  url: 'https://asi.saglik.gov.tr',
  /** The day the calendar shown took effect: the six-component vaccine from 14 April 2025. */
  versionDate: '2025-04-14',
  references: Object.freeze([
    {
      what: 'Altılı karma aşı (DaBT-İPA-Hib-HepB) 14 Nisan 2025’ten itibaren beşli karma aşı ve ayrı hepatit B aşısı yerine; başlanmış seriler altılı karma ile tamamlanır',
      by: 'T.C. Sağlık Bakanlığı yazılı açıklaması, 19 Mart 2025 (AA ve TRT Haber aracılığıyla basında: saglikpersoneli.com.tr, 12punto.com.tr, haberfokus.com)',
    },
    {
      what: 'Altılı karma aşının 2, 4, 6 ve 18. aylarda uygulanması',
      by: 'anews.com.tr, 16 Nisan 2025; sagliklianne.com.tr “Bebek Aşı Takvimi” (ikincil kaynaklar)',
    },
    {
      what: 'KPA 2, 4 ve 12. aylarda (2+1)',
      by: 'Sağlık Bakanlığı, KPA uygulaması hakkında duyuru, 11 Şubat 2020 (Makam oluru 05.12.2018/1222)',
    },
    {
      what: '48. ay (KKK ve DaBT-İPA) ve 13 yaş (Td) aşılarının 1 Temmuz 2020’den itibaren aile hekimliği birimlerinde yapılması',
      by: 'Sağlık Bakanlığı kararı, Haziran 2020 (Bursa İl Sağlık Müdürlüğü duyurusu, bursaism.saglik.gov.tr/TR-185927)',
    },
  ]),
  text:
    'Kaynak: T.C. Sağlık Bakanlığı Ulusal Çocukluk Dönemi Aşılama Takvimi (Genişletilmiş Bağışıklama Programı). ' +
    'Aşılar aile sağlığı merkezlerinde ücretsiz yapılır. Bebeğinizin aşı günlerini ve size uygun takvimi aile hekiminiz belirler; ' +
    'bir doz geciktiyse aile hekiminiz nasıl tamamlanacağını söyler.',
});

/** Shown under the calendar: what comes after the first two years. */
export const LATER_DOSES_NOTE =
  '48. ayını dolduran çocuğa KKK ve DaBT-İPA, 13 yaşında Td pekiştirme dozları aile hekiminizde yapılır; bu takvim ilk iki yılın aşılarını gösterir.';

export interface DatedVaccineDose extends VaccineDose {
  /** 'YYYY-MM-DD': the birth date plus ageMonths calendar months. */
  dueDate: string;
  /** '14 Mart 2027' */
  dueDateLabel: string;
  /** 'Hepatit B aşısı, 1. doz', 'KPA, pekiştirme dozu' */
  title: string;
}

const DAY = 'YYYY-MM-DD';

/** '14 Mart 2027' from 'YYYY-MM-DD', in Turkish whatever the process's locale. */
export function turkishDay(isoDay: string): string {
  return dayjs.utc(isoDay, DAY).locale('tr').format('D MMMM YYYY');
}

/** The day a baby born on `birthDate` turns `ageMonths` months old (month ends clamp: 31 Jan + 1 month = 28/29 Feb). */
export function dueDateFor(birthDate: string, ageMonths: number): string {
  return dayjs.utc(birthDate, DAY).add(ageMonths, 'month').format(DAY);
}

export function doseTitle(entry: VaccineDose): string {
  const vaccine = VACCINES[entry.vaccine];
  const which = entry.booster ? 'pekiştirme dozu' : `${entry.doseNumber}. doz`;
  return `${vaccine.name}, ${which}`;
}

/** Every dose of the calendar with its date for a birth date ('YYYY-MM-DD', the parent's calendar day), in date order. */
export function vaccineCalendar(birthDate: string): DatedVaccineDose[] {
  if (!isCalendarDay(birthDate)) return [];
  return VACCINE_SCHEDULE.map((entry) => {
    const dueDate = dueDateFor(birthDate, entry.ageMonths);
    return { ...entry, dueDate, dueDateLabel: turkishDay(dueDate), title: doseTitle(entry) };
  });
}

/** The calendar's dose of an id, its current one or one it had before (formerIds). */
export function vaccineDose(id: string): VaccineDose | undefined {
  return VACCINE_SCHEDULE.find((entry) => entry.id === id || entry.formerIds?.includes(id));
}

/** A dose a parent may mark or unmark: one of the calendar (by its current or a former id) or a retired one. */
export function markableDose(id: string): VaccineDose | RetiredVaccineDose | undefined {
  return vaccineDose(id) ?? RETIRED_VACCINE_DOSES.find((entry) => entry.id === id);
}

/** Every id a mark of this dose may be stored under: its own and its former ones. */
export function storedIdsOf(entry: VaccineDose): string[] {
  return [entry.id, ...(entry.formerIds ?? [])];
}

/**
 * The marks as stored (by the dose id they were stored under) read by today's calendar: a mark
 * stored under a former id is its dose's mark, a mark under the current id wins over a former
 * one's, a retired dose's mark stays under its id, and a mark of an id no calendar knows is left out.
 */
export function currentMarks<Mark>(stored: ReadonlyMap<string, Mark>): Map<string, Mark> {
  const marks = new Map<string, Mark>();
  for (const entry of [...VACCINE_SCHEDULE, ...RETIRED_VACCINE_DOSES]) {
    const id = storedIdsOf(entry).find((storedId) => stored.has(storedId));
    if (id !== undefined) marks.set(entry.id, stored.get(id)!);
  }
  return marks;
}

export interface DatedRetiredDose extends DatedVaccineDose {
  retiredNote: string;
}

/** The retired doses the parent had marked given, dated as they were: shown with their mark, never as waiting. */
export function markedRetiredDoses(birthDate: string, marked: ReadonlySet<string>): DatedRetiredDose[] {
  if (!isCalendarDay(birthDate)) return [];
  return RETIRED_VACCINE_DOSES.filter((entry) => marked.has(entry.id)).map((entry) => {
    const dueDate = dueDateFor(birthDate, entry.ageMonths);
    return { ...entry, dueDate, dueDateLabel: turkishDay(dueDate), title: doseTitle(entry) };
  });
}

/**
 * The next visit on the calendar from `today` ('YYYY-MM-DD'): every dose not yet given that is
 * due on the earliest due date on or after today. Doses whose day has passed without a mark are
 * not "next": overdueDoses lists them, so the page can say gently that one is waiting.
 */
export function nextVaccineDoses(calendar: readonly DatedVaccineDose[], today: string, given: ReadonlySet<string> = new Set()): DatedVaccineDose[] {
  const upcoming = calendar.filter((entry) => !given.has(entry.id) && entry.dueDate >= today);
  const first = upcoming.reduce<string | undefined>(
    (earliest, entry) => (earliest === undefined || entry.dueDate < earliest ? entry.dueDate : earliest),
    undefined,
  );
  return first === undefined ? [] : upcoming.filter((entry) => entry.dueDate === first);
}

/** Doses whose day is before `today` and that are not marked given. */
export function overdueVaccineDoses(calendar: readonly DatedVaccineDose[], today: string, given: ReadonlySet<string> = new Set()): DatedVaccineDose[] {
  return calendar.filter((entry) => !given.has(entry.id) && entry.dueDate < today);
}
