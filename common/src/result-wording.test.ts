import { describe, expect, it } from 'vitest';
import { genderVerdict, genitive, parentsBabyHeading, resultBirthLine } from './result-wording';

describe('genitive', () => {
  it('writes the suffix as TDK does: apostrophe, n after a vowel, the last vowel’s harmony', () => {
    expect(['Ayşe', 'Yılmaz', 'Mehmet', 'Oğuz', 'Gül', 'Burcu', 'Doğa', 'Ömür', 'Ayşe Yılmaz', 'İpek', 'NK'].map(genitive)).toEqual([
      "Ayşe'nin",
      "Yılmaz'ın",
      "Mehmet'in",
      "Oğuz'un",
      "Gül'ün",
      "Burcu'nun",
      "Doğa'nın",
      "Ömür'ün",
      "Ayşe Yılmaz'ın",
      "İpek'in",
      "NK'nin",
    ]);
  });
});

describe('the result page speaks of the parents and of the birth as they are (issue 35)', () => {
  it("names a couple only when both are known, else that person's baby", () => {
    expect(parentsBabyHeading({ mother: 'Ayşe', father: 'Mehmet' })).toBe('Ayşe ve Mehmet Çiftinin Bebekleri');
    expect(parentsBabyHeading({ mother: 'Ayşe Yılmaz', father: '' })).toBe("Ayşe Yılmaz'ın Bebeği");
    expect(parentsBabyHeading({ mother: ' ', father: 'Oğuz' })).toBe("Oğuz'un Bebeği");
    expect(parentsBabyHeading({ mother: '', father: '' })).toBe('');
  });
  it("says 'OLACAK' before the birth and 'OLDU' after it, and the birth day once it is known", () => {
    expect(genderVerdict('girl', false)).toBe('KIZ OLACAK');
    expect(genderVerdict('boy', true)).toBe('ERKEK OLDU');
    expect(resultBirthLine('2027-03-01', '')).toBe('Tahmini doğum: 1 Mart 2027');
    expect(resultBirthLine('2027-03-01', '2027-02-20')).toBe('Doğum: 20 Şubat 2027');
    expect(resultBirthLine('', '')).toBe('');
  });
});
