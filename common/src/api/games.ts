import type { Game, GameKind, GameParticipant, GenderResult, NameResult, PublicGameResponse } from '../types';
import { endpoint, type QueryKey } from './endpoint';

/**
 * The three prediction games (part 2 §2, §7). Each kind has the same calls under its own URL
 * segment, declared once below (gameEndpoints) and made for each kind; the answers and the result
 * pages differ per kind and are declared one by one.
 *
 * The game link's prefetch script (web/src/app/game-boot.ts, one small classic script) imports the
 * public lookups from here. A classic script cannot load the request schemas lazily, so every
 * declaration at the top level is marked pure: the bundler drops all but what the script uses.
 */
export const GAME_KIND_LIST = ['gender', 'name', 'birthdate'] as const satisfies readonly GameKind[];

/** The URL segment of each kind, as the spec's routes name them. */
export const GAME_SEGMENTS = {
  gender: 'gender-games',
  name: 'name-games',
  birthdate: 'birth-date-games',
} as const satisfies Record<GameKind, string>;

export type GameSegment = (typeof GAME_SEGMENTS)[GameKind];

/** The answer a result page shows, cached per token: publishing makes every cached one stale. */
const genderResultKey = (token?: string): QueryKey => (token === undefined ? ['game-result'] : ['game-result', token]);
const nameResultKey = (token?: string): QueryKey => (token === undefined ? ['name-result'] : ['name-result', token]);

/** What publishing a game of this kind opens besides the owner's list: its result page. */
const resultKeys = (kind: GameKind): QueryKey[] => (kind === 'gender' ? [genderResultKey()] : kind === 'name' ? [nameResultKey()] : []);

/**
 * The game of a link and its owner: the creator gets every participant, anyone else the game alone
 * and their own prefill (?email= or their session). The game page reads it without TanStack Query
 * (docs/decisions/0011-web-first-view.md), so it has no query key; never cached, never retried.
 */
function gameLookup<const Segment extends GameSegment>(segment: Segment) {
  return endpoint<PublicGameResponse>()({
    method: 'GET',
    path: `/api/${segment}/:token`,
    access: 'visitor',
    query: ['email'],
  });
}

/** The public lookup of each kind; the prefetch script uses only these. */
export const gameLookups = {
  gender: /*#__PURE__*/ gameLookup(GAME_SEGMENTS.gender),
  name: /*#__PURE__*/ gameLookup(GAME_SEGMENTS.name),
  birthdate: /*#__PURE__*/ gameLookup(GAME_SEGMENTS.birthdate),
};

/**
 * The owner's calls and the public lookup of one kind. The owner's list is ONE cache entry
 * (['games', kind]) read by the owner screen, the dashboard and the reports; every change of a
 * game of that kind makes it stale there.
 */
function gameEndpoints<const Kind extends GameKind, const Segment extends GameSegment>(kind: Kind, segment: Segment) {
  const listKey = (): QueryKey => ['games', kind];

  /** The owner's games of this kind, newest first, each with every participant and answer. */
  const list = endpoint<{ games: Game[] }>()({
    method: 'GET',
    path: `/api/protected/${segment}`,
    access: 'parent',
    queryKey: listKey,
  });

  /** A new game, capped at the owner's maxGameParticipants (10 when missing). */
  const create = endpoint<Game>()({
    method: 'POST',
    path: `/api/protected/${segment}`,
    access: 'parent',
    status: 201,
    body: () => import('../schemas/games').then((schemas) => schemas.gameCreateSchema),
    invalidates: () => [listKey()],
  });

  /** The owner adds someone to invite; 409 once the game is full. */
  const addParticipant = endpoint<GameParticipant>()({
    method: 'POST',
    path: `/api/protected/${segment}/:gameId/participants`,
    access: 'parent',
    status: 201,
    body: () => import('../schemas/games').then((schemas) => schemas.addParticipantSchema),
    invalidates: () => [listKey()],
  });

  /** Closes the game and opens its result page; a gender game needs complete baby info (400). */
  const publish = endpoint<Game>()({
    method: 'POST',
    path: `/api/protected/${segment}/:gameId/publish`,
    access: 'parent',
    invalidates: () => [listKey(), ...resultKeys(kind)],
  });

  return { kind, segment, list, create, addParticipant, publish, byToken: gameLookups[kind] };
}

export const genderGames = /*#__PURE__*/ gameEndpoints('gender', GAME_SEGMENTS.gender);
export const nameGames = /*#__PURE__*/ gameEndpoints('name', GAME_SEGMENTS.name);
export const birthDateGames = /*#__PURE__*/ gameEndpoints('birthdate', GAME_SEGMENTS.birthdate);

/** The endpoints of a kind, for screens that serve every kind. */
export const gamesOf = { gender: genderGames, name: nameGames, birthdate: birthDateGames } as const;

/** The owner's list of a kind: its one cache key. */
export const gameListKey = (kind: GameKind): QueryKey => gamesOf[kind].list.queryKey!({});

/**
 * The answers (part 2 §7). All are public ('visitor'): a signed-in participant answers as their
 * profile, anyone else as a guest with name, e-mail and phone, which the api checks before the
 * answer. The gender game has a route for each; the name and birth-date games take both on one.
 * An answer makes the owner's list of that kind stale (only the owner's own app has it cached).
 */
export interface AnswerReceipt {
  message: string;
  participantId: string;
}

type GameSchemas = typeof import('../schemas/games');
type AnswerSchemaName = 'genderAnswerSchema' | 'nameAnswerSchema' | 'birthDateAnswerSchema';

function answerEndpoint<const Path extends string, const Name extends AnswerSchemaName>(path: Path, kind: GameKind, schema: Name) {
  return endpoint<AnswerReceipt>()({
    method: 'POST',
    path,
    access: 'visitor',
    status: 201,
    body: () => import('../schemas/games').then((schemas): GameSchemas[Name] => schemas[schema]),
    invalidates: () => [gameListKey(kind)],
  });
}

/** A signed-in friend's gender prediction; a visitor without a session gets 401. */
export const answerGenderGame = /*#__PURE__*/ answerEndpoint('/api/gender-games/:gameId/participate', 'gender', 'genderAnswerSchema');
export const answerGenderGameAsGuest = /*#__PURE__*/ answerEndpoint('/api/gender-games/:gameId/participate-guest', 'gender', 'genderAnswerSchema');
export const answerNameGame = /*#__PURE__*/ answerEndpoint('/api/name-games/:gameId/participate', 'name', 'nameAnswerSchema');
export const answerBirthDateGame = /*#__PURE__*/ answerEndpoint('/api/birth-date-games/:gameId/participate', 'birthdate', 'birthDateAnswerSchema');

/** The gender reveal of a published game (404 'Game not found' / 'Sonuç bulunamadı'). */
export const getGenderResult = /*#__PURE__*/ endpoint<GenderResult>()({
  method: 'GET',
  path: '/api/game-result/:token',
  access: 'public',
  queryKey: ({ token }) => genderResultKey(token),
});

/** The top names of a published name game. */
export const getNameResult = /*#__PURE__*/ endpoint<NameResult>()({
  method: 'GET',
  path: '/api/name-result/:token',
  access: 'public',
  queryKey: ({ token }) => nameResultKey(token),
});
