import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Transaction } from 'firebase-admin/firestore';
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
import { PAGE_UNAVAILABLE } from '@bebek/common/paused';
import { GAME_MESSAGES, guestIdentitySchema } from '@bebek/common/schemas/games';
import type { GameKind, PublicGameResponse } from '@bebek/common/types';
import { foldEmail } from '@bebek/common/text';
import { TOKEN_PATTERN } from '@bebek/common/tokens';
import { babyPageForResults } from '../baby-share/service';
import { config } from '../config';
import { notifyOwnerOfAnswer } from './notify';
import { gamesCollection, loadParticipants, participantsOf, toGame, toParticipant } from './model';
import {
  addParticipant,
  deleteGame,
  editParticipant,
  giveInviteTokens,
  newGameFields,
  ownedGame,
  publishGame,
  remindParticipant,
  removeParticipant,
  updateSettings,
} from './owner';
import { submitAnswer, type Answer } from './participate';
import { birthDateResult, genderResult, nameResult, ownerLeaderboard } from './results';
import { invitedBy, ownerSummaryOf, visitorView } from './view';
import { isCurrentSession, parentProfile, verifiedToken } from '../http/authenticate';
import { route } from '../http/contract';
import { DomainError } from '../lib/errors';
import { lookupsPerIp } from '../http/publicLimits';
import { db } from '../lib/firestore';
import { budget, limiters } from '../lib/rateLimit';
import { validateBody } from '../lib/validate';
import { toProfile } from '../profile/profile';
import { userRef } from '../profile/data';

export const gamesRouter = Router();

// ---- owner screens ----

for (const kind of GAME_KIND_LIST) {
  const endpoints = gamesOf[kind];

  route(gamesRouter, endpoints.list, async ({ req }) => {
    const snapshot = await gamesCollection().where('userId', '==', req.user!.uid).where('type', '==', kind).get();
    const games = await Promise.all(
      snapshot.docs.map(async (doc) => {
        const participants = await participantsOf(doc.id).orderBy('createdAt').get();
        // every invited person has a link of their own: invitations made before that get theirs now
        await giveInviteTokens(participants.docs);
        const fresh = participants.docs.some((p) => p.get('addedBy') === 'owner' && !p.get('inviteToken'))
          ? await participantsOf(doc.id).orderBy('createdAt').get()
          : participants;
        return toGame(
          doc,
          fresh.docs.map((p) => toParticipant(p, true)),
        );
      }),
    );
    games.sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
    return { games };
  });

  route(gamesRouter, endpoints.create, async ({ req, body }) => {
    if (parentProfile(req).pausedAt) throw new DomainError('conflict', 'Takibe ara verdiğiniz sürece yeni oyun başlatılamaz.');
    const ref = gamesCollection().doc();
    await ref.create(newGameFields(kind, parentProfile(req), req.user!.uid, body));
    return toGame(await ref.get(), []);
  });

  route(gamesRouter, endpoints.addParticipant, async ({ req, params, body }) => {
    const ref = await addParticipant(req.user!.uid, kind, params.gameId, body);
    return toParticipant(await ref.get(), true);
  });

  route(gamesRouter, endpoints.update, async ({ req, params, body }) => {
    await updateSettings(req.user!.uid, kind, params.gameId, body);
    const { game } = await ownedGame(req.user!.uid, kind, params.gameId);
    return toGame(game, await loadParticipants(game.id, true));
  });

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
  route(gamesRouter, endpoints.publish, async ({ req, params }) => {
    // the shared baby page's line, when the parent chose to tell the participants (ADR 0033)
    await publishGame(parentProfile(req), kind, params.gameId, babyPageForResults(req.parentSnapshot?.data(), config().appBaseUrl));
    const { game } = await ownedGame(req.user!.uid, kind, params.gameId);
    return toGame(game, await loadParticipants(game.id, true));
  });
}

// ---- public pages ----

// Per address, before anything else; per game only answers that were accepted (spent in the commit
// that writes them, ADR 0024), so junk bodies, refusals and duplicates cannot use up a game's room
// and close it to honest guests.
const answerLimits = limiters({ name: 'game-answer-ip', windowMs: 10 * 60_000, limit: 600 });
const acceptedAnswersPerGame = budget({ name: 'game-answer-game', windowMs: 60_000, limit: 300 });

async function gameByToken(kind: GameKind, token: string) {
  if (!TOKEN_PATTERN.test(token)) throw new DomainError('not-found', GAME_MESSAGES.gameNotFound);
  const snapshot = await gamesCollection().where('token', '==', token).limit(1).get();
  const game = snapshot.docs[0];
  if (!game || game.get('type') !== kind) throw new DomainError('not-found', GAME_MESSAGES.gameNotFound);
  // Closed by the parent's pause: the link shows the neutral page, to everyone (ADR 0018).
  if (game.get('pausedAt')) throw new DomainError('not-found', PAGE_UNAVAILABLE);
  return game;
}

/** The game of a link, as its viewer may see it (part 2 §2, §4). */
async function publicGame(req: Request, res: Response, kind: GameKind, tokenParam: string): Promise<PublicGameResponse> {
  const [game, token] = await Promise.all([gameByToken(kind, tokenParam), verifiedToken(req)]);
  const ownerId = String(game.get('userId'));
  res.set('Cache-Control', 'no-store');
  const isOwner = token?.uid === ownerId;
  const invite = inviteOfQuery(req.query);
  // the personal link's person needs only the game: asked for alongside the owner (no round trip more)
  const inviteRead = invitedBy(game.id, invite);
  inviteRead.catch(() => undefined); // awaited below; this only keeps an early failure from being unhandled
  const [ownerDoc, otherDoc] = await db().getAll(userRef(ownerId), ...(token && !isOwner ? [userRef(token.uid)] : []));
  if (ownerDoc?.get('pausedAt')) throw new DomainError('not-found', PAGE_UNAVAILABLE);
  const viewerDoc = token && isCurrentSession(token, isOwner ? ownerDoc : otherDoc) ? (isOwner ? ownerDoc : otherDoc) : undefined;
  if (viewerDoc && isOwner) {
    // The creator sees everyone, with their contacts and answers, and cannot answer.
    const participants = await loadParticipants(game.id);
    return {
      game: toGame(game, participants),
      owner: ownerSummaryOf(ownerId, ownerDoc),
      viewer: 'creator',
      prefill: null,
      personal: false,
      inviteInvalid: false,
      alreadySubmitted: false,
      resultPath: visitorView(game, ownerDoc, undefined, false).resultPath,
    };
  }
  const invited = await inviteRead;
  if (invited || !viewerDoc) return visitorView(game, ownerDoc, invited, Boolean(invite));
  // A signed-in friend: a record is theirs only by proof (ADR 0025): one their account wrote, or, once
  // they verified their address, the invitation the owner made for it. A record that merely carries
  // the address they registered with (someone else's, perhaps) shows nothing: no name, phone or answer.
  const email = foldEmail(String(viewerDoc.get('email') ?? ''));
  const verified = Boolean(viewerDoc.get('emailVerifiedAt')) && email !== '';
  const [own, sameEmail] = await Promise.all([
    participantsOf(game.id).where('userId', '==', viewerDoc.id).limit(1).get(),
    verified ? participantsOf(game.id).where('email', '==', email).limit(10).get() : undefined,
  ]);
  const invitations = sameEmail?.docs.filter((doc) => doc.get('addedBy') === 'owner') ?? [];
  const mine = invitations.find((doc) => doc.get('submittedAt')) ?? own.docs[0] ?? invitations[0];
  const record = mine ? toParticipant(mine) : undefined;
  return {
    ...visitorView(game, ownerDoc, undefined, Boolean(invite)),
    viewer: record ? 'participant' : 'visitor',
    prefill: record ? { participantId: record.id, name: record.name, email: record.email, phone: record.phone } : null,
    alreadySubmitted: Boolean(record?.submittedAt),
  };
}

for (const kind of GAME_KIND_LIST) {
  route(gamesRouter, gamesOf[kind].byToken, lookupsPerIp, ({ req, res, params }) => publicGame(req, res, kind, params.token));
}

interface Identity {
  name: string;
  email: string;
  phone: string;
  userId?: string;
  /** Whether the account proved its address (ADR 0025): only then may it answer as the owner's invitation of it. */
  emailVerified?: boolean;
}

const inviteOf = (body: unknown) => {
  const invite = (body as { invite?: unknown } | undefined)?.invite;
  return typeof invite === 'string' && invite.trim() ? invite.trim() : undefined;
};

/**
 * Who answers, decided before the answer is judged: the person of a personal invite link (their
 * record, no identity needed); a signed-in participant as their profile; on a route that takes
 * guests, anyone else with name, e-mail and phone (guestIdentitySchema); on the gender game's
 * signed-in route, a visitor without a session is told to sign in (401).
 */
function answeringAs(takesGuests: boolean): RequestHandler {
  return async (req, res, next) => {
    const token = await verifiedToken(req);
    const snapshot = token ? await userRef(token.uid).get() : undefined;
    let identity: Identity | undefined;
    if (token && snapshot && isCurrentSession(token, snapshot)) {
      const profile = toProfile(snapshot);
      const sentPhone = (req.body as { phone?: unknown } | undefined)?.phone;
      identity = {
        name: profile.fullName,
        email: profile.email,
        phone: profile.phone || (typeof sentPhone === 'string' ? sentPhone.trim() : ''),
        userId: token.uid,
        emailVerified: profile.emailVerified,
      };
    } else if (!takesGuests) {
      throw new DomainError('unauthenticated', 'Oturum bulunamadı. Lütfen giriş yapın.');
    } else if (!inviteOf(req.body)) {
      identity = await validateBody(guestIdentitySchema, req.body);
    }
    (res.locals as { identity?: Identity }).identity = identity;
    next();
  };
}

const identityOf = (res: Response) => (res.locals as { identity?: Identity }).identity;

async function participate(req: Request, res: Response, kind: GameKind, answer: Answer, invite: string) {
  const gameId = String(req.params.gameId);
  // looked up alongside the transaction's read and checked before it writes; spent only by the commit that accepts the answer
  const admitted = acceptedAnswersPerGame.hasRoom(gameId);
  const spend = (tx: Transaction) => acceptedAnswersPerGame.spendIn(tx, gameId);
  const result = await submitAnswer({ gameId, kind, identity: identityOf(res), answer, invite: invite || undefined, admitted, spend });
  await notifyOwnerOfAnswer(result.ownerId, result.ownerDevices, { gameTitle: result.gameTitle, participantName: result.name, kind });
  return { message: 'Tahmininiz kaydedildi. Teşekkürler!', participantId: result.participantId };
}

route(gamesRouter, answerGenderGame, answerLimits, answeringAs(false), ({ req, res, body }) =>
  participate(req, res, 'gender', { prediction: body.prediction }, body.invite),
);
route(gamesRouter, answerGenderGameAsGuest, answerLimits, answeringAs(true), ({ req, res, body }) =>
  participate(req, res, 'gender', { prediction: body.prediction }, body.invite),
);
route(gamesRouter, answerNameGame, answerLimits, answeringAs(true), ({ req, res, body }) =>
  participate(req, res, 'name', { boyNames: body.boyNames, girlNames: body.girlNames }, body.invite),
);
route(gamesRouter, answerBirthDateGame, answerLimits, answeringAs(true), ({ req, res, body }) =>
  participate(req, res, 'birthdate', { predictedDate: body.predictedDate }, body.invite),
);

// ---- result pages ----

route(gamesRouter, getGenderResult, lookupsPerIp, ({ params }) => genderResult(params.token));
route(gamesRouter, getNameResult, lookupsPerIp, ({ params }) => nameResult(params.token));
route(gamesRouter, getBirthDateResult, lookupsPerIp, ({ params }) => birthDateResult(params.token));
route(gamesRouter, getLeaderboard, lookupsPerIp, ({ params }) => ownerLeaderboard(params.token));
