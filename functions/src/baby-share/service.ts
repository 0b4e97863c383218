import { babyAgeOn } from '@bebek/common/baby-age';
import {
  BABY_SHARE_MESSAGES,
  babyPagePath,
  birthCardPreview,
  sharedGrowthSentence,
  type BabyShare,
  type BabyShareState,
  type SharedBabyPage,
  type SharedGrowthEntry,
} from '@bebek/common/baby-share';
import { parentsLabel } from '@bebek/common/games';
import { growthEntriesWithPercentiles, type StoredGrowthEntry } from '@bebek/common/growth/entries';
import { GROWTH_MEASURE_LABELS, GROWTH_MEASURES, GROWTH_UNITS, type GrowthMeasure } from '@bebek/common/growth/growth';
import { PAGE_UNAVAILABLE } from '@bebek/common/paused';
import { todayIn } from '@bebek/common/pregnancy';
import type { BabyShareInput } from '@bebek/common/schemas/baby-share';
import { profileBabyGender } from '@bebek/common/schemas/profile';
import { newToken, TOKEN_PATTERN } from '@bebek/common/tokens';
import { DomainError } from '../lib/errors';
import { profilePhotoCardUrl, profilePhotoUrl } from '../photos/photos';
import { changeShare, sharedPageRecord, storedShare, type AnnouncedBirth } from './data';

/**
 * The shared baby page's rules (issue 25 point 4, ADR 0033); no Express, no Firestore. A page is
 * about a born baby (profile.babyBirthDate); one link per parent, made once with the token every
 * share uses (144 random bits); stopping removes it, and sharing again makes a new one.
 */

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What the rules need of the parent: the baby, the pause, the deletion, and the share. */
interface ShareOwner {
  exists: boolean;
  deletionRequested: boolean;
  paused: boolean;
  fullName: string;
  spouseName: string;
  photo: string;
  /** The photo as a JPEG, for the link's preview (ADR 0067). */
  cardPhoto: string;
  babyName: string;
  babyGender: string;
  babyBirthDate: string;
  share: BabyShare | null;
}

function toShareOwner(data: Record<string, unknown> | undefined): ShareOwner {
  return {
    exists: data !== undefined,
    deletionRequested: Boolean(data?.deletionRequestedAt),
    paused: Boolean(data?.pausedAt),
    fullName: text(data?.fullName),
    spouseName: text(data?.spouseName),
    photo: profilePhotoUrl(data, 'full'),
    cardPhoto: profilePhotoCardUrl(data),
    babyName: text(data?.babyName),
    babyGender: text(data?.babyGender),
    babyBirthDate: text(data?.babyBirthDate),
    share: storedShare(data?.babyShare),
  };
}

const isBorn = (owner: Pick<ShareOwner, 'babyBirthDate'>) => owner.babyBirthDate !== '';

const state = (owner: Pick<ShareOwner, 'babyBirthDate'>, share: BabyShare | null): BabyShareState => ({ share, canShare: isBorn(owner) });

/** The entries as a relative sees them: the measurements and the percentile sentences, no notes, no ids. */
function sharedGrowth(stored: StoredGrowthEntry[], birthDate: string, sex: 'erkek' | 'kız' | ''): SharedGrowthEntry[] {
  return growthEntriesWithPercentiles(stored, birthDate, sex).map((entry) => {
    const values: Record<GrowthMeasure, number | null> = { weight: entry.weightKg, length: entry.lengthCm, head: entry.headCm };
    return {
      measuredOn: entry.measuredOn,
      measures: GROWTH_MEASURES.flatMap((measure) => {
        const value = values[measure];
        if (value === null) return [];
        const percentile = entry.percentiles[measure];
        return [
          {
            measure,
            label: GROWTH_MEASURE_LABELS[measure],
            value,
            unit: GROWTH_UNITS[measure],
            sentence: percentile ? sharedGrowthSentence(percentile.sentence) : null,
          },
        ];
      }),
    };
  });
}

/** The parent's share, from the user doc the session already read. */
export function shareStateOf(data: Record<string, unknown> | undefined): BabyShareState {
  return state({ babyBirthDate: typeof data?.babyBirthDate === 'string' ? data.babyBirthDate : '' }, storedShare(data?.babyShare));
}

/** Shares the page, or changes the choices of the share (the token stays). */
export async function saveShare(uid: string, choices: BabyShareInput): Promise<BabyShareState> {
  let owner: ShareOwner | undefined;
  const share = await changeShare(uid, (stored) => {
    const current = toShareOwner(stored);
    owner = current;
    if (current.paused) throw new DomainError('conflict', BABY_SHARE_MESSAGES.paused);
    if (!isBorn(current)) throw new DomainError('conflict', BABY_SHARE_MESSAGES.notBorn);
    return {
      token: current.share?.token ?? newToken(),
      showGrowth: choices.showGrowth,
      tellGameParticipants: choices.tellGameParticipants,
      // left out (a screen loaded before the choice existed): kept as it is; off until she turns it on
      photoInPreview: choices.photoInPreview ?? current.share?.photoInPreview ?? false,
    };
  });
  return state(owner!, share);
}

/** Stops sharing: the link answers 404 from now on. */
export async function stopShare(uid: string): Promise<BabyShareState> {
  let owner: ShareOwner | undefined;
  await changeShare(uid, (stored) => {
    owner = toShareOwner(stored);
    return null;
  });
  return state(owner!, null);
}

/** The birth as the page shows it: the profile's day; the announcement's details only once sent and only for this birth. */
function shownBirth(owner: Pick<ShareOwner, 'babyBirthDate'>, announced: AnnouncedBirth | null): SharedBabyPage['birth'] {
  // the announcement's details belong to this birth only (not to one announced before a new pregnancy)
  const details = announced?.actualBirthDate === owner.babyBirthDate ? announced : null;
  return { date: owner.babyBirthDate, time: details?.birthTime ?? '', weightGrams: details?.weightGrams ?? null, lengthCm: details?.lengthCm ?? null };
}

/** What the baby page's link preview says: the birth card's title and description, and the JPEG photo's path ('' unless she chose it). */
export interface BabyPreview {
  title: string;
  description: string;
  photo: string;
}

/** The share's record and its parent, as every reader of the link checks them (below). */
async function sharedOwner(token: string, now: Date, withGrowth = true) {
  if (!TOKEN_PATTERN.test(token)) throw new DomainError('not-found', BABY_SHARE_MESSAGES.notFound);
  const record = await sharedPageRecord(token, { withGrowth });
  const owner = record ? toShareOwner(record.owner) : undefined;
  // the user doc names the share too: a link the parent stopped is gone even if its document were left behind
  if (!record || !owner?.exists || owner.deletionRequested || owner.share?.token !== token) throw new DomainError('not-found', BABY_SHARE_MESSAGES.notFound);
  if (owner.paused) throw new DomainError('not-found', PAGE_UNAVAILABLE);
  const age = babyAgeOn(owner.babyBirthDate, todayIn(now));
  if (!isBorn(owner) || !age) throw new DomainError('not-found', BABY_SHARE_MESSAGES.notFound);
  return { record, owner, share: owner.share, age };
}

/**
 * The page a relative opens. Unknown, malformed, stopped links, a deleted account and a baby not
 * born (a new pregnancy cleared the birth date) answer the same 404; a paused parent's page the
 * neutral text of every public page (ADR 0018).
 */
export async function sharedBabyPage(token: string, now = new Date()): Promise<SharedBabyPage> {
  const { record, owner, share, age } = await sharedOwner(token, now);
  const sex = profileBabyGender(owner.babyGender);
  return {
    babyName: owner.babyName,
    babyGender: sex,
    parents: parentsLabel(owner.fullName, owner.spouseName),
    photo: owner.photo,
    birth: shownBirth(owner, record.announced),
    age: age.label,
    growth: record.showGrowth && share.showGrowth ? sharedGrowth(record.growth, owner.babyBirthDate, sex) : null,
  };
}

/**
 * What the link's preview may say (ADR 0044, 0067: the birth card): the baby's name, the parents'
 * names and the birth's day, time, weight and length as the page shows them to whoever holds the
 * link, and her photo only when she chose it for the preview; nothing of growth. It fails as the page does.
 */
export async function sharedBabyPreview(token: string, now = new Date()): Promise<BabyPreview> {
  const { record, owner, share } = await sharedOwner(token, now, false);
  const parents = parentsLabel(owner.fullName, owner.spouseName);
  return {
    ...birthCardPreview({ babyName: owner.babyName, parents, birth: shownBirth(owner, record.announced) }),
    photo: share.photoInPreview ? owner.cardPhoto : '',
  };
}

/** The line of the games' result e-mails: the page's link when the parent chose to tell the participants. */
export function babyPageForResults(data: Record<string, unknown> | undefined, appBaseUrl: string): { babyName: string; link: string } | undefined {
  const share = storedShare(data?.babyShare);
  const born = typeof data?.babyBirthDate === 'string' && data.babyBirthDate !== '';
  if (!share?.tellGameParticipants || !born) return undefined;
  return { babyName: typeof data?.babyName === 'string' ? data.babyName : '', link: `${appBaseUrl}${babyPagePath(share.token)}` };
}
