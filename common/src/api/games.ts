import type {
  BirthDateResultAnswer,
  Game,
  GameKind,
  GameParticipant,
  GenderResult,
  Leaderboard,
  MessageResponse,
  NameResult,
  PublicGameResponse,
} from '../types';
import { endpoint, type QueryKey } from './endpoint';
import { PUBLIC_PROFILES_KEY } from './public-profile';

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
const birthDateResultKey = (token?: string): QueryKey => (token === undefined ? ['birth-date-result'] : ['birth-date-result', token]);
const leaderboardKey = (token?: string): QueryKey => (token === undefined ? ['leaderboard'] : ['leaderboard', token]);

/** What publishing a game of this kind opens besides the owner's list: its result page, and the leaderboard it counts in. */
const resultKeys = (kind: GameKind): QueryKey[] => [
  kind === 'gender' ? genderResultKey() : kind === 'name' ? nameResultKey() : birthDateResultKey(),
  leaderboardKey(),
];

/** The query parameter of a personal invite link (ADR 0017): {link}?davet={inviteToken}. */
export const INVITE_PARAM = 'davet';

/** The invite token a request's query carries, or undefined on the general link. */
export function inviteOfQuery(query: Record<string, unknown>): string | undefined {
  const invite = query[INVITE_PARAM];
  return typeof invite === 'string' && invite ? invite : undefined;
}

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
    // a person's own invite link names them (ADR 0017)
    query: [INVITE_PARAM],
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
    invalidates: () => [PUBLIC_PROFILES_KEY, listKey()],
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

  /**
   * Publishes the result: the game is closed, its result page opens and every participant with an
   * e-mail or phone is told through the outbox. A gender game needs complete baby info and a
   * birth-date game the actual birth date (400).
   */
  const publish = endpoint<Game>()({
    method: 'POST',
    path: `/api/protected/${segment}/:gameId/publish`,
    access: 'parent',
    invalidates: () => [PUBLIC_PROFILES_KEY, listKey(), ...resultKeys(kind)],
  });

  /** The day guessing closes, and closing or reopening it now (ADR 0017). */
  const update = endpoint<Game>()({
    method: 'PATCH',
    path: `/api/protected/${segment}/:gameId`,
    access: 'parent',
    body: () => import('../schemas/games').then((schemas) => schemas.gameSettingsSchema),
    invalidates: () => [PUBLIC_PROFILES_KEY, listKey()],
  });

  /** Deletes the game with its participants; its links then answer 'not found'. */
  const remove = endpoint<MessageResponse>()({
    method: 'DELETE',
    path: `/api/protected/${segment}/:gameId`,
    access: 'parent',
    invalidates: () => [PUBLIC_PROFILES_KEY, listKey(), ...resultKeys(kind)],
  });

  /** Corrects a participant who has not answered yet (409 once they have). */
  const editParticipant = endpoint<GameParticipant>()({
    method: 'PATCH',
    path: `/api/protected/${segment}/:gameId/participants/:participantId`,
    access: 'parent',
    body: () => import('../schemas/games').then((schemas) => schemas.addParticipantSchema),
    invalidates: () => [listKey()],
  });

  /** Removes a participant who has not answered yet; their place is free again. */
  const removeParticipant = endpoint<MessageResponse>()({
    method: 'DELETE',
    path: `/api/protected/${segment}/:gameId/participants/:participantId`,
    access: 'parent',
    invalidates: () => [listKey()],
  });

  /** 'Hatırlat': e-mails a participant who has not answered their own link again (WhatsApp goes from the phone). */
  const remindParticipant = endpoint<MessageResponse>()({
    method: 'POST',
    path: `/api/protected/${segment}/:gameId/participants/:participantId/remind`,
    access: 'parent',
    invalidates: () => [listKey()],
  });

  return {
    kind,
    segment,
    list,
    create,
    addParticipant,
    publish,
    update,
    remove,
    editParticipant,
    removeParticipant,
    remindParticipant,
    byToken: gameLookups[kind],
  };
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
    appCheck: true,
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

/** The gender reveal of a published game (404 'Game not found' when no game has the token, 'Sonuç henüz açıklanmadı' before publishing). */
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

/** The birth-date game's result once published: every guess by days away, the closest winning. */
export const getBirthDateResult = /*#__PURE__*/ endpoint<BirthDateResultAnswer>()({
  method: 'GET',
  path: '/api/birth-date-result/:token',
  access: 'public',
  queryKey: ({ token }) => birthDateResultKey(token),
});

/** 'Tahmin Şampiyonu' of the owner of the game behind the token: ready once the birth is known (ADR 0017). */
export const getLeaderboard = /*#__PURE__*/ endpoint<Leaderboard>()({
  method: 'GET',
  path: '/api/leaderboard/:token',
  access: 'public',
  queryKey: ({ token }) => leaderboardKey(token),
});

/**
 * What the birth's announcement (or its correction) makes stale: every game list (the first
 * announcement closes the open games), and the birth-date results and leaderboards that count the day.
 */
export const birthChangedKeys = (): QueryKey[] => [...GAME_KIND_LIST.map(gameListKey), birthDateResultKey(), leaderboardKey()];
