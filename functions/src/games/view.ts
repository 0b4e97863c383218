import type { DecodedIdToken } from 'firebase-admin/auth';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { namesAskedFor, resultPath, type NamesAsked } from '@bebek/common/games';
import { PAGE_UNAVAILABLE } from '@bebek/common/paused';
import { visibleText, withoutHiddenCharacters } from '@bebek/common/plain-text';
import { GAME_MESSAGES } from '@bebek/common/schemas/games';
import { foldEmail } from '@bebek/common/text';
import type { GameKind, GameOwner, PublicGameResponse } from '@bebek/common/types';
import { TOKEN_PATTERN } from '@bebek/common/tokens';
import { isCurrentSession } from '../http/authenticate';
import { DomainError } from '../lib/errors';
import { profilePhotoUrl } from '../photos/photos';
import { readAccountsRecords, readByEmail, readGameByToken, readGamesOfOwner, readInvited, readProfiles } from './data';
import { gameIsClosed, loadParticipants, toGame, toParticipant } from './model';

export function ownerSummaryOf(userId: string, owner: DocumentSnapshot | undefined): GameOwner {
  return {
    id: userId,
    fullName: String(owner?.get('fullName') ?? ''),
    spouseName: String(owner?.get('spouseName') ?? ''),
    profileImage: profilePhotoUrl(owner?.data(), 'thumb'),
  };
}

/**
 * The lists a name game asks for (ADR 0061): the known gender's once the parent entered it, unless a
 * gender game of hers is open. Her gender games are read only when she has entered the gender.
 */
export async function namesAskedOf(game: DocumentSnapshot, owner: DocumentSnapshot | undefined): Promise<NamesAsked | undefined> {
  return game.get('type') === 'name' ? namesAskedBy(String(game.get('userId')), owner) : undefined;
}

/** The same for the owner of a name game: what her answers are checked by. */
export async function namesAskedBy(ownerId: string, owner: DocumentSnapshot | undefined): Promise<NamesAsked> {
  const babyGender = String(owner?.get('babyGender') ?? '');
  if (namesAskedFor(babyGender, false) === 'both') return 'both';
  const genderGames = await readGamesOfOwner(ownerId, 'gender');
  return namesAskedFor(
    babyGender,
    genderGames.some((genderGame) => !gameIsClosed(genderGame)),
  );
}

/** The record of a personal invite link, or undefined (a token that is not one, or a person the owner removed). */
export async function invitedBy(gameId: string, invite: string | undefined) {
  if (!invite || !TOKEN_PATTERN.test(invite)) return undefined;
  return readInvited(gameId, invite);
}

/**
 * What a visitor of a game link sees (ADR 0017): the game and its owner, nothing of the other
 * participants. Through a person's own invite link, that person's name only: whoever holds a
 * forwarded link sees neither her e-mail nor her phone (issue 39, ADR 0044); the answer sends the
 * link's token, and the server finds her record, contacts included, by it. Through the general
 * link, an empty form. The HTML of a game link (games/page.ts) shows the same.
 */
export function visitorView(
  game: DocumentSnapshot,
  owner: DocumentSnapshot | undefined,
  invited: DocumentSnapshot | undefined,
  invite: boolean,
  namesAsked?: NamesAsked,
): PublicGameResponse {
  const ownerId = String(game.get('userId'));
  const record = invited ? toParticipant(invited) : undefined;
  const shown = toGame(game, []);
  const summary = ownerSummaryOf(ownerId, owner);
  return {
    // what others see of the owner's texts is visible text: one stored before the input rules may hold a bidi or zero-width character (ADR 0048)
    game: { ...shown, title: visibleText(shown.title), description: withoutHiddenCharacters(shown.description) },
    owner: { ...summary, fullName: visibleText(summary.fullName), spouseName: visibleText(summary.spouseName) },
    viewer: record ? 'participant' : 'visitor',
    prefill: record ? { participantId: record.id, name: record.name, email: '', phone: '' } : null,
    personal: Boolean(record),
    inviteInvalid: invite && !record,
    alreadySubmitted: Boolean(record?.submittedAt),
    resultPath: game.get('status') === 'completed' ? resultPath(game.get('type') as GameKind, String(game.get('token'))) : null,
    ...(namesAsked ? { namesAsked } : {}),
  };
}

/** The game of a link of this kind, unless the parent's pause closed it (ADR 0018: the neutral page, to everyone). */
async function gameByToken(kind: GameKind, token: string): Promise<DocumentSnapshot> {
  if (!TOKEN_PATTERN.test(token)) throw new DomainError('not-found', GAME_MESSAGES.gameNotFound);
  const game = await readGameByToken(token);
  if (!game || game.get('type') !== kind) throw new DomainError('not-found', GAME_MESSAGES.gameNotFound);
  if (game.get('pausedAt')) throw new DomainError('not-found', PAGE_UNAVAILABLE);
  return game;
}

/**
 * The game of a link, as its viewer may see it (part 2 §2, §4): `session` is the request's verified
 * token (looked up alongside the game), `invite` the personal link's token if the link is one.
 */
export async function publicGame(
  kind: GameKind,
  tokenParam: string,
  invite: string | undefined,
  session: Promise<DecodedIdToken | undefined>,
): Promise<PublicGameResponse> {
  const [game, token] = await Promise.all([gameByToken(kind, tokenParam), session]);
  const ownerId = String(game.get('userId'));
  const isOwner = token?.uid === ownerId;
  // the personal link's person needs only the game: asked for alongside the owner (no round trip more)
  const inviteRead = invitedBy(game.id, invite);
  inviteRead.catch(() => undefined); // awaited below; this only keeps an early failure from being unhandled
  const [ownerDoc, otherDoc] = await readProfiles(ownerId, ...(token && !isOwner ? [token.uid] : []));
  if (ownerDoc?.get('pausedAt')) throw new DomainError('not-found', PAGE_UNAVAILABLE);
  const namesAsked = await namesAskedOf(game, ownerDoc);
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
      ...(namesAsked ? { namesAsked } : {}),
    };
  }
  const invited = await inviteRead;
  if (invited || !viewerDoc) return visitorView(game, ownerDoc, invited, Boolean(invite), namesAsked);
  // A signed-in friend: a record is theirs only by proof (ADR 0025): one their account wrote, or, once
  // they verified their address, the invitation the owner made for it. A record that merely carries
  // the address they registered with (someone else's, perhaps) shows nothing: no name, phone or answer.
  const email = foldEmail(String(viewerDoc.get('email') ?? ''));
  const verified = Boolean(viewerDoc.get('emailVerifiedAt')) && email !== '';
  const [own, sameEmail] = await Promise.all([readAccountsRecords(game.id, viewerDoc.id), verified ? readByEmail(game.id, email) : undefined]);
  const invitations = sameEmail?.filter((doc) => doc.get('addedBy') === 'owner') ?? [];
  const mine = invitations.find((doc) => doc.get('submittedAt')) ?? own[0] ?? invitations[0];
  const record = mine ? toParticipant(mine) : undefined;
  return {
    ...visitorView(game, ownerDoc, undefined, Boolean(invite), namesAsked),
    viewer: record ? 'participant' : 'visitor',
    prefill: record ? { participantId: record.id, name: record.name, email: record.email, phone: record.phone } : null,
    alreadySubmitted: Boolean(record?.submittedAt),
  };
}
