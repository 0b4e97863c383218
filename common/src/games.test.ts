import { describe, expect, it } from 'vitest';
import { cleanNames, nameAnswerSchema, nameSuggestionSchema, nameSuggestionSchemaFor } from './schemas/games';
import { namesAskedFor } from './games';
import {
  birthDateResults,
  defaultClosingDay,
  gaveAnswer,
  genderStats,
  hasResponded,
  isGameClosed,
  personalInviteLink,
  popularDates,
  resultPath,
  startOfDay,
  topNames,
  whatsappNumber,
} from './games';
import { leaderboard, personKeyOf, type LeaderboardEntry } from './leaderboard';
import { turkishDay } from './calendar-day';

describe('game rules', () => {
  it('counts a participant as responded by prediction, date or submission', () => {
    expect(hasResponded({ name: 'a' })).toBe(false);
    expect(hasResponded({ name: 'a', prediction: 'boy' })).toBe(true);
    expect(hasResponded({ name: 'a', predictedDate: '2027-01-01' })).toBe(true);
    expect(hasResponded({ name: 'a', submittedAt: '2026-11-22T10:00:00Z' })).toBe(true);
  });

  it('counts an answer only when there is something to tell of: a guess, a name or a day', () => {
    expect(gaveAnswer({})).toBe(false);
    // a name form sent with every name blank, or a bare submission, tells nothing
    expect(gaveAnswer({ boyNames: [], girlNames: ['  '], submittedAt: '2026-11-22T10:00:00Z' })).toBe(false);
    expect(gaveAnswer({ prediction: null, predictedDate: null, boyNames: null })).toBe(false);
    expect(gaveAnswer({ girlNames: ['Ada'] })).toBe(true);
    expect(gaveAnswer({ boyNames: ['Can'], girlNames: [] })).toBe(true);
    expect(gaveAnswer({ prediction: 'girl' })).toBe(true);
    expect(gaveAnswer({ predictedDate: '2027-03-10' })).toBe(true);
  });

  it('rounds gender shares over the participants who predicted', () => {
    expect(genderStats([{ name: 'a', prediction: 'boy' }, { name: 'b', prediction: 'girl' }, { name: 'c', prediction: 'girl' }, { name: 'd' }])).toEqual({
      boyCount: 1,
      girlCount: 2,
      boyPercent: 33,
      girlPercent: 67,
    });
    expect(genderStats([])).toEqual({ boyCount: 0, girlCount: 0, boyPercent: 0, girlPercent: 0 });
  });

  it('drops blanks and folds duplicate names the Turkish way', () => {
    expect(cleanNames([' Işıl ', 'ışıl', '', '  ', 'ISIL', 'İlker', 'ilker', 42])).toEqual(['Işıl', 'ISIL', 'İlker']);
  });

  it('refuses empty or overlong name lists', () => {
    expect(() => nameSuggestionSchema.validateSync({ boyNames: ['', ' '], girlNames: ['Ada'] })).toThrow('Her kategori için en az 1 isim girmelisiniz');
    const eleven = Array.from({ length: 11 }, (_, i) => `İsim${i}`);
    expect(() => nameSuggestionSchema.validateSync({ boyNames: eleven, girlNames: ['Ada'] })).toThrow('en fazla 10');
    expect(nameSuggestionSchema.validateSync({ boyNames: ['Aras', 'aras', ''], girlNames: ['Defne'] })).toEqual({ boyNames: ['Aras'], girlNames: ['Defne'] });
  });

  it('ranks names by count, folding case in Turkish', () => {
    const participants = [
      { name: 'a', girlNames: ['Defne', 'Ela'] },
      { name: 'b', girlNames: ['defne', 'Zeynep'] },
      { name: 'c', girlNames: ['DEFNE', 'Ela'] },
    ];
    expect(topNames(participants, 'girl', 2)).toEqual([
      ['Defne', 3],
      ['Ela', 2],
    ]);
  });

  it('finds the most popular dates', () => {
    const participants = [
      { name: 'a', predictedDate: '2027-02-01' },
      { name: 'b', predictedDate: '2027-02-03' },
      { name: 'c', predictedDate: '2027-02-03' },
    ];
    expect(popularDates(participants, 3)).toEqual([
      ['2027-02-03', 2],
      ['2027-02-01', 1],
    ]);
  });

  it('makes the closest whole-day guess the winner, 0 days being exact', () => {
    const results = birthDateResults(
      [
        { name: 'Ayşe', predictedDate: '2027-02-10' },
        { name: 'Can', predictedDate: '2027-02-12' },
        { name: 'Işıl', predictedDate: '2027-02-08' },
      ],
      '2027-02-10',
    );
    expect(results[0]).toMatchObject({ name: 'Ayşe', differenceDays: 0, exact: true, winner: true });
    expect(results.slice(1).every((r) => !r.winner && r.differenceDays === 2)).toBe(true);
  });

  it('builds the WhatsApp number from digits with 90 in front', () => {
    expect(whatsappNumber('0532 123 45 67')).toBe('905321234567');
    expect(whatsappNumber('+90 (532) 123-45-67')).toBe('905321234567');
    expect(whatsappNumber('5321234567')).toBe('905321234567');
  });
});

describe('when guessing closes (ADR 0017)', () => {
  it('closes a birth-date game at the start of the day before the due date; the other kinds have no day of their own', () => {
    expect(defaultClosingDay('birthdate', '2027-03-01')).toBe('2027-02-28');
    expect(defaultClosingDay('birthdate', '2028-03-01')).toBe('2028-02-29');
    expect(defaultClosingDay('birthdate', '')).toBeNull();
    expect(defaultClosingDay('gender', '2027-03-01')).toBeNull();
  });

  it('starts a day at midnight in Türkiye (UTC+3)', () => {
    expect(startOfDay('2027-02-28').toISOString()).toBe('2027-02-27T21:00:00.000Z');
  });

  it('takes no answer once published, closed, or the closing instant has come', () => {
    const now = Date.parse('2027-02-27T21:00:00.000Z');
    expect(isGameClosed({ status: 'active', closesAtMs: now + 1 }, now)).toBe(false);
    expect(isGameClosed({ status: 'active', closesAtMs: now }, now)).toBe(true);
    expect(isGameClosed({ status: 'active', closedAt: { seconds: 1 } }, now)).toBe(true);
    expect(isGameClosed({ status: 'completed' }, now)).toBe(true);
    expect(isGameClosed({ status: 'active', closesAtMs: null }, now)).toBe(false);
  });
});

describe('links', () => {
  it('gives a person their own link on the kind’s invite route, and each kind its result page', () => {
    expect(personalInviteLink('https://x.tr', 'name', 'oyun', 'a+b')).toBe('https://x.tr/name-games/oyun?davet=a%2Bb');
    expect(resultPath('birthdate', 'tok')).toBe('/birth-date-result?token=tok');
    expect(turkishDay('2027-02-14')).toBe('14 Şubat 2027');
  });
});

describe("'Tahmin Şampiyonu'", () => {
  const truth = { babyGender: 'girl' as const, babyName: 'Ada Nur', actualBirthDate: '2027-03-10' };
  const entry = (personKey: string, name: string, kind: LeaderboardEntry['kind'], answer: Partial<LeaderboardEntry>, at: string): LeaderboardEntry => ({
    personKey,
    name,
    kind,
    submittedAt: at,
    ...answer,
  });

  it('adds the gender right, the name suggested (its first name counts, in Turkish case) and the days away; ties by days, then the earlier answer', () => {
    const rows = leaderboard(
      [
        entry('e:a', 'Ayşe', 'gender', { prediction: 'girl' }, '2027-01-01T10:00:00Z'),
        entry('e:a', 'Ayşe', 'birthdate', { predictedDate: '2027-03-13' }, '2027-01-01T10:01:00Z'),
        entry('e:b', 'Burak', 'gender', { prediction: 'girl' }, '2027-01-01T09:00:00Z'),
        entry('e:b', 'Burak', 'birthdate', { predictedDate: '2027-03-07' }, '2027-01-01T09:01:00Z'),
        entry('e:c', 'Cem', 'name', { boyNames: ['Can'], girlNames: ['ADA'] }, '2027-01-02T09:00:00Z'),
        entry('e:c', 'Cem', 'birthdate', { predictedDate: '2027-03-30' }, '2027-01-02T09:01:00Z'),
        entry('e:d', 'Deniz', 'gender', { prediction: 'boy' }, '2027-01-03T09:00:00Z'),
      ],
      truth,
    );
    expect(rows.map((row) => [row.rank, row.name, row.points, row.daysAway])).toEqual([
      [1, 'Burak', 17, 3],
      [2, 'Ayşe', 17, 3],
      [3, 'Cem', 10, 20],
      [4, 'Deniz', 0, null],
    ]);
    expect(rows[2]).toMatchObject({ genderRight: null, nameRight: true });
  });

  it('counts a kind once per person (their closest date), and nobody who did not answer', () => {
    const rows = leaderboard(
      [
        entry('e:a', 'Ayşe', 'birthdate', { predictedDate: '2027-03-20' }, '2027-01-01T10:00:00Z'),
        entry('e:a', 'Ayşe', 'birthdate', { predictedDate: '2027-03-11' }, '2027-01-01T11:00:00Z'),
        { personKey: 'p:x', name: 'Bekleyen', kind: 'gender', submittedAt: null },
      ],
      truth,
    );
    expect(rows).toEqual([{ name: 'Ayşe', points: 9, genderRight: null, nameRight: null, daysAway: 1, rank: 1 }]);
  });

  it('joins records into one person only by proof: the owner’s invitation or a verified account share the address; a typed address joins only other typed answers', () => {
    const aunt = 'hatice@aile.test';
    const invitation = personKeyOf({ path: 'games/g1/participants/r1', addedBy: 'owner', email: aunt });
    const invitationAnsweredSignedIn = personKeyOf({ path: 'games/g2/participants/r2', addedBy: 'owner', email: aunt, userId: 'u-aunt' });
    const verifiedAccount = personKeyOf({ path: 'games/g3/participants/a1', addedBy: 'self', email: aunt, userId: 'u-aunt', emailVerified: true });
    const strangerAsGuest = personKeyOf({ path: 'games/g1/participants/e1', addedBy: 'self', email: aunt });
    const strangerSignedIn = personKeyOf({ path: 'games/g1/participants/a2', addedBy: 'self', email: aunt, userId: 'u-stranger' });
    expect(new Set([invitation, invitationAnsweredSignedIn, verifiedAccount]).size).toBe(1);
    for (const stranger of [strangerAsGuest, strangerSignedIn]) expect(stranger).not.toBe(invitation);
    expect(strangerAsGuest).not.toBe(strangerSignedIn);
    // a guest who typed the same address in three games is still one person (among unproven answers)
    expect(personKeyOf({ path: 'games/g2/participants/e1', addedBy: 'self', email: aunt })).toBe(strangerAsGuest);
    // an invitation without an address is its own record
    expect(personKeyOf({ path: 'games/g1/participants/r9', addedBy: 'owner', email: '' })).toBe('p:games/g1/participants/r9');
  });
});

describe('the lists a name game asks for (ADR 0061)', () => {
  it("asks the known gender's list only while no gender game is open", () => {
    expect(namesAskedFor('', false)).toBe('both');
    expect(namesAskedFor('erkek', false)).toBe('boy');
    expect(namesAskedFor('boy', false)).toBe('boy');
    expect(namesAskedFor('kız', false)).toBe('girl');
    expect(namesAskedFor('unknown', false)).toBe('both');
    // an open gender game keeps the surprise
    expect(namesAskedFor('erkek', true)).toBe('both');
  });

  it('requires the asked lists and leaves the other optional', async () => {
    await expect(nameSuggestionSchemaFor('both').validate({ boyNames: ['Aras'], girlNames: [] })).rejects.toThrow(
      'Her kategori için en az 1 isim girmelisiniz',
    );
    await expect(nameSuggestionSchemaFor('boy').validate({ boyNames: [' Aras '] })).resolves.toEqual({ boyNames: ['Aras'], girlNames: [] });
    await expect(nameSuggestionSchemaFor('boy').validate({ boyNames: [], girlNames: ['Defne'] })).rejects.toThrow('En az 1 erkek ismi girmelisiniz');
    await expect(nameSuggestionSchemaFor('girl').validate({ boyNames: [''], girlNames: [] })).rejects.toThrow('En az 1 kız ismi girmelisiniz');
    await expect(nameSuggestionSchemaFor('girl').validate({ girlNames: Array.from({ length: 11 }, (_, i) => `Ad${i}`) })).rejects.toThrow('en fazla 10');
    // the spec's signed-in rule is the 'both' one
    await expect(nameSuggestionSchema.validate({ boyNames: [], girlNames: ['Defne'] })).rejects.toThrow('Her kategori için en az 1 isim girmelisiniz');
  });

  it('the route takes one filled list, and refuses none', async () => {
    await expect(nameAnswerSchema.validate({ boyNames: ['Aras'], girlNames: [] })).resolves.toMatchObject({ boyNames: ['Aras'], girlNames: [] });
    await expect(nameAnswerSchema.validate({ boyNames: [' '], girlNames: [] })).rejects.toThrow('Her kategori için en az 1 isim girmelisiniz');
  });
});
