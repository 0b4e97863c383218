import { dayNumber } from './calendar-day';

/**
 * The birth pool (issue 35, point 3; ADR 0062): besides the day, a guest of the birth-date game may
 * guess the time of birth, the weight and the length. The parent enters the real ones with the birth
 * announcement (birthTime, weightGrams, lengthCm), and the game's own result ranks everyone by pool
 * points, with babypoolapp's scoring. Pure rules, shared by the api and the result page; the game
 * link's first view does not load this module.
 */

/** What a guest may guess besides the day, each accepted only within these bounds. */
export const POOL_LIMITS = {
  weightGrams: { min: 500, max: 6000 },
  lengthCm: { min: 30, max: 60 },
} as const;

/** What the guest is told of a guess out of bounds (the form and the api say the same). */
export const POOL_MESSAGES = {
  timeInvalid: 'Doğum saati tahmini SS:DD biçiminde olmalıdır (ör. 14:30)',
  weightRange: 'Kilo tahmini 0,5 ile 6 kg arasında olmalıdır (ör. 3,2)',
  lengthRange: 'Boy tahmini 30 ile 60 cm arasında olmalıdır',
} as const;

/** babypoolapp's scoring: points for a perfect guess, less so much per unit off, never below 0. */
export const POOL_POINTS = {
  dateTime: { max: 300, perHour: 5 },
  weight: { max: 100, perKg: 88 },
  length: { max: 100, perCm: 12 },
} as const;

/** The rules as the birth-date result page states them (ADR 0062). */
export const POOL_RULES = [
  `Tarih ve saat: tam isabet ${POOL_POINTS.dateTime.max} puan; her saat fark için ${POOL_POINTS.dateTime.perHour} puan eksilir (en az 0). Saati tahmin edilmemişse saat 12:00 sayılır; doğum saati girilmediyse yalnızca günler sayılır (her gün 24 saat).`,
  `Kilo: tam isabet ${POOL_POINTS.weight.max} puan; her kilogram fark için ${POOL_POINTS.weight.perKg} puan eksilir (en az 0).`,
  `Boy: tam isabet ${POOL_POINTS.length.max} puan; her santimetre fark için ${POOL_POINTS.length.perCm} puan eksilir (en az 0).`,
  'Puanlar tam sayıya yuvarlanır ve toplanır; eşitlikte tarih ve saat puanı yüksek olan öne geçer. Bu puanlar yalnızca bu oyunun sıralamasıdır, Tahmin Şampiyonu puanlarına eklenmez.',
] as const;

/** A guess without a time is taken as noon of its day, when the real time is known. */
export const NO_TIME_GUESS = '12:00';

/** 'HH:MM' on the 24-hour clock. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since midnight of 'HH:MM'. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/**
 * A weight as a guest types it, in grams: '3,2' and '3.25' are kilograms (a value under 100 with or
 * without a decimal separator), '3250' and '3.250' grams ('3.250' read as kilograms is the same
 * 3250 g). 'kg' or 'g' after the number and spaces are allowed. NaN for anything else.
 */
export function gramsOfTypedWeight(typed: string | number): number {
  if (typeof typed === 'number') return typed;
  const text = typed.trim().toLocaleLowerCase('tr').replace(/\s+/g, '').replace(/k?g$/, '');
  if (!/^\d+([.,]\d+)?$/.test(text)) return Number.NaN;
  const value = Number(text.replace(',', '.'));
  return Math.round(value < 100 ? value * 1000 : value);
}

/** A length as typed: '50' or '49,5' (cm after it allowed), to a tenth of a centimetre; NaN for anything else. */
export function cmOfTypedLength(typed: string | number): number {
  if (typeof typed === 'number') return typed;
  const text = typed.trim().toLocaleLowerCase('tr').replace(/\s+/g, '').replace(/cm$/, '');
  if (!/^\d+([.,]\d+)?$/.test(text)) return Number.NaN;
  return Math.round(Number(text.replace(',', '.')) * 10) / 10;
}

/** '3,25 kg' from grams, as the page writes a weight. */
export const kilogramText = (grams: number) => `${(grams / 1000).toLocaleString('tr-TR', { maximumFractionDigits: 3 })} kg`;
/** '49,5 cm'. */
export const centimetreText = (cm: number) => `${cm.toLocaleString('tr-TR')} cm`;

/** A guest's pool guesses as the owner reads them beside the day ('saat 09:30 · 3,4 kg · 51 cm'), '' without any. */
export function poolGuessText(guess: Pick<PoolGuess, 'predictedTime' | 'predictedWeightGrams' | 'predictedLengthCm'>): string {
  return [
    guess.predictedTime ? `saat ${guess.predictedTime}` : '',
    guess.predictedWeightGrams ? kilogramText(guess.predictedWeightGrams) : '',
    guess.predictedLengthCm ? centimetreText(guess.predictedLengthCm) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

export interface PoolGuess {
  name: string;
  /** 'YYYY-MM-DD'. */
  predictedDate: string;
  /** 'HH:MM', or absent. */
  predictedTime?: string | null;
  predictedWeightGrams?: number | null;
  predictedLengthCm?: number | null;
}

/** The real birth as the announcement carries it; a detail the parent did not enter is '' or null. */
export interface PoolTruth {
  actualBirthDate: string;
  birthTime: string;
  weightGrams: number | null;
  lengthCm: number | null;
}

/**
 * The hours between the guessed and the real moment of birth. With the real time known, a guess
 * without a time counts as noon of its day (so guessing the time pays when it is closer than noon);
 * with the real time unknown, only the days count, each 24 hours, and no guessed time is judged.
 */
export function hoursOff(guess: Pick<PoolGuess, 'predictedDate' | 'predictedTime'>, truth: Pick<PoolTruth, 'actualBirthDate' | 'birthTime'>): number {
  const days = dayNumber(guess.predictedDate) - dayNumber(truth.actualBirthDate);
  if (!truth.birthTime) return Math.abs(Math.round(days)) * 24;
  const minutes = Math.round(days) * 24 * 60 + minutesOf(guess.predictedTime || NO_TIME_GUESS) - minutesOf(truth.birthTime);
  return Math.abs(minutes) / 60;
}

const clampRound = (points: number) => Math.max(0, Math.round(points));

/** max(0, 300 − 5 × hours off), rounded to a whole point. */
export function dateTimePoints(guess: Pick<PoolGuess, 'predictedDate' | 'predictedTime'>, truth: Pick<PoolTruth, 'actualBirthDate' | 'birthTime'>): number {
  return clampRound(POOL_POINTS.dateTime.max - POOL_POINTS.dateTime.perHour * hoursOff(guess, truth));
}

/** max(0, 100 − 88 × kilograms off), rounded; 0 when either weight is missing. */
export function weightPoints(guessGrams: number | null | undefined, actualGrams: number | null | undefined): number {
  if (!guessGrams || !actualGrams) return 0;
  return clampRound(POOL_POINTS.weight.max - (POOL_POINTS.weight.perKg * Math.abs(guessGrams - actualGrams)) / 1000);
}

/** max(0, 100 − 12 × centimetres off), rounded; 0 when either length is missing. */
export function lengthPoints(guessCm: number | null | undefined, actualCm: number | null | undefined): number {
  if (!guessCm || !actualCm) return 0;
  return clampRound(POOL_POINTS.length.max - POOL_POINTS.length.perCm * Math.abs(guessCm - actualCm));
}

export interface PoolRow {
  name: string;
  dateTimePoints: number;
  weightPoints: number;
  lengthPoints: number;
  points: number;
  rank: number;
}

/** Who guessed a detail closest and what; ties share it. */
export interface PoolClosest {
  names: string[];
  /** The closest guess: 'YYYY-MM-DD', 'HH:MM', grams or centimetres. */
  guess: string | number;
  /** How far it was: days, minutes on the clock, grams or centimetres. */
  off: number;
}

export interface PoolResult {
  ranking: PoolRow[];
  closest: { date: PoolClosest | null; time: PoolClosest | null; weight: PoolClosest | null; length: PoolClosest | null };
}

/** Minutes between two clock times, the short way round midnight (23:50 and 00:10 are 20 minutes apart). */
export function clockMinutesOff(a: string, b: string): number {
  const off = Math.abs(minutesOf(a) - minutesOf(b));
  return Math.min(off, 24 * 60 - off);
}

function closestOf<T>(guesses: PoolGuess[], valueOf: (guess: PoolGuess) => T | null | undefined, offOf: (value: T) => number): PoolClosest | null {
  let best: PoolClosest | null = null;
  for (const guess of guesses) {
    const value = valueOf(guess);
    if (value === null || value === undefined || value === '') continue;
    const off = offOf(value);
    if (!best || off < best.off) best = { names: [guess.name], guess: value as string | number, off };
    else if (off === best.off && !best.names.includes(guess.name)) best.names.push(guess.name);
  }
  best?.names.sort((a, b) => a.localeCompare(b, 'tr'));
  return best;
}

/**
 * The pool's result: everyone ranked by date-and-time, weight and length points together (ties by
 * the date-and-time points, then name), and the closest guess of each detail the parent entered.
 */
export function birthPool(guesses: PoolGuess[], truth: PoolTruth): PoolResult {
  const rows = guesses.map((guess) => {
    const date = dateTimePoints(guess, truth);
    const weight = weightPoints(guess.predictedWeightGrams, truth.weightGrams);
    const length = lengthPoints(guess.predictedLengthCm, truth.lengthCm);
    return { name: guess.name, dateTimePoints: date, weightPoints: weight, lengthPoints: length, points: date + weight + length };
  });
  rows.sort((a, b) => b.points - a.points || b.dateTimePoints - a.dateTimePoints || a.name.localeCompare(b.name, 'tr'));
  const actualDay = dayNumber(truth.actualBirthDate);
  return {
    ranking: rows.map((row, index) => ({ ...row, rank: index + 1 })),
    closest: {
      date: closestOf(
        guesses,
        (guess) => guess.predictedDate,
        (day) => Math.abs(Math.round(dayNumber(day) - actualDay)),
      ),
      time: truth.birthTime
        ? closestOf(
            guesses,
            (guess) => guess.predictedTime,
            (time) => clockMinutesOff(time, truth.birthTime),
          )
        : null,
      weight: truth.weightGrams
        ? closestOf(
            guesses,
            (guess) => guess.predictedWeightGrams,
            (grams) => Math.abs(grams - truth.weightGrams!),
          )
        : null,
      length: truth.lengthCm
        ? closestOf(
            guesses,
            (guess) => guess.predictedLengthCm,
            (cm) => Math.round(Math.abs(cm - truth.lengthCm!) * 10) / 10,
          )
        : null,
    },
  };
}

export interface BirthDateAnswer {
  predictedDate: string;
  predictedTime?: string;
  predictedWeightGrams?: number;
  predictedLengthCm?: number;
}

/** A checked birth-date answer as it is stored: the day, and only the pool guesses that were given. */
export function birthDateAnswerOf(checked: {
  predictedDate: string;
  predictedTime?: string;
  predictedWeightGrams?: number;
  predictedLengthCm?: number;
}): BirthDateAnswer {
  const answer: BirthDateAnswer = { predictedDate: checked.predictedDate };
  if (checked.predictedTime) answer.predictedTime = checked.predictedTime;
  if (checked.predictedWeightGrams !== undefined) answer.predictedWeightGrams = checked.predictedWeightGrams;
  if (checked.predictedLengthCm !== undefined) answer.predictedLengthCm = checked.predictedLengthCm;
  return answer;
}
