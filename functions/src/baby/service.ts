import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { BABY_PAUSED, GROWTH_MAX_ENTRIES, GROWTH_MESSAGES, VACCINE_MESSAGES, VACCINE_REMINDER_DAYS_BEFORE } from '@bebek/common/baby-messages';
import type { BabyGrowth, VaccineCalendar } from '@bebek/common/baby-types';
import {
  LATER_DOSES_NOTE,
  VACCINES,
  VACCINE_SOURCE,
  currentMarks,
  markableDose,
  markedRetiredDoses,
  nextVaccineDoses,
  storedIdsOf,
  vaccineCalendar,
  vaccineDose,
  type DatedRetiredDose,
  type DatedVaccineDose,
} from '@bebek/common/content/vaccines';
import { WHO_GROWTH_SOURCE } from '@bebek/common/growth/growth';
import { babySexOf, growthEntriesWithPercentiles } from '@bebek/common/growth/entries';
import { todayIn } from '@bebek/common/pregnancy';
import type { GrowthEntryInput, VaccineGivenInput } from '@bebek/common/schemas/baby';
import { CONTENTION_MESSAGE } from '../http/errors';
import { DomainError } from '../lib/errors';
import { pregnancyNumberOf } from '../care-calendar/service';
import { allDayCalendar } from '../lib/ics';
import { readProfile } from '../profile/data';
import * as data from './data';

/**
 * The rules of the baby's first year (issue 25, ADR 0032): growth entries with their WHO
 * percentiles, the vaccination calendar dated from the birth date with the doses marked given, the
 * reminder choice. No HTTP and no Firestore here: router.ts answers, data.ts stores.
 *
 * The baby's birth date is the profile's `babyBirthDate` (entered on /baby-info or copied from the
 * first birth announcement), its sex `babyGender`. While the parent has paused (ADR 0018) the pages
 * show nothing about the baby and nothing about it can change.
 */
const birthDateOf = (profile: DocumentSnapshot) => String(profile.get('babyBirthDate') ?? '');
const isPaused = (profile: DocumentSnapshot) => Boolean(profile.get('pausedAt'));

/**
 * What a change to the baby's data needs, checked before its body is validated (the body's day is
 * checked against the birth date): not paused, and a birth date. Answers the birth date.
 */
export function birthDateForChange(profile: DocumentSnapshot, noBirthDate: string): string {
  if (isPaused(profile)) throw new DomainError('conflict', BABY_PAUSED);
  const birthDate = birthDateOf(profile);
  if (!birthDate) throw new DomainError('conflict', noBirthDate);
  return birthDate;
}

// ---- growth

export async function growthOf(profile: DocumentSnapshot): Promise<BabyGrowth> {
  const birthDate = birthDateOf(profile);
  const sex = babySexOf(String(profile.get('babyGender') ?? ''));
  if (isPaused(profile) || !birthDate) return { birthDate: null, sex: isPaused(profile) ? null : sex, entries: [], source: WHO_GROWTH_SOURCE.text };
  const stored = await data.readGrowthEntries(profile.id, pregnancyNumberOf(profile));
  return { birthDate, sex, entries: growthEntriesWithPercentiles(stored, birthDate, sex), source: WHO_GROWTH_SOURCE.text };
}

const fieldsOf = (input: GrowthEntryInput): data.GrowthFields => ({
  measuredOn: input.measuredOn,
  weightKg: input.weightKg ?? null,
  lengthCm: input.lengthCm ?? null,
  headCm: input.headCm ?? null,
  note: input.note ?? '',
});

/** The slot ids of pregnancy n: p{n}-m0 … p{n}-m{GROWTH_MAX_ENTRIES − 1}. */
const slotId = (pregnancy: number, slot: number) => `p${pregnancy}-m${slot}`;

/** Adds a free slot's tries: each lost one is a slot another add took, so this bounds a burst far above a family's. */
const ADD_TRIES = 10;

/**
 * Adds an entry in a free slot of the pregnancy's GROWTH_MAX_ENTRIES (ADR 0021's pattern, as a
 * game's answers take its slots): the entry is created under the slot's id, which fails when an add
 * running at the same time took it; that add reads again and takes another, or, none being left,
 * is refused with GROWTH_MESSAGES.tooMany. The cap holds without a transaction or a counter that
 * concurrent adds would wait on. A free slot is picked at random, so concurrent adds rarely meet.
 */
export async function addGrowth(profile: DocumentSnapshot, input: GrowthEntryInput, now = new Date()): Promise<BabyGrowth> {
  const pregnancy = pregnancyNumberOf(profile);
  for (let attempt = 0; attempt < ADD_TRIES; attempt += 1) {
    const stored = await data.readGrowthEntries(profile.id, pregnancy);
    const taken = new Set(stored.map((entry) => entry.id));
    const free: string[] = [];
    for (let slot = 0; slot < GROWTH_MAX_ENTRIES; slot += 1) if (!taken.has(slotId(pregnancy, slot))) free.push(slotId(pregnancy, slot));
    if (free.length === 0) throw new DomainError('conflict', GROWTH_MESSAGES.tooMany);
    const id = free[Math.floor(Math.random() * free.length)]!;
    if (await data.createGrowthEntry(profile.id, id, pregnancy, fieldsOf(input), now)) return growthOf(profile);
  }
  throw new DomainError('conflict', CONTENTION_MESSAGE);
}

/** An id of the current pregnancy's slots; any other (an earlier baby's entry, another shape) is not found. */
export function currentEntryId(profile: DocumentSnapshot, entryId: string): string {
  const match = /^p(\d{1,4})-m(\d{1,3})$/.exec(entryId);
  if (!match || Number(match[1]) !== pregnancyNumberOf(profile) || Number(match[2]) >= GROWTH_MAX_ENTRIES)
    throw new DomainError('not-found', GROWTH_MESSAGES.entryNotFound);
  return entryId;
}

export async function updateGrowth(profile: DocumentSnapshot, entryId: string, input: GrowthEntryInput): Promise<BabyGrowth> {
  if (!(await data.updateGrowthEntry(profile.id, currentEntryId(profile, entryId), fieldsOf(input))))
    throw new DomainError('not-found', GROWTH_MESSAGES.entryNotFound);
  return growthOf(profile);
}

export async function deleteGrowth(profile: DocumentSnapshot, entryId: string): Promise<BabyGrowth> {
  if (!(await data.deleteGrowthEntry(profile.id, currentEntryId(profile, entryId)))) throw new DomainError('not-found', GROWTH_MESSAGES.entryNotFound);
  return growthOf(profile);
}

// ---- vaccines

export function remindersOf(profile: DocumentSnapshot): { email: boolean; push: boolean } {
  const stored = profile.get('vaccineReminders') as { email?: unknown; push?: unknown } | undefined;
  return { email: stored?.email === true, push: stored?.push === true };
}

const SOURCE: VaccineCalendar['source'] = {
  title: VACCINE_SOURCE.title,
  versionDate: VACCINE_SOURCE.versionDate,
  text: VACCINE_SOURCE.text,
  laterDoses: LATER_DOSES_NOTE,
  references: VACCINE_SOURCE.references,
};

/**
 * The calendar as the page shows it: empty without a birth date, and while paused. Marks are read
 * by today's calendar (currentMarks: a mark of the five-component vaccine is its six-component
 * dose's), and a retired dose the parent had marked (the separate month-6 Hepatit B) is listed
 * with its mark and its note after the doses of its month; unmarked, it is not listed at all.
 */
export async function vaccineCalendarOf(profile: DocumentSnapshot, now = new Date()): Promise<VaccineCalendar> {
  const birthDate = birthDateOf(profile);
  const reminders = remindersOf(profile);
  if (isPaused(profile) || !birthDate) return { birthDate: null, source: SOURCE, doses: [], next: [], reminders };
  const marks = currentMarks(await data.readVaccineMarks(profile.id, pregnancyNumberOf(profile)));
  const calendar = vaccineCalendar(birthDate);
  const retired = markedRetiredDoses(birthDate, new Set(marks.keys()));
  const listed: Array<DatedVaccineDose | DatedRetiredDose> = [...calendar, ...retired].sort((a, b) => a.ageMonths - b.ageMonths);
  const doses = listed.map((dose) => ({
    id: dose.id,
    vaccine: VACCINES[dose.vaccine].shortName,
    title: dose.title,
    protectsAgainst: VACCINES[dose.vaccine].protectsAgainst,
    ageMonths: dose.ageMonths,
    dueDate: dose.dueDate,
    given: marks.get(dose.id) ?? null,
    ...('retiredNote' in dose ? { retiredNote: dose.retiredNote } : {}),
  }));
  const next = nextVaccineDoses(calendar, todayIn(now), new Set(marks.keys())).map((dose) => dose.id);
  return { birthDate, source: SOURCE, doses, next, reminders };
}

/** A dose a parent may mark (by its current or a former id, or a retired dose), or 404 with the spec's message. */
function markable(doseId: string) {
  const dose = markableDose(doseId);
  if (!dose) throw new DomainError('not-found', VACCINE_MESSAGES.doseNotFound);
  return dose;
}

/** The dose's current id, or 404 with the spec's message. */
export function knownDose(doseId: string): string {
  return markable(doseId).id;
}

export async function markGiven(profile: DocumentSnapshot, doseId: string, input: VaccineGivenInput): Promise<VaccineCalendar> {
  const dose = markable(doseId);
  await data.writeVaccineMark(profile.id, pregnancyNumberOf(profile), dose.id, { givenOn: input.givenOn, note: input.note ?? '' }, dose.formerIds);
  return vaccineCalendarOf(profile);
}

export async function unmarkGiven(profile: DocumentSnapshot, doseId: string): Promise<VaccineCalendar> {
  await data.deleteVaccineMarks(profile.id, pregnancyNumberOf(profile), storedIdsOf(markable(doseId)));
  return vaccineCalendarOf(profile);
}

/** The choice is kept while paused too (as the care calendar's): the schedule sends nothing to a paused parent. */
export async function saveReminders(uid: string, reminders: { email: boolean; push: boolean }): Promise<VaccineCalendar> {
  await data.writeVaccineReminders(uid, reminders);
  return vaccineCalendarOf(await readProfile(uid));
}

/**
 * The calendar as an iCalendar file: one all-day event per dose on its due date, what it protects
 * against, the given mark and the source in the description, an alarm at 09:00 a few days before.
 */
export function vaccineCalendarIcs(calendar: VaccineCalendar, uid: string, pregnancy: number): string {
  if (!calendar.birthDate) throw new DomainError('conflict', VACCINE_MESSAGES.noBirthDate);
  return allDayCalendar(
    calendar.doses.map((dose) => ({
      // a renamed dose keeps the uid of its first id, so a phone that imported the old file updates the event instead of adding a second
      uid: `${uid}-p${pregnancy}-asi-${vaccineDose(dose.id)?.formerIds?.[0] ?? dose.id}@bebekyolculugu`,
      title: dose.title,
      firstDay: dose.dueDate,
      lastDay: dose.dueDate,
      description: [
        `Koruduğu hastalıklar: ${dose.protectsAgainst}.`,
        dose.given ? `Yapıldı: ${dose.given.date}${dose.given.note ? ` (${dose.given.note})` : ''}` : '',
        `Kaynak: ${VACCINE_SOURCE.title}.`,
      ],
      categories: ['Aşı takvimi'],
      alarmDaysBefore: VACCINE_REMINDER_DAYS_BEFORE,
      alarmText: `Yaklaşan aşı: ${dose.title}`,
    })),
    { productId: 'bebek-yolculugu/asi-takvimi', calName: 'Bebeğimin Aşı Takvimi' },
  );
}

export const babyCounts = data.babyDataCounts;
