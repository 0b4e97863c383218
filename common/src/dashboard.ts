import { babyAgeOn, type BabyAge } from './baby-age';
import { todayIn, turkishDay } from './calendar-day';
import { foldTurkish } from './text';
import type { BirthNotificationResponse, ContactDelivery } from './types';

/**
 * What the parent's dashboard puts first, by the pregnancy's week (ADR 0030): the week and the next
 * care visit always; the hospital bag from week 30 (early enough to pack it by weeks 34–36, as the
 * bag's list advises); the birth announcement from week 36, when a baby born now is no longer
 * early and the family may need it any day. The games and the services come after them.
 */
export const HOSPITAL_BAG_FROM_WEEK = 30;
export const ANNOUNCEMENT_FIRST_FROM_WEEK = 36;
/** The weeks the hospital bag is best packed in. */
export const HOSPITAL_BAG_PACK_WEEKS = [34, 36] as const;

export type DashboardCard = 'week' | 'care' | 'hospitalBag' | 'announcement' | 'checklist' | 'babyMonth' | 'vaccines' | 'pregnancyHistory';

/** The cards that come before the games, in order, for a pregnancy in `week` (undefined: no due date yet: the page asks for it instead). */
export function stageCards(week: number | undefined): DashboardCard[] {
  if (week === undefined) return [];
  return [
    'week',
    ...(week >= ANNOUNCEMENT_FIRST_FROM_WEEK ? (['announcement'] as const) : []),
    'care',
    ...(week >= HOSPITAL_BAG_FROM_WEEK ? (['hospitalBag'] as const) : []),
    'checklist',
  ];
}

/** The hospital bag card's line: when to pack, then that it is time. */
export function hospitalBagLine(week: number): string {
  const [from, to] = HOSPITAL_BAG_PACK_WEEKS;
  if (week < from) return `Çantanızı ${from}–${to}. haftalar arasında hazır edin; ${from - week} hafta var.`;
  if (week <= to) return 'Çantayı hazırlama zamanı: bebek, siz, eşiniz ve belgeler için.';
  return 'Çantanız kapının yanında hazır olsun; eksik kalan var mı bakın.';
}

/**
 * After the birth (issue 25): the baby's age, the month of the first-year guide (0–12; past the
 * first year the guide's last month stays open) and the cards, the baby's month and the next
 * vaccines first, the pregnancy weeks kept as history after them. Undefined while the baby is not
 * born (no birth date) or for a birth date that is not a day up to today: the pregnancy's stage then.
 */
export interface BabyStage {
  age: BabyAge;
  guideMonth: number;
  cards: DashboardCard[];
}

/** The guide's last month (content/baby-months.ts runs 0–12; a test holds them together without the dashboard loading the guide's texts). */
export const BABY_GUIDE_LAST_MONTH = 12;

/**
 * The announcement comes right after the baby's month (ADR 0038): not yet sent (a birth date entered
 * by hand), it is the family's news still to tell; sent, it says to how many and when.
 */
export const BABY_STAGE_CARDS: readonly DashboardCard[] = ['babyMonth', 'announcement', 'vaccines', 'checklist', 'pregnancyHistory'];

export function babyStage(babyBirthDate: string | undefined, today: string = todayIn()): BabyStage | undefined {
  if (!babyBirthDate) return undefined;
  const age = babyAgeOn(babyBirthDate, today);
  if (!age) return undefined;
  return { age, guideMonth: Math.min(age.months, BABY_GUIDE_LAST_MONTH), cards: [...BABY_STAGE_CARDS] };
}

/** 'Deniz 3 haftalık', or 'Bebeğiniz 3 haftalık' before a name is given; 'Deniz bugün doğdu'. */
export function babyGreeting(babyName: string | undefined, age: BabyAge): string {
  const name = babyName?.trim() || 'Bebeğiniz';
  return `${name} ${age.label}`;
}

/**
 * What the games summary offers for one kind (ADR 0038): 'manage' for the newest game there is;
 * without one, 'start' ('Oyun Başlat', part 1 §2) while the baby is not born, and nothing after the
 * birth: the answer every prediction game asks is known then, so nobody is invited to guess it.
 */
export type GameOffer = 'manage' | 'start' | 'none';

export function gameOffer(hasGame: boolean, babyBorn: boolean): GameOffer {
  if (hasGame) return 'manage';
  return babyBorn ? 'none' : 'start';
}

/** The states of a channel that went out to the contact or is on its way. */
const WENT_OUT: readonly ContactDelivery['state'][] = ['sending', 'sent', 'delivered'];

/**
 * The sent announcement as the dashboard's card tells it (ADR 0038): the day it went (Europe/Istanbul),
 * how many contacts it went to (a message sent, delivered or on its way by SMS or e-mail), how many
 * it could reach by neither (every attempt failed), and how many were added since and have nothing yet.
 * Undefined before the first send.
 */
export interface AnnouncementSummary {
  sentOn: string;
  sentTo: number;
  failed: number;
  notYetSent: number;
}

export function announcementSummary(notification: Pick<BirthNotificationResponse, 'announcedAt' | 'deliveries'>): AnnouncementSummary | undefined {
  if (!notification.announcedAt) return undefined;
  const summary: AnnouncementSummary = {
    sentOn: todayIn(new Date(notification.announcedAt)),
    sentTo: 0,
    failed: 0,
    notYetSent: 0,
  };
  for (const { sms, email } of notification.deliveries) {
    const channels = email ? [sms, email] : [sms];
    if (channels.some((channel) => WENT_OUT.includes(channel.state))) summary.sentTo += 1;
    else if (channels.some((channel) => channel.state === 'failed')) summary.failed += 1;
    else if (channels.some((channel) => channel.state === 'not_sent')) summary.notYetSent += 1;
  }
  return summary;
}

/** The card's lines: '27 Kasım 2026 tarihinde 3 kişiye gönderildi', then what still needs the parent, if anything. */
export function announcementLines(summary: AnnouncementSummary): string[] {
  const day = turkishDay(summary.sentOn);
  const lines = [summary.sentTo > 0 ? `${day} tarihinde ${summary.sentTo} kişiye gönderildi` : `${day} tarihinde gönderildi`];
  if (summary.failed > 0) lines.push(`${summary.failed} kişiye ulaşılamadı`);
  if (summary.notYetSent > 0) lines.push(`${summary.notYetSent} kişiye henüz gönderilmedi`);
  return lines;
}

/**
 * The service categories a parent is offered on the dashboard: after the birth, none that only
 * makes sense before it (a gender party). Operators name categories freely, so a category is known
 * by its seeded id or by the words of its name (folded, as Turkish is).
 */
const BEFORE_BIRTH_ONLY_IDS = new Set(['cinsiyet-partisi']);
const BEFORE_BIRTH_ONLY_WORDS = /cinsiyet (partisi|öğrenme)|gender reveal/;

export function servicesForStage<T extends { id: string; name: string }>(categories: readonly T[], babyBorn: boolean): T[] {
  if (!babyBorn) return [...categories];
  return categories.filter((category) => !BEFORE_BIRTH_ONLY_IDS.has(category.id) && !BEFORE_BIRTH_ONLY_WORDS.test(foldTurkish(category.name)));
}
