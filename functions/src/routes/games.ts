import { Router, type Request } from 'express';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { DEFAULT_MAX_GAME_PARTICIPANTS } from '@bebek/common/constants';
import { topNames } from '@bebek/common/games';
import {
  addParticipantSchema,
  birthDatePredictionSchema,
  GAME_MESSAGES,
  gameCreateSchema,
  genderPredictionSchema,
  guestIdentitySchema,
  nameSuggestionSchema,
} from '@bebek/common/schemas/games';
import type { GameKind, GameOwner, GenderResult, NameResult, PublicGameResponse } from '@bebek/common/types';
import { foldEmail } from '@bebek/common/text';
import { newToken, TOKEN_PATTERN } from '@bebek/common/tokens';
import { notifyOwnerOfAnswer } from '../games/notify';
import { gamesCollection, KIND_SEGMENTS, loadParticipants, participantIdForEmail, participantsOf, toGame, toParticipant } from '../games/model';
import { submitAnswer, type Answer } from '../games/participate';
import { claimSlot, SlotTaken, slotPicker, slotsOf } from '../games/slots';
import { parentProfile } from '../http/authenticate';
import { HttpError } from '../http/errors';
import { lookupsPerIp } from '../http/publicLimits';
import { db } from '../lib/firestore';
import { limiters } from '../lib/rateLimit';
import { validateBody } from '../lib/validate';
import { loadProfile, userRef } from '../users/profile';

export const gamesRouter = Router();

/** The game kind a route was registered for (express 5 paths take no inline patterns, so each kind gets its routes). */
function kindOf(req: Request): GameKind {
  const kind = KIND_SEGMENTS[String(req.path.split('/').find((part) => part in KIND_SEGMENTS))];
  if (!kind) throw new HttpError(404, 'İstenen adres bulunamadı.');
  return kind;
}

const SEGMENTS = Object.keys(KIND_SEGMENTS);
const each = (template: (segment: string) => string) => SEGMENTS.map(template);

// ---- owner screens (behind /protected, the token is verified in app.ts) ----

gamesRouter.get(
  each((segment) => `/protected/${segment}`),
  async (req, res) => {
    const kind = kindOf(req);
    const snapshot = await gamesCollection().where('userId', '==', req.user!.uid).where('type', '==', kind).get();
    const games = await Promise.all(snapshot.docs.map(async (doc) => toGame(doc, await loadParticipants(doc.id))));
    games.sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
    res.json({ games });
  },
);

gamesRouter.post(
  each((segment) => `/protected/${segment}`),
  async (req, res) => {
    const kind = kindOf(req);
    const input = await validateBody(gameCreateSchema, req.body);
    const profile = parentProfile(req);
    const ref = gamesCollection().doc();
    await ref.create({
      type: kind,
      title: input.title,
      description: input.description,
      status: 'active',
      token: newToken(),
      maxParticipants: profile.maxGameParticipants || DEFAULT_MAX_GAME_PARTICIPANTS,
      userId: req.user!.uid,
      ownerEmail: foldEmail(profile.email),
      createdAt: FieldValue.serverTimestamp(),
    });
    res.status(201).json(toGame(await ref.get(), []));
  },
);

async function ownedGame(req: Request) {
  const kind = kindOf(req);
  const ref = gamesCollection().doc(String(req.params.gameId));
  const game = await ref.get();
  // Another owner's game answers exactly like a missing one.
  if (!game.exists || game.get('userId') !== req.user!.uid || game.get('type') !== kind) throw new HttpError(404, GAME_MESSAGES.gameNotFound);
  return { ref, game, kind };
}

gamesRouter.post(
  each((segment) => `/protected/${segment}/:gameId/participants`),
  async (req, res) => {
    const { ref, game } = await ownedGame(req);
    const input = await validateBody(addParticipantSchema, req.body);
    const email = input.email ? foldEmail(input.email) : '';
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
            name: input.name,
            email,
            phone: input.phone,
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
    res.status(201).json(toParticipant(await participantRef.get()));
  },
);

/** Publishing closes the game and makes its result page available. */
gamesRouter.post(
  each((segment) => `/protected/${segment}/:gameId/publish`),
  async (req, res) => {
    const { ref, kind } = await ownedGame(req);
    if (kind === 'gender') {
      const profile = parentProfile(req);
      if (!profile.babyInfoCompleted || !profile.babyGender) throw new HttpError(400, 'Bebek bilgileri eksik!');
    }
    await ref.update({ status: 'completed', publishedAt: FieldValue.serverTimestamp() });
    res.json(toGame(await ref.get(), await loadParticipants(ref.id)));
  },
);

// ---- public pages ----

// Per address and per game, counted together (one round trip).
const answerLimits = limiters(
  { name: 'game-answer-ip', windowMs: 10 * 60_000, limit: 600 },
  { name: 'game-answer-game', windowMs: 60_000, limit: 300, key: (req) => String(req.params.gameId) },
);

async function viewerUid(req: Request): Promise<string | undefined> {
  const match = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '');
  if (!match?.[1]) return undefined;
  try {
    return (await getAuth().verifyIdToken(match[1], true)).uid;
  } catch {
    return undefined;
  }
}

function ownerSummaryOf(userId: string, owner: DocumentSnapshot | undefined): GameOwner {
  return {
    id: userId,
    fullName: String(owner?.get('fullName') ?? ''),
    spouseName: String(owner?.get('spouseName') ?? ''),
    profileImage: String(owner?.get('profileImage') ?? ''),
  };
}

async function ownerSummary(userId: string): Promise<GameOwner> {
  return ownerSummaryOf(userId, await userRef(userId).get());
}

async function gameByToken(kind: GameKind, token: string) {
  if (!TOKEN_PATTERN.test(token)) throw new HttpError(404, GAME_MESSAGES.gameNotFound);
  const snapshot = await gamesCollection().where('token', '==', token).limit(1).get();
  const game = snapshot.docs[0];
  if (!game || game.get('type') !== kind) throw new HttpError(404, GAME_MESSAGES.gameNotFound);
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

gamesRouter.get(
  each((segment) => `/${segment}/:token`),
  lookupsPerIp,
  async (req, res) => {
    const kind = kindOf(req);
    const [game, uid] = await Promise.all([gameByToken(kind, String(req.params.token)), viewerUid(req)]);
    const ownerId = String(game.get('userId'));
    res.set('Cache-Control', 'no-store');
    if (uid !== undefined && uid === ownerId) {
      // The creator sees everyone, with their contacts and answers, and cannot answer.
      const [participants, owner] = await Promise.all([loadParticipants(game.id), ownerSummary(ownerId)]);
      const answer: PublicGameResponse = { game: toGame(game, participants), owner, viewer: 'creator', prefill: null, alreadySubmitted: false };
      res.json(answer);
      return;
    }
    // The first waiting participant needs only the game: asked for alongside the owner (one round trip less).
    const waitingRead = firstWaiting(game.id);
    waitingRead.catch(() => undefined); // awaited below; this only keeps an early failure from being unhandled
    const [ownerDoc, viewerDoc] = await db().getAll(userRef(ownerId), ...(uid ? [userRef(uid)] : []));
    const viewerEmail = viewerDoc?.exists ? foldEmail(String(viewerDoc.get('email') ?? '')) : '';
    const queryEmail = !viewerEmail && typeof req.query.email === 'string' ? foldEmail(req.query.email) : '';
    const [mine, waiting] = await Promise.all([participantByEmail(game.id, viewerEmail || queryEmail), waitingRead]);
    // Only a signed-in participant gets their own phone back: anyone can type an e-mail into ?email=.
    const prefill = mine
      ? { participantId: mine.id, name: mine.name, email: mine.email, phone: viewerEmail ? mine.phone : '' }
      : waiting
        ? { participantId: waiting.id, name: waiting.name, email: '', phone: '' }
        : null;
    const answer: PublicGameResponse = {
      // Visitors learn nothing of the other participants (names, contacts, answers or how many).
      game: toGame(game, []),
      owner: ownerSummaryOf(ownerId, ownerDoc),
      viewer: mine ? 'participant' : 'visitor',
      prefill,
      alreadySubmitted: Boolean(mine?.submittedAt),
    };
    res.json(answer);
  },
);

/** Signed-in participants answer as themselves; guests give name, e-mail and phone. */
async function identityFor(req: Request, requireGuestFields: boolean) {
  const uid = await viewerUid(req);
  if (uid) {
    const profile = await loadProfile(uid);
    return { name: profile.fullName, email: profile.email, phone: profile.phone || String((req.body as { phone?: unknown })?.phone ?? ''), userId: uid };
  }
  if (!requireGuestFields) throw new HttpError(401, 'Oturum bulunamadı. Lütfen giriş yapın.');
  return validateBody(guestIdentitySchema, req.body);
}

async function answerFor(kind: GameKind, body: unknown): Promise<Answer> {
  if (kind === 'gender') return validateBody(genderPredictionSchema, body);
  if (kind === 'name') return validateBody(nameSuggestionSchema, body);
  return validateBody(birthDatePredictionSchema, body);
}

async function participate(req: Request, kind: GameKind, guest: boolean) {
  // who answers first: a signed-in-only route tells a visitor to sign in (401) before judging the answer
  const identity = await identityFor(req, guest);
  const answer = await answerFor(kind, req.body);
  const claim = (req.body as { participantId?: unknown })?.participantId;
  const result = await submitAnswer({
    gameId: String(req.params.gameId),
    kind,
    identity,
    answer,
    claimParticipantId: typeof claim === 'string' && /^[A-Za-z0-9_]{1,64}$/.test(claim) ? claim : undefined,
  });
  await notifyOwnerOfAnswer(result.ownerId, result.ownerDevices, { gameTitle: result.gameTitle, participantName: identity.name, kind });
  return { message: 'Tahmininiz kaydedildi. Teşekkürler!', participantId: result.participantId };
}

gamesRouter.post('/gender-games/:gameId/participate', answerLimits, async (req, res) => {
  res.status(201).json(await participate(req, 'gender', false));
});
gamesRouter.post('/gender-games/:gameId/participate-guest', answerLimits, async (req, res) => {
  res.status(201).json(await participate(req, 'gender', true));
});
gamesRouter.post('/name-games/:gameId/participate', answerLimits, async (req, res) => {
  res.status(201).json(await participate(req, 'name', true));
});
gamesRouter.post('/birth-date-games/:gameId/participate', answerLimits, async (req, res) => {
  res.status(201).json(await participate(req, 'birthdate', true));
});

// ---- result pages ----

async function publishedGame(kind: GameKind, token: string) {
  // The spec's two texts: no game behind the token at all, or a game whose result is not published yet.
  const game = await gameByToken(kind, token).catch(() => undefined);
  if (!game) throw new HttpError(404, 'Game not found');
  if (game.get('status') !== 'completed') throw new HttpError(404, GAME_MESSAGES.resultNotFound);
  return game;
}

gamesRouter.get('/game-result/:token', lookupsPerIp, async (req, res) => {
  const game = await publishedGame('gender', String(req.params.token));
  const [owner, participants] = await Promise.all([userRef(String(game.get('userId'))).get(), loadParticipants(game.id)]);
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
  res.json(answer);
});

gamesRouter.get('/name-result/:token', lookupsPerIp, async (req, res) => {
  const game = await publishedGame('name', String(req.params.token));
  const [owner, participants] = await Promise.all([userRef(String(game.get('userId'))).get(), loadParticipants(game.id)]);
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
  res.json(answer);
});
