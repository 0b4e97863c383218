import { turkishDay } from './calendar-day';
import type { GrowthMeasure } from './growth/growth';

/**
 * The shared baby page (issue 25 point 4, ADR 0033): what the parent chooses, what a relative
 * sees through the link, and the texts of both. A module of its own, without the validation
 * library or the WHO tables, so the public page loads neither.
 */

/** The parent's choices, as stored on the user doc (`babyShare`) and answered to the parent. */
export interface BabyShare {
  token: string;
  /** The growth entries with their percentiles are on the page. */
  showGrowth: boolean;
  /** The games' result e-mails carry a line with the page's link. */
  tellGameParticipants: boolean;
  /** The link's preview (the birth card, ADR 0067) shows her profile photo; otherwise the site's baby picture. */
  photoInPreview: boolean;
}

/** GET /api/protected/baby/share: the share, or null when the page is not shared (or the baby is not born yet: `canShare`). */
export interface BabyShareState {
  share: BabyShare | null;
  /** Whether a birth date is known: the page is about a born baby. */
  canShare: boolean;
}

/** One measurement day as a relative sees it: no note (the parent's own words stay with the parent), no id. */
export interface SharedGrowthEntry {
  /** 'YYYY-MM-DD' */
  measuredOn: string;
  /** Each measure taken that day, in the order weight, length, head. */
  measures: SharedGrowthMeasure[];
}

export interface SharedGrowthMeasure {
  measure: GrowthMeasure;
  /** 'Kilo', 'Boy', 'Baş çevresi' */
  label: string;
  value: number;
  /** 'kg' or 'cm' */
  unit: string;
  /** 'Bebeğin kilosu yaşıtlarının yaklaşık %50'sinden fazla.'; null without a WHO percentile (sex unknown, past 24 months). */
  sentence: string | null;
}

/** GET /api/baby/{token}: the page a relative opens, without logging in. */
export interface SharedBabyPage {
  babyName: string;
  babyGender: 'erkek' | 'kız' | '';
  /** The parents' names as the public profile shows them ('Ayşe Yılmaz & Mehmet Yılmaz'). */
  parents: string;
  /** The parent's profile photo (the public profile's URL), or '' without one. */
  photo: string;
  birth: {
    /** 'YYYY-MM-DD': profile.babyBirthDate. */
    date: string;
    /** 'SS:DD', weight and length: from the birth announcement once it was sent ('' / null otherwise). */
    time: string;
    weightGrams: number | null;
    lengthCm: number | null;
  };
  /** '2 aylık', computed on the day of the request (Istanbul). */
  age: string;
  /** Oldest first; null when the parent did not choose to show growth. */
  growth: SharedGrowthEntry[] | null;
}

export const BABY_SHARE_MESSAGES = {
  /** Unknown, malformed and stopped links alike. */
  notFound: 'Bebek sayfası bulunamadı',
  notBorn: 'Bebek sayfasını paylaşmak için önce bebeğin doğum tarihini girin',
  invalid: 'Geçersiz istek',
  paused: 'Takibe ara verdiğiniz sürece bebek sayfası paylaşılamaz.',
  stopped: 'Bebek sayfasının paylaşımı durduruldu. Eski bağlantı artık açılmaz.',
} as const;

/**
 * The parent's own pages under /baby/ (issue 25: the guide, the vaccines, growth): no token, and
 * they rank before the shared page's /baby/{token} (the web's routes, and the api's answer to the path).
 */
export const OWN_BABY_PAGES: readonly string[] = ['/baby/guide', '/baby/vaccines', '/baby/growth'];

/** '3,25 kg' from the announcement's grams: the way a family says a newborn's weight. */
export const birthWeightLabel = (grams: number) => `${(grams / 1000).toLocaleString('tr-TR', { maximumFractionDigits: 3 })} kg`;

/** '50 cm', '49,5 cm'. */
export const birthLengthLabel = (cm: number) => `${cm.toLocaleString('tr-TR', { maximumFractionDigits: 1 })} cm`;

/**
 * The birth card (issue 35 point 1, ADR 0067): the baby page's link preview, what WhatsApp shows
 * under the mother's message. The baby's name and the parents' as the page shows them, the birth day
 * in Turkish and the time, weight and length only when the page shows them (the announcement sent
 * for this birth). Never the gender, the hospital or growth.
 */
export function birthCardPreview(page: Pick<SharedBabyPage, 'babyName' | 'parents' | 'birth'>): { title: string; description: string } {
  const name = page.babyName.trim();
  const arrived = `${name || 'Bebeğimiz'} dünyaya geldi!`;
  const { date, time, weightGrams, lengthCm } = page.birth;
  const details = [
    time ? `Saat ${time}` : '',
    weightGrams === null ? '' : birthWeightLabel(weightGrams),
    lengthCm === null ? '' : birthLengthLabel(lengthCm),
  ].filter(Boolean);
  return {
    title: page.parents ? `${arrived} · ${page.parents}` : arrived,
    description: [`Doğum: ${turkishDay(date)}`, ...details].join(' · '),
  };
}

/** The page's path in the web app (the result e-mail's link is APP_BASE_URL + this). */
export const babyPagePath = (token: string) => `/baby/${encodeURIComponent(token)}`;

/** The result e-mail's line for the family, the page's link under it (ADR 0033). */
export const babyPageMailLine = (babyName: string) =>
  `Ayrıca ${babyName.trim() ? `${babyName.trim()} bebeğin` : 'bebeğin'} sayfası sizinle paylaşıldı: fotoğrafını, yaşını ve doğum bilgilerini bu bağlantıdan görebilirsiniz.`;

/**
 * The growth sentence told to a relative: the parent reads 'Bebeğinizin kilosu …' (your baby's), a
 * grandmother 'Bebeğin kilosu …' (the baby's). The sentence itself is the growth module's.
 */
export const sharedGrowthSentence = (parentSentence: string) => parentSentence.replace(/^Bebeğinizin /, 'Bebeğin ');
