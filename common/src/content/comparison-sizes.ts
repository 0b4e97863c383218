/**
 * Typical sizes of the comparisons (rounded market sizes: a length in cm for the length-based
 * weeks, a weight in g for the weight-based ones). A week's figure must lie within 1.5 times its
 * comparison's (pregnancy-weeks.test.ts), so a comparison is never off by a factor of four, and
 * each week's comparison is larger than the week before's, so the baby never reads as shrinking.
 * A module of its own: only the test reads it, no page downloads it.
 */
export const COMPARISON_SIZES: Readonly<Record<string, { cm?: number; g?: number }>> = {
  'Kum tanesi': { cm: 0.01 },
  // a poppy seed is about half a millimetre: week 4's embryo is a fraction of a millimetre
  'Haşhaş tohumu': { cm: 0.05 },
  'Susam tohumu': { cm: 0.25 },
  Mercimek: { cm: 0.5 },
  'Yaban mersini': { cm: 1.2 },
  Zeytin: { cm: 2 },
  Kiraz: { cm: 2.3 },
  Kestane: { cm: 3 },
  Çilek: { cm: 4 },
  Kivi: { cm: 6 },
  Limon: { cm: 7 },
  Şeftali: { cm: 8 },
  Portakal: { cm: 9.5 },
  Avokado: { cm: 11 },
  Armut: { cm: 12 },
  Mango: { cm: 14 },
  'Tatlı patates': { cm: 16 },
  Muz: { cm: 20 },
  Havuç: { cm: 22 },
  Salatalık: { cm: 25 },
  Greyfurt: { g: 450 },
  Patlıcan: { g: 550 },
  Brokoli: { g: 600 },
  Marul: { g: 700 },
  Karnabahar: { g: 850 },
  Hindistancevizi: { g: 1000 },
  Ananas: { g: 1100 },
  Lahana: { g: 1300 },
  'Küçük bir kavun': { g: 1500 },
  'Kestane kabağı': { g: 1700 },
  'Mini karpuz': { g: 1900 },
  Kavun: { g: 2200 },
  'Büyük bir kavun': { g: 2400 },
  'Kış kavunu': { g: 2600 },
  'Büyük bir kış kavunu': { g: 2900 },
  Balkabağı: { g: 3100 },
  'Büyük bir balkabağı': { g: 3300 },
  // a small watermelon: the market's are mostly 5–8 kg
  Karpuz: { g: 4500 },
};
