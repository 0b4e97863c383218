import { describe, expect, it } from 'vitest';
import { babyPageMailLine, babyPagePath, sharedGrowthSentence } from './baby-share';
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
});
