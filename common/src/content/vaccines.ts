import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import 'dayjs/locale/tr.js';
import { isCalendarDay } from '../baby-age';

dayjs.extend(utc);

/**
 * Türkiye's childhood vaccination calendar for the first two years (issue 25, ADR 0031): the
 * Sağlık Bakanlığı's Genişletilmiş Bağışıklama Programı, dose by dose. "2. ayın sonu" in the
 * Ministry's table is the day the baby turns two months old: the birth date plus two calendar
 * months (a baby born on 31 December is due on the last day of February).
 *
 * Doses after 24 months (KKK and DaBT-İPA in the first year of primary school, Td in the eighth)
 * are given at school and are not dated here; LATER_DOSES_NOTE says so under the calendar.
 */
export type VaccineCode = 'HepB' | 'BCG' | 'DaBT-IPA-Hib' | 'KPA' | 'OPA' | 'KKK' | 'VAR' | 'HepA';

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
  'DaBT-IPA-Hib': {
    code: 'DaBT-IPA-Hib',
    shortName: 'DaBT-İPA-Hib',
    name: 'Karma aşı (DaBT-İPA-Hib)',
    protectsAgainst: 'Difteri, boğmaca, tetanoz, çocuk felci ve Hemofilus influenza tip b (menenjit)',
  },
  KPA: { code: 'KPA', shortName: 'KPA', name: 'Konjuge pnömokok aşısı', protectsAgainst: 'Pnömokok (zatürre, menenjit, orta kulak iltihabı)' },
  OPA: { code: 'OPA', shortName: 'OPA', name: 'Oral polio aşısı (ağızdan damla)', protectsAgainst: 'Çocuk felci' },
  KKK: { code: 'KKK', shortName: 'KKK', name: 'Kızamık-kızamıkçık-kabakulak aşısı', protectsAgainst: 'Kızamık, kızamıkçık ve kabakulak' },
  VAR: { code: 'VAR', shortName: 'Suçiçeği', name: 'Suçiçeği aşısı', protectsAgainst: 'Suçiçeği' },
  HepA: { code: 'HepA', shortName: 'Hep A', name: 'Hepatit A aşısı', protectsAgainst: 'Hepatit A (sarılık)' },
});

export interface VaccineDose {
  /** Stable id, stored with a mark 'given': never rename one. */
  id: string;
  vaccine: VaccineCode;
  /** 1, 2, 3…; a booster (pekiştirme, 'R' in the Ministry's table) keeps its place in the count. */
  doseNumber: number;
  booster: boolean;
  /** Age at which the dose is due, in months; 0 = at birth. */
  ageMonths: number;
}

const dose = (vaccine: VaccineCode, doseNumber: number, ageMonths: number, booster = false): VaccineDose => ({
  id: `${vaccine}-${doseNumber}`,
  vaccine,
  doseNumber,
  booster,
  ageMonths,
});

/** The doses from birth to 24 months, in the order of the Ministry's table (by age, then as the table lists them). */
export const VACCINE_SCHEDULE: readonly VaccineDose[] = Object.freeze([
  dose('HepB', 1, 0),
  dose('HepB', 2, 1),
  dose('BCG', 1, 2),
  dose('DaBT-IPA-Hib', 1, 2),
  dose('KPA', 1, 2),
  dose('DaBT-IPA-Hib', 2, 4),
  dose('KPA', 2, 4),
  dose('HepB', 3, 6),
  dose('DaBT-IPA-Hib', 3, 6),
  dose('OPA', 1, 6),
  dose('KPA', 3, 12, true),
  dose('KKK', 1, 12),
  dose('VAR', 1, 12),
  dose('DaBT-IPA-Hib', 4, 18, true),
  dose('OPA', 2, 18),
  dose('HepA', 1, 18),
  dose('HepA', 2, 24),
]);

/**
 * Where the calendar comes from, shown under it. The dates of the versions are those of the
 * documents read for this table; ADR 0031 says what could and could not be checked here.
 */
export const VACCINE_SOURCE = Object.freeze({
  title: 'T.C. Sağlık Bakanlığı, Genişletilmiş Bağışıklama Programı: Ulusal Çocukluk Dönemi Aşılama Takvimi',
  url: 'https://asi.saglik.gov.tr',
  /** The Ministry's decision of 05.12.2018 (no. 1222), announced on 11.02.2020: KPA at months 2, 4 and 12 (2+1). */
  pneumococcalDecision: 'Sağlık Bakanlığı, KPA uygulaması hakkında duyuru, 11 Şubat 2020 (Makam oluru 05.12.2018/1222)',
  versionDate: '2020-02-11',
  text:
    'Kaynak: T.C. Sağlık Bakanlığı Ulusal Çocukluk Dönemi Aşılama Takvimi (Genişletilmiş Bağışıklama Programı). ' +
    'Aşılar aile sağlığı merkezlerinde ücretsiz yapılır. Bebeğinizin aşı günlerini ve size uygun takvimi aile hekiminiz belirler; ' +
    'bir doz geciktiyse aile hekiminiz nasıl tamamlanacağını söyler.',
});

/** Shown under the calendar: what comes after the first two years. */
export const LATER_DOSES_NOTE =
  'İlkokul 1. sınıfta KKK ve DaBT-İPA, 8. sınıfta Td pekiştirme dozları okulda yapılır; bu takvim ilk iki yılın aşılarını gösterir.';

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

export function vaccineDose(id: string): VaccineDose | undefined {
  return VACCINE_SCHEDULE.find((entry) => entry.id === id);
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
