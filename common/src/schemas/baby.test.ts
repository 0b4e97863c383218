import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ValidationError } from 'yup';
import { GROWTH_MESSAGES, VACCINE_MESSAGES, growthEntrySchema, notBeforeBirth, vaccineGivenSchema } from './baby';

const birth = { context: { birthDate: '2027-01-10' } };

/** The field → message map the api returns for a refused body (abortEarly: false, as functions/src/lib/validate.ts). */
async function fieldErrors(promise: Promise<unknown>): Promise<Record<string, string>> {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner.length ? error.inner : [error]) if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
    return errors;
  }
  return {};
}

describe('a growth entry', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 on 10 March 2027 in Istanbul, whose calendar day is the parent's today
    vi.setSystemTime(new Date('2027-03-10T20:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('takes a measurement on a day between the birth and today, with a comma or a point', async () => {
    await expect(growthEntrySchema.validate({ measuredOn: '2027-03-10', weightKg: 5.1, lengthCm: 57, headCm: 38.2 }, birth)).resolves.toMatchObject({
      weightKg: 5.1,
      lengthCm: 57,
      headCm: 38.2,
    });
    await expect(growthEntrySchema.validate({ measuredOn: '2027-01-10', weightKg: '3,25' }, birth)).resolves.toMatchObject({ weightKg: 3.25 });
    await expect(growthEntrySchema.validate({ measuredOn: '2027-02-01', lengthCm: '52.5' }, birth)).resolves.toMatchObject({ lengthCm: 52.5 });
  });

  it('refuses a day before the birth or after today, on the date field', async () => {
    expect(await fieldErrors(growthEntrySchema.validate({ measuredOn: '2027-01-09', weightKg: 3.2 }, { ...birth, abortEarly: false }))).toEqual({
      measuredOn: GROWTH_MESSAGES.dateBeforeBirth,
    });
    expect(await fieldErrors(growthEntrySchema.validate({ measuredOn: '2027-03-11', weightKg: 5 }, { ...birth, abortEarly: false }))).toEqual({
      measuredOn: GROWTH_MESSAGES.dateInFuture,
    });
    expect(await fieldErrors(growthEntrySchema.validate({ measuredOn: '', weightKg: 5 }, { ...birth, abortEarly: false }))).toEqual({
      measuredOn: GROWTH_MESSAGES.dateRequired,
    });
    expect(await fieldErrors(growthEntrySchema.validate({ measuredOn: '2027-02-30', weightKg: 5 }, { ...birth, abortEarly: false }))).toEqual({
      measuredOn: 'Geçerli bir tarih giriniz',
    });
  });

  it('refuses implausible measurements with a Turkish message on each field', async () => {
    expect(
      await fieldErrors(growthEntrySchema.validate({ measuredOn: '2027-03-01', weightKg: 0.29, lengthCm: 111, headCm: 61 }, { ...birth, abortEarly: false })),
    ).toEqual({ weightKg: GROWTH_MESSAGES.weightRange, lengthCm: GROWTH_MESSAGES.lengthRange, headCm: GROWTH_MESSAGES.headRange });
    expect(
      await fieldErrors(
        growthEntrySchema.validate({ measuredOn: '2027-03-01', weightKg: 25.01, lengthCm: 24.9, headCm: 19.9 }, { ...birth, abortEarly: false }),
      ),
    ).toEqual({
      weightKg: GROWTH_MESSAGES.weightRange,
      lengthCm: GROWTH_MESSAGES.lengthRange,
      headCm: GROWTH_MESSAGES.headRange,
    });
    expect(await fieldErrors(growthEntrySchema.validate({ measuredOn: '2027-03-01', weightKg: 'beş' }, { ...birth, abortEarly: false }))).toEqual({
      weightKg: GROWTH_MESSAGES.numberInvalid,
    });
    await expect(growthEntrySchema.validate({ measuredOn: '2027-03-01', weightKg: 0.3, lengthCm: 110, headCm: 20 }, birth)).resolves.toBeTruthy();
    await expect(growthEntrySchema.validate({ measuredOn: '2027-03-01', weightKg: 25, lengthCm: 25, headCm: 60 }, birth)).resolves.toBeTruthy();
  });

  it("counts today on Istanbul's calendar: after midnight there, the new day is no longer in the future", async () => {
    vi.setSystemTime(new Date('2027-03-10T21:30:00Z'));
    await expect(growthEntrySchema.validate({ measuredOn: '2027-03-11', weightKg: 5 }, birth)).resolves.toBeTruthy();
  });

  it('asks for at least one measurement', async () => {
    expect(await fieldErrors(growthEntrySchema.validate({ measuredOn: '2027-03-01', weightKg: '' }, { ...birth, abortEarly: false }))).toEqual({
      weightKg: GROWTH_MESSAGES.measurementRequired,
    });
  });

  it('refuses a note longer than the limit', async () => {
    await expect(growthEntrySchema.validate({ measuredOn: '2027-03-01', weightKg: 5, note: 'a'.repeat(301) }, birth)).rejects.toThrow('Bu alan çok uzun');
  });
});

describe('a vaccine dose marked given', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-10T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('takes the day it was given and a note', async () => {
    await expect(vaccineGivenSchema.validate({ givenOn: '2027-03-10', note: ' Sol bacak, ateş olmadı ' }, birth)).resolves.toEqual({
      givenOn: '2027-03-10',
      note: 'Sol bacak, ateş olmadı',
    });
    await expect(vaccineGivenSchema.validate({ givenOn: '2027-01-10' }, birth)).resolves.toEqual({ givenOn: '2027-01-10', note: '' });
  });

  it('refuses a day before the birth, after today, or none', async () => {
    await expect(vaccineGivenSchema.validate({ givenOn: '2027-01-09' }, birth)).rejects.toThrow(VACCINE_MESSAGES.dateBeforeBirth);
    await expect(vaccineGivenSchema.validate({ givenOn: '2027-03-11' }, birth)).rejects.toThrow(VACCINE_MESSAGES.dateInFuture);
    await expect(vaccineGivenSchema.validate({ givenOn: '' }, birth)).rejects.toThrow(VACCINE_MESSAGES.dateRequired);
    await expect(vaccineGivenSchema.validate({ givenOn: '2027-03-01', note: 'x'.repeat(301) }, birth)).rejects.toThrow('Bu alan çok uzun');
  });
});

describe('notBeforeBirth', () => {
  it('compares calendar days and leaves the check to the caller without a birth date', () => {
    expect(notBeforeBirth('2027-01-10', '2027-01-10')).toBe(true);
    expect(notBeforeBirth('2027-01-09', '2027-01-10')).toBe(false);
    expect(notBeforeBirth('2027-01-09', undefined)).toBe(true);
  });
});
