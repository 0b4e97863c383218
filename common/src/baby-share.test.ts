import { describe, expect, it } from 'vitest';
import { babyPageMailLine, babyPagePath, birthCardPreview, birthLengthLabel, birthWeightLabel, sharedGrowthSentence } from './baby-share';
import { percentileSentence } from './growth/growth';

describe('the shared baby page', () => {
  it("speaks of the baby to a relative where the parent's page speaks to the parent", () => {
    expect(sharedGrowthSentence(percentileSentence('weight', 50))).toBe("Bebeğin kilosu yaşıtlarının yaklaşık %50'sinden fazla.");
    expect(sharedGrowthSentence(percentileSentence('length', 3))).toMatch(/^Bebeğin boyu yaşıtlarının yaklaşık %3'ünden fazla\.$/);
    expect(sharedGrowthSentence(percentileSentence('head', 0.2))).toMatch(/^Bebeğin baş çevresi /);
    // only the subject changes
    expect(sharedGrowthSentence(percentileSentence('weight', 99.7)).replace(/^Bebeğin /, '')).toBe(
      percentileSentence('weight', 99.7).replace(/^Bebeğinizin /, ''),
    );
  });

  it('names the baby in the result e-mail when it has a name, and links to a path of one segment', () => {
    expect(babyPageMailLine(' Deniz ')).toBe(
      'Ayrıca Deniz bebeğin sayfası sizinle paylaşıldı: fotoğrafını, yaşını ve doğum bilgilerini bu bağlantıdan görebilirsiniz.',
    );
    expect(babyPageMailLine('')).toMatch(/^Ayrıca bebeğin sayfası sizinle paylaşıldı/);
    expect(babyPagePath('abc_DEF-123')).toBe('/baby/abc_DEF-123');
  });

  it('draws the birth card: the name, the parents and the day in Turkish; the details only when the page has them', () => {
    const birth = { date: '2026-11-12', time: '', weightGrams: null, lengthCm: null };
    expect(birthCardPreview({ babyName: ' Ela ', parents: 'Merve Şen & Kaan Şen', birth })).toEqual({
      title: 'Ela dünyaya geldi! · Merve Şen & Kaan Şen',
      description: 'Doğum: 12 Kasım 2026',
    });
    expect(birthCardPreview({ babyName: '', parents: '', birth: { date: '2027-02-01', time: '09:30', weightGrams: 3250, lengthCm: 49.5 } })).toEqual({
      title: 'Bebeğimiz dünyaya geldi!',
      description: 'Doğum: 1 Şubat 2027 · Saat 09:30 · 3,25 kg · 49,5 cm',
    });
    expect(birthCardPreview({ babyName: 'Ela', parents: 'Merve Şen', birth: { ...birth, weightGrams: 3000 } }).description).toBe('Doğum: 12 Kasım 2026 · 3 kg');
    expect([birthWeightLabel(3125), birthLengthLabel(50)]).toEqual(['3,125 kg', '50 cm']);
  });
});
