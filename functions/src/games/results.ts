import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { birthPool, type PoolGuess } from '@bebek/common/birth-pool';
import { birthDateResults, topNames } from '@bebek/common/games';
import { genderOf, leaderboard, personKeyOf, type LeaderboardEntry } from '@bebek/common/leaderboard';
import { PAGE_UNAVAILABLE } from '@bebek/common/paused';
import { GAME_MESSAGES } from '@bebek/common/schemas/games';
import type { BirthDateResultAnswer, GameKind, GenderResult, Leaderboard, NameResult } from '@bebek/common/types';
import { TOKEN_PATTERN } from '@bebek/common/tokens';
import { DomainError } from '../lib/errors';
import { readProfile } from '../profile/data';
import { readAnswers, readGameByToken, readGamesOfOwner, readOwnerAndAnnouncement } from './data';
import { loadParticipants } from './model';

/** The game a token names, of any kind, or undefined: one query, whatever the link's path. */
export async function gameOfToken(token: string): Promise<DocumentSnapshot | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  return readGameByToken(token);
}

/** The game of a result link: 'Game not found' when no game has the token, 'Sonuç henüz açıklanmadı' before publishing (ADR 0017). */
async function publishedGame(kind: GameKind, token: string): Promise<DocumentSnapshot> {
  const game = await gameOfToken(token);
  if (!game || game.get('type') !== kind) throw new DomainError('not-found', GAME_MESSAGES.resultGameNotFound);
  // closed by the parent's pause: the neutral page, to everyone (ADR 0018)
  if (game.get('pausedAt')) throw new DomainError('not-found', PAGE_UNAVAILABLE);
  if (game.get('status') !== 'completed') throw new DomainError('not-found', GAME_MESSAGES.resultNotRevealed);
  return game;
}

/** While the parent has paused (ADR 0018), their result pages and leaderboard show the neutral page. */
function assertOwnerActive(owner: DocumentSnapshot | undefined): void {
  if (owner?.get('pausedAt')) throw new DomainError('not-found', PAGE_UNAVAILABLE);
}

/** The spec's parent names: the mother first (the owner unless the owner's gender is erkek). */
export function parentNamesOf(owner: DocumentSnapshot): { mother: string; father: string } {
  const motherFirst = String(owner.get('gender') ?? '') !== 'erkek';
  const ownerName = String(owner.get('fullName') ?? '');
  const spouse = String(owner.get('spouseName') ?? '');
  return { mother: motherFirst ? ownerName : spouse, father: motherFirst ? spouse : ownerName };
}

export async function genderResult(token: string): Promise<GenderResult> {
  const game = await publishedGame('gender', token);
  const [owner, participants] = await Promise.all([readProfile(String(game.get('userId'))), loadParticipants(game.id)]);
  assertOwnerActive(owner);
  const actual = genderOf(String(owner.get('babyGender') ?? ''));
  if (!actual) throw new DomainError('not-found', GAME_MESSAGES.resultNotFound);
  return {
    actualGender: actual,
    parentNames: parentNamesOf(owner),
    babyName: String(owner.get('babyName') ?? ''),
    expectedDate: String(owner.get('expectedBirthDate') ?? ''),
    babyBirthDate: String(owner.get('babyBirthDate') ?? ''),
    participants: participants.filter((p) => p.prediction).map((p) => ({ name: p.name, prediction: p.prediction as 'boy' | 'girl' })),
  };
}

export async function nameResult(token: string): Promise<NameResult> {
  const game = await publishedGame('name', token);
  const [owner, participants] = await Promise.all([readProfile(String(game.get('userId'))), loadParticipants(game.id)]);
  assertOwnerActive(owner);
  const answered = participants.filter((p) => (p.boyNames?.length ?? 0) + (p.girlNames?.length ?? 0) > 0);
  return {
    gameTitle: String(game.get('title') ?? ''),
    babyName: String(owner.get('babyName') ?? ''),
    expectedDate: String(owner.get('expectedBirthDate') ?? ''),
    babyBirthDate: String(owner.get('babyBirthDate') ?? ''),
    totalParticipants: answered.length,
    boyNames: topNames(answered, 'boy', 10),
    girlNames: topNames(answered, 'girl', 10),
    participants: answered.map((p) => ({ name: p.name, boyNames: p.boyNames ?? [], girlNames: p.girlNames ?? [] })),
  };
}

const positiveOrNull = (value: unknown) => (typeof value === 'number' && value > 0 ? value : null);

export async function birthDateResult(token: string): Promise<BirthDateResultAnswer> {
  const game = await publishedGame('birthdate', token);
  const ownerId = String(game.get('userId'));
  const [[owner, notification], participants] = await Promise.all([readOwnerAndAnnouncement(ownerId), loadParticipants(game.id)]);
  assertOwnerActive(owner);
  const actualBirthDate = String(notification?.get('actualBirthDate') ?? '');
  if (!actualBirthDate) throw new DomainError('not-found', GAME_MESSAGES.resultNotFound);
  // the real time, weight and length the parent entered with the announcement (ADR 0062)
  const truth = {
    actualBirthDate,
    birthTime: String(notification?.get('birthTime') ?? ''),
    weightGrams: positiveOrNull(notification?.get('weightGrams')),
    lengthCm: positiveOrNull(notification?.get('lengthCm')),
  };
  const guesses = participants.filter((p): p is typeof p & PoolGuess => Boolean(p.predictedDate));
  return {
    gameTitle: String(game.get('title') ?? ''),
    parentNames: parentNamesOf(owner!),
    babyName: String(owner!.get('babyName') ?? ''),
    expectedDate: String(owner!.get('expectedBirthDate') ?? ''),
    ...truth,
    results: birthDateResults(participants, actualBirthDate),
    pool: birthPool(guesses, truth),
  };
}

/**
 * 'Tahmin Şampiyonu' of the owner of the game behind the token (ADR 0017): every answer in their
 * published games, each person known only by proof (personKeyOf, ADR 0025). Ready once the
 * birth day is known (the birth announcement's actualBirthDate); before that the board is empty.
 */
export async function ownerLeaderboard(token: string): Promise<Leaderboard> {
  const game = await gameOfToken(token);
  if (!game) throw new DomainError('not-found', GAME_MESSAGES.resultGameNotFound);
  const ownerId = String(game.get('userId'));
  const [[owner, notification], games] = await Promise.all([readOwnerAndAnnouncement(ownerId), readGamesOfOwner(ownerId)]);
  assertOwnerActive(owner);
  if (game.get('pausedAt')) throw new DomainError('not-found', PAGE_UNAVAILABLE);
  const actualBirthDate = String(notification?.get('actualBirthDate') ?? '');
  const babyName = String(owner?.get('babyName') ?? '');
  if (!actualBirthDate) return { ready: false, babyName, actualBirthDate: '', winner: null, rows: [] };
  const published = games.filter((doc) => doc.get('status') === 'completed');
  const answers = await Promise.all(published.map(async (doc) => ({ kind: doc.get('type') as GameKind, participants: await readAnswers(doc.id) })));
  const entries: LeaderboardEntry[] = answers.flatMap(({ kind, participants }) =>
    participants.map((doc) => {
      const data = doc.data();
      const submittedAt = data.submittedAt && typeof data.submittedAt.toDate === 'function' ? (data.submittedAt.toDate() as Date).toISOString() : null;
      return {
        personKey: personKeyOf({
          path: doc.ref.path,
          addedBy: data.addedBy === 'owner' ? 'owner' : 'self',
          email: String(data.email ?? ''),
          userId: typeof data.userId === 'string' ? data.userId : undefined,
          emailVerified: data.emailVerified === true,
        }),
        kind,
        name: String(data.name ?? ''),
        prediction: data.prediction ?? null,
        boyNames: (data.boyNames as string[] | undefined) ?? null,
        girlNames: (data.girlNames as string[] | undefined) ?? null,
        predictedDate: data.predictedDate ?? null,
        submittedAt,
      };
    }),
  );
  const rows = leaderboard(entries, { babyGender: genderOf(String(owner?.get('babyGender') ?? '')), babyName, actualBirthDate });
  return { ready: true, babyName, actualBirthDate, winner: rows[0] && rows[0].points > 0 ? rows[0].name : null, rows };
}
