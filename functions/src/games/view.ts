import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { resultPath } from '@bebek/common/games';
import type { GameKind, GameOwner, PublicGameResponse } from '@bebek/common/types';
import { TOKEN_PATTERN } from '@bebek/common/tokens';
import { profilePhotoUrl } from '../photos/photos';
import { participantsOf, toGame, toParticipant } from './model';

export function ownerSummaryOf(userId: string, owner: DocumentSnapshot | undefined): GameOwner {
  return {
    id: userId,
    fullName: String(owner?.get('fullName') ?? ''),
    spouseName: String(owner?.get('spouseName') ?? ''),
    profileImage: profilePhotoUrl(owner?.data(), 'thumb'),
  };
}

/** The record of a personal invite link, or undefined (a token that is not one, or a person the owner removed). */
export async function invitedBy(gameId: string, invite: string | undefined) {
  if (!invite || !TOKEN_PATTERN.test(invite)) return undefined;
  const snapshot = await participantsOf(gameId).where('inviteToken', '==', invite).limit(1).get();
  return snapshot.docs[0];
}

/**
 * What a visitor of a game link sees (ADR 0017): the game and its owner, nothing of the other
 * participants. Through a person's own invite link, that person's name and e-mail (never the phone);
 * through the general link, an empty form. The HTML of a game link (games/page.ts) shows the same.
 */
export function visitorView(
  game: DocumentSnapshot,
  owner: DocumentSnapshot | undefined,
  invited: DocumentSnapshot | undefined,
  invite: boolean,
): PublicGameResponse {
  const ownerId = String(game.get('userId'));
  const record = invited ? toParticipant(invited) : undefined;
  return {
    game: toGame(game, []),
    owner: ownerSummaryOf(ownerId, owner),
    viewer: record ? 'participant' : 'visitor',
    prefill: record ? { participantId: record.id, name: record.name, email: record.email, phone: '' } : null,
    personal: Boolean(record),
    inviteInvalid: invite && !record,
    alreadySubmitted: Boolean(record?.submittedAt),
    resultPath: game.get('status') === 'completed' ? resultPath(game.get('type') as GameKind, String(game.get('token'))) : null,
  };
}
