import { describe, expect, it } from 'vitest';
import {
  birthPool,
  clockMinutesOff,
  cmOfTypedLength,
  dateTimePoints,
  gramsOfTypedWeight,
  hoursOff,
  lengthPoints,
  poolGuessText,
  POOL_MESSAGES,
  weightPoints,
  type PoolTruth,
} from './birth-pool';
import { birthDateAnswerSchema, guestAnswerSchemas } from './schemas/games';

const truth: PoolTruth = { actualBirthDate: '2027-02-27', birthTime: '08:45', weightGrams: 3250, lengthCm: 50 };

describe('the birth pool scoring (babypoolapp, ADR 0062)', () => {
  it('gives 300 for the very minute, 5 less an hour, never below 0', () => {
    expect(dateTimePoints({ predictedDate: '2027-02-27', predictedTime: '08:45' }, truth)).toBe(300);
    expect(dateTimePoints({ predictedDate: '2027-02-27', predictedTime: '10:45' }, truth)).toBe(290);
    // 90 minutes: 7.5 points off, rounded
    expect(dateTimePoints({ predictedDate: '2027-02-27', predictedTime: '07:15' }, truth)).toBe(293);
    // the day before at 20:45: 12 hours
    expect(dateTimePoints({ predictedDate: '2027-02-26', predictedTime: '20:45' }, truth)).toBe(240);
    // 60 hours or more: 0
    expect(dateTimePoints({ predictedDate: '2027-03-02', predictedTime: '08:45' }, truth)).toBe(0);
    expect(dateTimePoints({ predictedDate: '2027-01-01' }, truth)).toBe(0);
  });

  it('takes a guess without a time as noon, and only the days when the real time is unknown', () => {
    expect(hoursOff({ predictedDate: '2027-02-27' }, truth)).toBe(3.25);
    expect(dateTimePoints({ predictedDate: '2027-02-27' }, truth)).toBe(284);
    const noTime = { ...truth, birthTime: '' };
    expect(hoursOff({ predictedDate: '2027-02-27', predictedTime: '23:00' }, noTime)).toBe(0);
    expect(dateTimePoints({ predictedDate: '2027-02-27', predictedTime: '23:00' }, noTime)).toBe(300);
    expect(dateTimePoints({ predictedDate: '2027-02-28' }, noTime)).toBe(180);
  });

  it('gives 100 for the weight, 88 less a kilogram, and 100 for the length, 12 less a centimetre', () => {
    expect(weightPoints(3250, 3250)).toBe(100);
    expect(weightPoints(3000, 3250)).toBe(78);
    expect(weightPoints(4500, 3250)).toBe(0);
    expect(weightPoints(null, 3250)).toBe(0);
    expect(weightPoints(3250, null)).toBe(0);
    expect(lengthPoints(50, 50)).toBe(100);
    expect(lengthPoints(48, 50)).toBe(76);
    expect(lengthPoints(49.5, 50)).toBe(94);
    expect(lengthPoints(41, 50)).toBe(0);
    expect(lengthPoints(undefined, 50)).toBe(0);
  });

  it('reads a typed weight in kilograms with a comma or in grams, and a typed length', () => {
    expect(gramsOfTypedWeight('3,2')).toBe(3200);
    expect(gramsOfTypedWeight('3.25')).toBe(3250);
    expect(gramsOfTypedWeight('3,2 kg')).toBe(3200);
    expect(gramsOfTypedWeight('3250')).toBe(3250);
    expect(gramsOfTypedWeight('3.250')).toBe(3250);
    expect(gramsOfTypedWeight('3250 g')).toBe(3250);
    expect(gramsOfTypedWeight('3')).toBe(3000);
    expect(gramsOfTypedWeight(3100)).toBe(3100);
    expect(gramsOfTypedWeight('üç kilo')).toBeNaN();
    expect(cmOfTypedLength('49,5')).toBe(49.5);
    expect(cmOfTypedLength('50 cm')).toBe(50);
    expect(cmOfTypedLength('elli')).toBeNaN();
  });

  it('writes the guesses as the owner reads them beside the day', () => {
    expect(poolGuessText({ predictedTime: '09:30', predictedWeightGrams: 3400, predictedLengthCm: 49.5 })).toBe('saat 09:30 · 3,4 kg · 49,5 cm');
    expect(poolGuessText({ predictedWeightGrams: 3250 })).toBe('3,25 kg');
    expect(poolGuessText({})).toBe('');
  });

  it('measures clock times the short way round midnight', () => {
    expect(clockMinutesOff('23:50', '00:10')).toBe(20);
    expect(clockMinutesOff('08:45', '10:00')).toBe(75);
  });

  it('ranks by the points together and names the closest guess of each detail, ties sharing it', () => {
    const pool = birthPool(
      [
        { name: 'Hatice', predictedDate: '2027-02-27', predictedTime: '11:00', predictedWeightGrams: 3400, predictedLengthCm: 52 },
        { name: 'Ayşe', predictedDate: '2027-02-26', predictedTime: '08:30', predictedWeightGrams: 3250 },
        { name: 'Zeynep', predictedDate: '2027-02-27' },
        { name: 'Can', predictedDate: '2027-03-01', predictedLengthCm: 52 },
      ],
      truth,
    );
    expect(pool.ranking.map((row) => [row.rank, row.name, row.dateTimePoints, row.weightPoints, row.lengthPoints, row.points])).toEqual([
      [1, 'Hatice', 289, 87, 76, 452],
      [2, 'Zeynep', 284, 0, 0, 284],
      [3, 'Ayşe', 179, 100, 0, 279],
      [4, 'Can', 44, 0, 76, 120],
    ]);
    expect(pool.closest.date).toEqual({ names: ['Hatice', 'Zeynep'], guess: '2027-02-27', off: 0 });
    expect(pool.closest.time).toEqual({ names: ['Ayşe'], guess: '08:30', off: 15 });
    expect(pool.closest.weight).toEqual({ names: ['Ayşe'], guess: 3250, off: 0 });
    expect(pool.closest.length).toEqual({ names: ['Can', 'Hatice'], guess: 52, off: 2 });
  });

  it('names no closest for a detail the parent did not enter or nobody guessed', () => {
    const pool = birthPool([{ name: 'Zeynep', predictedDate: '2027-02-27' }], {
      actualBirthDate: '2027-02-27',
      birthTime: '',
      weightGrams: 3250,
      lengthCm: null,
    });
    expect(pool.closest.time).toBeNull();
    expect(pool.closest.weight).toBeNull();
    expect(pool.closest.length).toBeNull();
    expect(pool.ranking[0]!.points).toBe(300);
  });
});

describe('the birth-date answer with the pool guesses', () => {
  const guest = { name: 'Hatice Nine', email: 'hatice@aile.test', phone: '0533 222 33 44', predictedDate: '2027-02-27' };

  it('takes the day alone, and the optional guesses typed as a guest types them', async () => {
    expect(await guestAnswerSchemas.birthdate.validate(guest)).toMatchObject({ predictedDate: '2027-02-27' });
    const full = await birthDateAnswerSchema.validate({ ...guest, predictedTime: '14:30', predictedWeightGrams: '3,2', predictedLengthCm: '49,5' });
    expect(full).toMatchObject({ predictedTime: '14:30', predictedWeightGrams: 3200, predictedLengthCm: 49.5 });
    const blank = await birthDateAnswerSchema.validate({ ...guest, predictedTime: '', predictedWeightGrams: '', predictedLengthCm: null });
    expect(blank.predictedTime).toBe('');
    expect(blank.predictedWeightGrams).toBeUndefined();
    expect(blank.predictedLengthCm).toBeUndefined();
  });

  it('refuses out-of-range guesses with Turkish messages', async () => {
    const refused = [
      [{ predictedTime: '25:00' }, POOL_MESSAGES.timeInvalid],
      [{ predictedTime: '9.30' }, POOL_MESSAGES.timeInvalid],
      [{ predictedWeightGrams: '8,5' }, POOL_MESSAGES.weightRange],
      [{ predictedWeightGrams: 'üç kilo' }, POOL_MESSAGES.weightRange],
      [{ predictedWeightGrams: 200 }, POOL_MESSAGES.weightRange],
      [{ predictedLengthCm: 75 }, POOL_MESSAGES.lengthRange],
      [{ predictedLengthCm: 'elli' }, POOL_MESSAGES.lengthRange],
    ] as const;
    for (const [bad, message] of refused) await expect(guestAnswerSchemas.birthdate.validate({ ...guest, ...bad })).rejects.toThrow(message);
  });
});
