import { Router, type RequestHandler, type Response } from 'express';
import {
  answerBirthDateGame,
  answerGenderGame,
  answerGenderGameAsGuest,
  answerNameGame,
  GAME_KIND_LIST,
  gamesOf,
  getBirthDateResult,
  getGenderResult,
  getLeaderboard,
  getNameResult,
  inviteOfQuery,
} from '@bebek/common/api/games';
import { birthDateAnswerOf } from '@bebek/common/birth-pool';
import {
  addParticipant,
  createGame,
  deleteGame,
  editParticipant,
  ownerGames,
  publishGame,
  remindParticipant,
  removeParticipant,
  updateSettings,
} from './owner';
import { answerGame, answeringIdentity, type Identity } from './participate';
import { birthDateResult, genderResult, nameResult, ownerLeaderboard } from './results';
import { publicGame } from './view';
import { parentProfile, verifiedToken } from '../http/authenticate';
import { route } from '../http/contract';
import { publicLookupLimits } from '../http/publicLimits';
import { limiters } from '../http/limits';

/** The guessing games over HTTP (ADR 0017): the contract's routes; the rules are in owner.ts, participate.ts, view.ts and results.ts. */
export const gamesRouter = Router();

// ---- owner screens ----

for (const kind of GAME_KIND_LIST) {
  const endpoints = gamesOf[kind];

  route(gamesRouter, endpoints.list, ({ req }) => ownerGames(req.user!.uid, kind));

  route(gamesRouter, endpoints.create, ({ req, body }) => createGame(parentProfile(req), req.user!.uid, kind, body));

  route(gamesRouter, endpoints.addParticipant, ({ req, params, body }) => addParticipant(req.user!.uid, kind, params.gameId, body));

  route(gamesRouter, endpoints.update, ({ req, params, body }) => updateSettings(req.user!.uid, kind, params.gameId, body));

  route(gamesRouter, endpoints.remove, async ({ req, params }) => {
    await deleteGame(req.user!.uid, kind, params.gameId);
    return { message: 'Oyun silindi' };
  });

  route(gamesRouter, endpoints.editParticipant, ({ req, params, body }) => editParticipant(req.user!.uid, kind, params.gameId, params.participantId, body));

  route(gamesRouter, endpoints.removeParticipant, async ({ req, params }) => {
    await removeParticipant(req.user!.uid, kind, params.gameId, params.participantId);
    return { message: 'Katılımcı silindi' };
  });

  route(gamesRouter, endpoints.remindParticipant, async ({ req, params }) => {
    await remindParticipant(req.user!.uid, parentProfile(req), kind, params.gameId, params.participantId);
    return { message: 'Hatırlatma gönderildi' };
  });

  /** Publishing closes the game, opens its result page and tells every participant (ADR 0017). */
  route(gamesRouter, endpoints.publish, ({ req, params }) => publishGame(parentProfile(req), req.parentSnapshot?.data(), kind, params.gameId));
}

// ---- public pages ----

// Per address, before anything else (the per-game budget of accepted answers is participate.ts's).
const answerLimits = limiters({ name: 'game-answer-ip', windowMs: 10 * 60_000, limit: 600 });

for (const kind of GAME_KIND_LIST) {
  route(gamesRouter, gamesOf[kind].byToken, publicLookupLimits, ({ req, res, params }) => {
    res.set('Cache-Control', 'no-store');
    return publicGame(kind, params.token, inviteOfQuery(req.query), verifiedToken(req));
  });
}

/** Who answers is settled before the body is validated (participate.ts answeringIdentity): a refusal of the person wins. */
function answeringAs(takesGuests: boolean): RequestHandler {
  return async (req, res, next) => {
    (res.locals as { identity?: Identity }).identity = await answeringIdentity(await verifiedToken(req), req.body, takesGuests);
    next();
  };
}

const identityOf = (res: Response) => (res.locals as { identity?: Identity }).identity;

route(gamesRouter, answerGenderGame, answerLimits, answeringAs(false), ({ req, res, body }) =>
  answerGame('gender', String(req.params.gameId), identityOf(res), { prediction: body.prediction }, body.invite),
);
route(gamesRouter, answerGenderGameAsGuest, answerLimits, answeringAs(true), ({ req, res, body }) =>
  answerGame('gender', String(req.params.gameId), identityOf(res), { prediction: body.prediction }, body.invite),
);
route(gamesRouter, answerNameGame, answerLimits, answeringAs(true), ({ req, res, body }) =>
  answerGame('name', String(req.params.gameId), identityOf(res), { boyNames: body.boyNames, girlNames: body.girlNames }, body.invite),
);
route(gamesRouter, answerBirthDateGame, answerLimits, answeringAs(true), ({ req, res, body }) =>
  answerGame('birthdate', String(req.params.gameId), identityOf(res), birthDateAnswerOf(body), body.invite),
);

// ---- result pages ----

route(gamesRouter, getGenderResult, publicLookupLimits, ({ params }) => genderResult(params.token));
route(gamesRouter, getNameResult, publicLookupLimits, ({ params }) => nameResult(params.token));
route(gamesRouter, getBirthDateResult, publicLookupLimits, ({ params }) => birthDateResult(params.token));
route(gamesRouter, getLeaderboard, publicLookupLimits, ({ params }) => ownerLeaderboard(params.token));
