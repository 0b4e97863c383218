import { BABY_ALWAYS_CALL, BABY_MONTHS, type BabyMonthGuide } from './baby-months';
import {
  CHECKLIST_CATALOGUE,
  HOSPITAL_BAG_PACK_BY_WEEK,
  HOSPITAL_BAG_PACK_FROM_WEEK,
  SAFE_SLEEP_NOTES,
  displayName,
  hospitalBagGroup,
  type CatalogueItem,
} from './checklist-catalogue';
import { MOTHER_WARNINGS, MOTHER_WEEKS, type MotherWeek } from './pregnancy-weeks-mother';
import { PREGNANCY_WEEKS, type WeekInfo } from './pregnancy-weeks';
import { RETIRED_VACCINE_DOSES, RETIRED_VACCINE_NAMES, VACCINES, VACCINE_SCHEDULE, doseTitle, type VaccineDose } from './vaccines';

/**
 * The rules a mother's and a baby's safety depends on, checked on the content as data (issue 34,
 * ADR 0047): they fail when a rule is broken, not when a sentence is reworded. Run by
 * `npm run lint` (scripts/lint-content.ts) and by medical-rules.test.ts, which also plants a
 * breach of each rule to show it is caught.
 *
 * - 'Bu hafta sizde' carries the fever and burning-urine warning in every week from 4 to 40, the
 *   reduced-movements warning from week 24 (NHS, HSE), each tagged warning's text in the week.
 * - The month guide gives a baby under 3 months one fever threshold, 38 °C (AAP), and under
 *   24 months no fever rule of days: a fever of more than 24 hours is the doctor's (AAP).
 * - Every sleep item of the checklist, and every soft thing for the baby, says where it stands on
 *   safe sleep; what must stay out of the cot says so in its name.
 * - The guide names the calendar's doses in their month, and no vaccine the calendar does not give.
 * - The week texts time the hospital bag as the checklist does.
 */
export interface ContentUnderRules {
  motherWeeks: readonly MotherWeek[];
  babyMonths: readonly BabyMonthGuide[];
  babyAlwaysCall: readonly string[];
  catalogue: readonly CatalogueItem[];
  vaccineSchedule: readonly VaccineDose[];
  pregnancyWeeks: readonly WeekInfo[];
}

export const CONTENT: ContentUnderRules = {
  motherWeeks: MOTHER_WEEKS,
  babyMonths: BABY_MONTHS,
  babyAlwaysCall: BABY_ALWAYS_CALL,
  catalogue: CHECKLIST_CATALOGUE,
  vaccineSchedule: VACCINE_SCHEDULE,
  pregnancyWeeks: PREGNANCY_WEEKS,
};

const lower = (text: string) => text.toLocaleLowerCase('tr');
const monthTexts = (guide: BabyMonthGuide) => [guide.title, ...guide.development, guide.feeding, guide.sleep, guide.checkups, ...guide.callTheDoctor];

/** Every temperature a text names, in °C ('38 °C', '38,3 °C', '39 °C’yi'). */
export function temperaturesIn(text: string): number[] {
  return [...text.matchAll(/(\d{2}(?:[.,]\d)?)\s*°\s*C/g)].map((match) => Number(match[1]!.replace(',', '.')));
}

function motherWeekRules(weeks: readonly MotherWeek[]): string[] {
  const broken: string[] = [];
  for (const week of weeks) {
    const where = `'Bu hafta sizde', ${week.week}. hafta`;
    const required = [...(week.week >= 4 ? (['fever-urine'] as const) : []), ...(week.week >= 24 ? (['movements'] as const) : [])];
    for (const tag of required) if (!week.warnings.includes(tag)) broken.push(`${where}: the '${tag}' warning is missing`);
    for (const tag of week.warnings)
      if (!week.whenToCall.includes(MOTHER_WARNINGS[tag].text)) broken.push(`${where}: the '${tag}' warning's text is not in whenToCall`);
  }
  for (let week = 4; week <= 40; week += 1) if (!weeks.some((entry) => entry.week === week)) broken.push(`'Bu hafta sizde': week ${week} is missing`);
  return broken;
}

function feverRules(months: readonly BabyMonthGuide[], alwaysCall: readonly string[]): string[] {
  const broken: string[] = [];
  for (const guide of months) {
    const where = `Aylık rehber, ${guide.month}. ay`;
    const texts = monthTexts(guide);
    if (!guide.callTheDoctor.includes(guide.fever.text)) broken.push(`${where}: the fever rule's text is not in callTheDoctor`);
    if (guide.month < 3) {
      if (guide.fever.thresholdC !== 38 || guide.fever.afterHours !== null) broken.push(`${where}: under 3 months the fever rule is 38 °C at once`);
      for (const text of texts)
        for (const degrees of temperaturesIn(text)) if (degrees !== 38) broken.push(`${where}: a fever threshold of ${degrees} °C under 3 months: "${text}"`);
    }
    // every month of the guide is under 24 months: a fever of more than 24 hours goes to the doctor
    if (guide.fever.afterHours !== null && guide.fever.afterHours > 24)
      broken.push(`${where}: the fever rule waits ${guide.fever.afterHours} hours (under 2 years: 24)`);
    for (const text of texts) {
      const line = lower(text);
      if (!line.includes('ateş')) continue;
      if (/\d+\s*(?:[–-]\s*\d+\s*)?(?:gün|günden|günü)\s*(?:uzun|fazla|geçerse|sürerse)/.test(line))
        broken.push(`${where}: a fever rule of days under 24 months: "${text}"`);
      for (const match of line.matchAll(/(\d+)\s*saatten\s*(?:uzun|fazla)/g))
        if (Number(match[1]) > 24) broken.push(`${where}: a fever rule of ${match[1]} hours: "${text}"`);
    }
  }
  for (const text of alwaysCall)
    if (temperaturesIn(text).length) broken.push(`Her ayda: a temperature in the signs of every age (it would hold under 3 months too): "${text}"`);
  return broken;
}

/** Soft things a baby could be left to sleep with (AAP safe sleep): their names carry the note. */
const SOFT_THINGS = /battaniye|muslin|müslin|pelüş|peluş|yorgan|yastı[kğ]|ana kucağı|tampon/;

function sleepRules(catalogue: readonly CatalogueItem[]): string[] {
  const broken: string[] = [];
  for (const item of catalogue) {
    const name = displayName(item.name);
    const where = `Liste, '${name}' (${item.id})`;
    const forTheBaby = item.type === 'need' || hospitalBagGroup(item.name) === 'Bebek için';
    if (item.category === 'Uyku' && !item.sleep) broken.push(`${where}: a sleep item without its safe-sleep tag`);
    if (forTheBaby && SOFT_THINGS.test(lower(name)) && !item.sleep) broken.push(`${where}: a soft thing for the baby without its safe-sleep tag`);
    if (item.sleep === 'not-in-cot' && !SAFE_SLEEP_NOTES.some((note) => lower(name).includes(note)))
      broken.push(`${where}: not for the cot, and its name does not say so`);
  }
  return broken;
}

/** The names a text may give a vaccine: the calendar's short names and names, and the names of vaccines no longer given. */
const VACCINE_NAME = (name: string) => new RegExp(`(^|[^\\p{L}-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}-])`, 'iu');

function vaccineRules(months: readonly BabyMonthGuide[], schedule: readonly VaccineDose[]): string[] {
  const broken: string[] = [];
  for (const guide of months) {
    const where = `Aylık rehber, ${guide.month}. ay`;
    const due = schedule.filter((dose) => dose.ageMonths === guide.month);
    const ids = due.map((dose) => dose.id);
    if (ids.join() !== guide.vaccineDoses.join())
      broken.push(`${where}: names the doses ${guide.vaccineDoses.join(', ') || 'none'}, the calendar gives ${ids.join(', ') || 'none'}`);
    const text = monthTexts(guide).join(' ');
    for (const dose of due) if (!text.includes(doseTitle(dose))) broken.push(`${where}: does not name '${doseTitle(dose)}'`);
    const dueCodes = new Set(due.map((dose) => dose.vaccine));
    for (const vaccine of Object.values(VACCINES))
      if (!dueCodes.has(vaccine.code) && [vaccine.shortName, vaccine.name].some((name) => VACCINE_NAME(name).test(text)))
        broken.push(`${where}: names ${vaccine.shortName}, which the calendar does not give this month`);
    for (const name of [...RETIRED_VACCINE_NAMES, ...RETIRED_VACCINE_DOSES.map(doseTitle)])
      if (VACCINE_NAME(name).test(text)) broken.push(`${where}: names '${name}', no longer on the calendar`);
  }
  return broken;
}

function hospitalBagRules(weeks: readonly WeekInfo[]): string[] {
  const broken: string[] = [];
  const when = `${HOSPITAL_BAG_PACK_FROM_WEEK}–${HOSPITAL_BAG_PACK_BY_WEEK}`;
  for (const week of weeks)
    for (const tip of week.tips)
      if (week.week < HOSPITAL_BAG_PACK_FROM_WEEK && /doğum çanta/.test(lower(tip)) && !tip.includes(when))
        broken.push(`Hafta ${week.week}: speaks of the hospital bag before week ${HOSPITAL_BAG_PACK_FROM_WEEK} without the checklist's ${when}: "${tip}"`);
  return broken;
}

/** Every rule broken by the content, in words naming where; empty when all hold. */
export function medicalRuleViolations(content: ContentUnderRules = CONTENT): string[] {
  return [
    ...motherWeekRules(content.motherWeeks),
    ...feverRules(content.babyMonths, content.babyAlwaysCall),
    ...sleepRules(content.catalogue),
    ...vaccineRules(content.babyMonths, content.vaccineSchedule),
    ...hospitalBagRules(content.pregnancyWeeks),
  ];
}
