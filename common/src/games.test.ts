import { describe, expect, it } from 'vitest';
import { cleanNames, nameSuggestionSchema } from './schemas/games';
import { birthDateResults, genderStats, hasResponded, popularDates, topNames, whatsappNumber } from './games';

describe('game rules', () => {
  it('counts a participant as responded by prediction, date or submission', () => {
    expect(hasResponded({ name: 'a' })).toBe(false);
    expect(hasResponded({ name: 'a', prediction: 'boy' })).toBe(true);
    expect(hasResponded({ name: 'a', predictedDate: '2027-01-01' })).toBe(true);
    expect(hasResponded({ name: 'a', submittedAt: '2026-11-22T10:00:00Z' })).toBe(true);
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
