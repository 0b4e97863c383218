import { Router, type Request, type RequestHandler, type Response } from 'express';
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  answerBirthDateGame,
  answerGenderGame,
  answerGenderGameAsGuest,
  answerNameGame,
  GAME_KIND_LIST,
  gamesOf,
  getGenderResult,
  getNameResult,
} from '@bebek/common/api/games';
import { DEFAULT_MAX_GAME_PARTICIPANTS } from '@bebek/common/constants';
import { topNames } from '@bebek/common/games';
import { PAGE_UNAVAILABLE } from '@bebek/common/paused';
import { GAME_MESSAGES, guestIdentitySchema } from '@bebek/common/schemas/games';
import type { GameKind, GameOwner, GenderResult, NameResult, PublicGameResponse } from '@bebek/common/types';
import { foldEmail } from '@bebek/common/text';
import { newToken, TOKEN_PATTERN } from '@bebek/common/tokens';
import { notifyOwnerOfAnswer } from '../games/notify';
import { gamesCollection, loadParticipants, participantIdForEmail, participantsOf, toGame, toParticipant } from '../games/model';
import { submitAnswer, type Answer } from '../games/participate';
import { claimSlot, SlotTaken, slotPicker, slotsOf } from '../games/slots';
import { isCurrentSession, parentProfile, verifiedToken } from '../http/authenticate';
import { route } from '../http/contract';
import { HttpError } from '../http/errors';
import { lookupsPerIp } from '../http/publicLimits';
import { db } from '../lib/firestore';
import { counter, limiters, TOO_MANY_MESSAGE } from '../lib/rateLimit';
import { validateBody } from '../lib/validate';
import { profilePhotoUrl } from '../users/photos';
import { toProfile, userRef } from '../users/profile';

export const gamesRouter = Router();

// ---- owner screens ----

/** The owner's game of this kind; another owner's game answers exactly like a missing one. */
async function ownedGame(req: Request, kind: GameKind, gameId: string) {
  const ref = gamesCollection().doc(gameId);
  const game = await ref.get();
  if (!game.exists || game.get('userId') !== req.user!.uid || game.get('type') !== kind) throw new HttpError(404, GAME_MESSAGES.gameNotFound);
  return { ref, game };
}

/** A game the parent's pause closed (ADR 0018) takes no change: it stays as it was, as history. */
export const GAME_PAUSED = 'Bu oyun kapatıldı.';
function assertOpen(game: DocumentSnapshot): void {
  if (game.get('pausedAt')) throw new HttpError(409, GAME_PAUSED);
}

for (const kind of GAME_KIND_LIST) {
  const endpoints = gamesOf[kind];

  route(gamesRouter, endpoints.list, async ({ req }) => {
    const snapshot = await gamesCollection().where('userId', '==', req.user!.uid).where('type', '==', kind).get();
    const games = await Promise.all(snapshot.docs.map(async (doc) => toGame(doc, await loadParticipants(doc.id))));
    games.sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
    return { games };
  });

  route(gamesRouter, endpoints.create, async ({ req, body }) => {
    const profile = parentProfile(req);
    if (profile.pausedAt) throw new HttpError(409, 'Takibe ara verdiğiniz sürece yeni oyun başlatılamaz.');
    const ref = gamesCollection().doc();
    await ref.create({
      type: kind,
      title: body.title,
      description: body.description,
      status: 'active',
      token: newToken(),
      maxParticipants: profile.maxGameParticipants || DEFAULT_MAX_GAME_PARTICIPANTS,
      userId: req.user!.uid,
      ownerEmail: foldEmail(profile.email),
      createdAt: FieldValue.serverTimestamp(),
    });
    return toGame(await ref.get(), []);
  });

  route(gamesRouter, endpoints.addParticipant, async ({ req, params, body }) => {
    const { ref, game } = await ownedGame(req, kind, params.gameId);
    assertOpen(game);
    const email = body.email ? foldEmail(body.email) : '';
    const participantRef = email ? participantsOf(ref.id).doc(participantIdForEmail(email)) : participantsOf(ref.id).doc();
    const cap = Number(game.get('maxParticipants') ?? DEFAULT_MAX_GAME_PARTICIPANTS);
    let fresh = false;
    for (let attempt = 0; ; attempt += 1) {
      const slot = await slotPicker.pick(ref.id, cap, { fresh });
      if (slot === undefined) throw new HttpError(409, GAME_MESSAGES.gameFull);
      const slotRef = slotsOf(ref.id).doc(`s${slot}`);
      let slotTaken = false;
      try {
        await db().runTransaction(async (tx) => {
          slotTaken = false;
          const [existing, slotDoc] = await tx.getAll(participantRef, slotRef);
          if (existing?.exists) throw new HttpError(409, 'Bu email adresiyle bir katılımcı zaten ekli.');
          slotTaken = Boolean(slotDoc?.exists);
          if (slotTaken) throw new SlotTaken();
          claimSlot(tx, slotRef, participantRef);
          slotTaken = true;
          tx.create(participantRef, {
            name: body.name,
            email,
            phone: body.phone,
            slot: `s${slot}`,
            isCreator: false,
            answered: false,
            addedBy: 'owner',
            createdAt: FieldValue.serverTimestamp(),
          });
        });
        slotPicker.settle(ref.id, slot, slotTaken);
        break;
      } catch (error) {
        slotPicker.settle(ref.id, slot, error instanceof SlotTaken);
        if (!(error instanceof SlotTaken) || attempt > 10) throw error;
        fresh = true;
      }
    }
    return toParticipant(await participantRef.get());
  });

  /** Publishing closes the game and makes its result page available. */
  route(gamesRouter, endpoints.publish, async ({ req, params }) => {
    const { ref, game } = await ownedGame(req, kind, params.gameId);
    assertOpen(game);
    if (kind === 'gender') {
      const profile = parentProfile(req);
      if (!profile.babyInfoCompleted || !profile.babyGender) throw new HttpError(400, 'Bebek bilgileri eksik!');
    }
    await ref.update({ status: 'completed', publishedAt: FieldValue.serverTimestamp() });
    return toGame(await ref.get(), await loadParticipants(ref.id));
  });
}

// ---- public pages ----

// Per address, before anything else; per game only for answers that passed validation (counted in
// participate), so junk bodies cannot use up a game's room and close it to honest guests.
const answerLimits = limiters({ name: 'game-answer-ip', windowMs: 10 * 60_000, limit: 600 });
const validAnswersPerGame = counter({ name: 'game-answer-game', windowMs: 60_000, limit: 300 });

function ownerSummaryOf(userId: string, owner: DocumentSnapshot | undefined): GameOwner {
  return {
    id: userId,
    fullName: String(owner?.get('fullName') ?? ''),
    spouseName: String(owner?.get('spouseName') ?? ''),
    profileImage: profilePhotoUrl(owner?.data(), 'thumb'),
  };
}

async function gameByToken(kind: GameKind, token: string) {
  if (!TOKEN_PATTERN.test(token)) throw new HttpError(404, GAME_MESSAGES.gameNotFound);
  const snapshot = await gamesCollection().where('token', '==', token).limit(1).get();
  const game = snapshot.docs[0];
  if (!game || game.get('type') !== kind) throw new HttpError(404, GAME_MESSAGES.gameNotFound);
  // Closed by the parent's pause: the link shows the neutral page, to everyone (ADR 0018).
  if (game.get('pausedAt')) throw new HttpError(404, PAGE_UNAVAILABLE);
  return game;
}

/**
 * The first participant the owner added who has not answered yet: the link's form is prefilled
 * with their name (part 2 §2), which is all a visitor learns of the other participants.
 */
async function firstWaiting(gameId: string) {
  const snapshot = await participantsOf(gameId).where('answered', '==', false).orderBy('createdAt').limit(1).get();
  return snapshot.docs[0] ? toParticipant(snapshot.docs[0]) : undefined;
}

async function participantByEmail(gameId: string, email: string) {
  if (!email) return undefined;
  const doc = await participantsOf(gameId).doc(participantIdForEmail(email)).get();
  return doc.exists ? toParticipant(doc) : undefined;
}

/** The game of a link, as its viewer may see it (part 2 §2, §4). */
async function publicGame(req: Request, res: Response, kind: GameKind, tokenParam: string): Promise<PublicGameResponse> {
  const [game, token] = await Promise.all([gameByToken(kind, tokenParam), verifiedToken(req)]);
  const ownerId = String(game.get('userId'));
  res.set('Cache-Control', 'no-store');
  const isOwner = token?.uid === ownerId;
  // The first waiting participant needs only the game: asked for alongside the owner (one round trip less).
  const waitingRead = firstWaiting(game.id);
  waitingRead.catch(() => undefined); // awaited below; this only keeps an early failure from being unhandled
  const [ownerDoc, otherDoc] = await db().getAll(userRef(ownerId), ...(token && !isOwner ? [userRef(token.uid)] : []));
  if (ownerDoc?.get('pausedAt')) throw new HttpError(404, PAGE_UNAVAILABLE);
  const viewerDoc = token && isCurrentSession(token, isOwner ? ownerDoc : otherDoc) ? (isOwner ? ownerDoc : otherDoc) : undefined;
  if (viewerDoc && isOwner) {
    // The creator sees everyone, with their contacts and answers, and cannot answer.
    const participants = await loadParticipants(game.id);
    return { game: toGame(game, participants), owner: ownerSummaryOf(ownerId, ownerDoc), viewer: 'creator', prefill: null, alreadySubmitted: false };
  }
  const viewerEmail = viewerDoc ? foldEmail(String(viewerDoc.get('email') ?? '')) : '';
  const queryEmail = !viewerEmail && typeof req.query.email === 'string' ? foldEmail(req.query.email) : '';
  const [mine, waiting] = await Promise.all([participantByEmail(game.id, viewerEmail || queryEmail), waitingRead]);
  // Only a signed-in participant gets their own phone back: anyone can type an e-mail into ?email=.
  const prefill = mine
    ? { participantId: mine.id, name: mine.name, email: mine.email, phone: viewerEmail ? mine.phone : '' }
    : waiting
      ? { participantId: waiting.id, name: waiting.name, email: '', phone: '' }
      : null;
  return {
    // Visitors learn nothing of the other participants (names, contacts, answers or how many).
    game: toGame(game, []),
    owner: ownerSummaryOf(ownerId, ownerDoc),
    viewer: mine ? 'participant' : 'visitor',
    prefill,
    alreadySubmitted: Boolean(mine?.submittedAt),
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
}

/**
 * Who answers, decided before the answer is judged: a signed-in participant as their profile; on a
 * route that takes guests, anyone else with name, e-mail and phone (guestIdentitySchema); on the
 * gender game's signed-in route, a visitor without a session is told to sign in (401).
 */
function answeringAs(takesGuests: boolean): RequestHandler {
  return async (req, res, next) => {
    const token = await verifiedToken(req);
    const snapshot = token ? await userRef(token.uid).get() : undefined;
    let identity: Identity;
    if (token && snapshot && isCurrentSession(token, snapshot)) {
      const profile = toProfile(snapshot);
      const sentPhone = (req.body as { phone?: unknown } | undefined)?.phone;
      identity = {
        name: profile.fullName,
        email: profile.email,
        phone: profile.phone || (typeof sentPhone === 'string' ? sentPhone.trim() : ''),
        userId: token.uid,
      };
    } else if (!takesGuests) {
      throw new HttpError(401, 'Oturum bulunamadı. Lütfen giriş yapın.');
    } else {
      identity = await validateBody(guestIdentitySchema, req.body);
    }
    (res.locals as { identity?: Identity }).identity = identity;
    next();
  };
}

const identityOf = (res: Response) => (res.locals as { identity: Identity }).identity;

/** A prefilled form names the owner-added record it came from; anything that is not a record id is ignored. */
const claimOf = (participantId: string) => (/^[A-Za-z0-9_]{1,64}$/.test(participantId) ? participantId : undefined);

async function participate(req: Request, res: Response, kind: GameKind, answer: Answer, participantId: string) {
  const identity = identityOf(res);
  if (!(await validAnswersPerGame.withinLimit(String(req.params.gameId)))) throw new HttpError(429, TOO_MANY_MESSAGE);
  const result = await submitAnswer({ gameId: String(req.params.gameId), kind, identity, answer, claimParticipantId: claimOf(participantId) });
  await notifyOwnerOfAnswer(result.ownerId, result.ownerDevices, { gameTitle: result.gameTitle, participantName: identity.name, kind });
  return { message: 'Tahmininiz kaydedildi. Teşekkürler!', participantId: result.participantId };
}

route(gamesRouter, answerGenderGame, answerLimits, answeringAs(false), ({ req, res, body }) =>
  participate(req, res, 'gender', { prediction: body.prediction }, body.participantId),
);
route(gamesRouter, answerGenderGameAsGuest, answerLimits, answeringAs(true), ({ req, res, body }) =>
  participate(req, res, 'gender', { prediction: body.prediction }, body.participantId),
);
route(gamesRouter, answerNameGame, answerLimits, answeringAs(true), ({ req, res, body }) =>
  participate(req, res, 'name', { boyNames: body.boyNames, girlNames: body.girlNames }, body.participantId),
);
route(gamesRouter, answerBirthDateGame, answerLimits, answeringAs(true), ({ req, res, body }) =>
  participate(req, res, 'birthdate', { predictedDate: body.predictedDate }, body.participantId),
);

// ---- result pages ----

async function publishedGame(kind: GameKind, token: string) {
  // The spec's two texts: no game behind the token at all, or a game whose result is not published yet.
  const game = await gameByToken(kind, token).catch((error: unknown) => {
    if (error instanceof HttpError && error.message === PAGE_UNAVAILABLE) throw error;
    return undefined;
  });
  if (!game) throw new HttpError(404, 'Game not found');
  if (game.get('status') !== 'completed') throw new HttpError(404, GAME_MESSAGES.resultNotFound);
  return game;
}

route(gamesRouter, getGenderResult, lookupsPerIp, async ({ params }) => {
  const game = await publishedGame('gender', params.token);
  const [owner, participants] = await Promise.all([userRef(String(game.get('userId'))).get(), loadParticipants(game.id)]);
  if (owner.get('pausedAt')) throw new HttpError(404, PAGE_UNAVAILABLE);
  const babyGender = String(owner.get('babyGender') ?? '');
  if (!babyGender) throw new HttpError(404, GAME_MESSAGES.resultNotFound);
  const motherFirst = String(owner.get('gender') ?? '') !== 'erkek';
  const ownerName = String(owner.get('fullName') ?? '');
  const spouse = String(owner.get('spouseName') ?? '');
  const answer: GenderResult = {
    actualGender: babyGender === 'erkek' || babyGender === 'boy' ? 'boy' : 'girl',
    parentNames: { mother: motherFirst ? ownerName : spouse, father: motherFirst ? spouse : ownerName },
    babyName: String(owner.get('babyName') ?? ''),
    expectedDate: String(owner.get('expectedBirthDate') ?? ''),
    participants: participants.filter((p) => p.prediction).map((p) => ({ name: p.name, prediction: p.prediction as 'boy' | 'girl' })),
  };
  return answer;
});

route(gamesRouter, getNameResult, lookupsPerIp, async ({ params }) => {
  const game = await publishedGame('name', params.token);
  const [owner, participants] = await Promise.all([userRef(String(game.get('userId'))).get(), loadParticipants(game.id)]);
  if (owner.get('pausedAt')) throw new HttpError(404, PAGE_UNAVAILABLE);
  const answered = participants.filter((p) => (p.boyNames?.length ?? 0) + (p.girlNames?.length ?? 0) > 0);
  const answer: NameResult = {
    gameTitle: String(game.get('title') ?? ''),
    babyName: String(owner.get('babyName') ?? ''),
    expectedDate: String(owner.get('expectedBirthDate') ?? ''),
    totalParticipants: answered.length,
    boyNames: topNames(answered, 'boy', 10),
    girlNames: topNames(answered, 'girl', 10),
    participants: answered.map((p) => ({ name: p.name, boyNames: p.boyNames ?? [], girlNames: p.girlNames ?? [] })),
  };
  return answer;
});
