import { parentsLabel } from '@bebek/common/games';
import { isDocumentId } from '@bebek/common/ids';
import { PAGE_UNAVAILABLE } from '@bebek/common/paused';
import type { GameLink, PublicProfile } from '@bebek/common/types';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { gameIsClosed } from '../games/model';
import { DomainError } from '../lib/errors';
import { profilePhotoUrl } from '../photos/photos';
import * as data from './data';

const PROFILE_NOT_FOUND = 'Profil bulunamadı';

/** The profile a visitor may see: unknown ids, an account being deleted (ADR 0019) and a paused parent (ADR 0018) fail. */
function visibleOwner(owner: DocumentSnapshot): DocumentSnapshot {
  if (!owner.exists || owner.get('deletionRequestedAt')) throw new DomainError('not-found', PROFILE_NOT_FOUND);
  if (owner.get('pausedAt')) throw new DomainError('not-found', PAGE_UNAVAILABLE);
  return owner;
}

/**
 * What a visitor may see of a parent, and the links to join in. While a gender or a name game is
 * open, the profile keeps that answer to itself (issue 39, ADR 0045): the relatives are asked to
 * guess it, so the tile invites to the game and the value is not in the answer at all; once every
 * game of that kind is closed (or there is none), the value is shown as the spec says.
 */
export async function publicProfileOf(userId: string): Promise<PublicProfile> {
  if (!isDocumentId(userId)) throw new DomainError('not-found', PROFILE_NOT_FOUND);
  const { owner: stored, games, checklistShare } = await data.readPublicProfileSources(userId);
  // games a pause closed are history, not links
  const owner = visibleOwner(stored);
  const byType = (type: string): GameLink[] =>
    games
      .filter((game) => game.get('type') === type && game.get('status') !== 'deleted' && !game.get('pausedAt'))
      .map((game) => ({ id: game.id, title: String(game.get('title') ?? ''), token: String(game.get('token') ?? ''), closed: gameIsClosed(game) }));
  const text = (field: string) => String(owner.get(field) ?? '');
  const [genderGames, nameGames] = [byType('gender'), byType('name')];
  const guessing = (links: GameLink[]) => links.some((game) => !game.closed);
  return {
    user: {
      id: owner.id,
      fullName: text('fullName'),
      profileImage: profilePhotoUrl(owner.data(), 'full'),
      spouseName: text('spouseName'),
      expectedBirthDate: text('expectedBirthDate'),
      babyGender: guessing(genderGames) ? '' : text('babyGender'),
      babyName: guessing(nameGames) ? '' : text('babyName'),
      hospital: text('hospital'),
    },
    genderGames,
    nameGames,
    birthDateGames: byType('birthdate'),
    checklistShare: checklistShare ? { token: checklistShare.id } : null,
  };
}

/**
 * What the profile link's preview may say (ADR 0044): the parents' names, which the profile shows
 * to anyone; never the baby's name or gender, which a game may be asking the family to guess.
 */
export async function publicProfilePreview(userId: string): Promise<{ parents: string }> {
  if (!isDocumentId(userId)) throw new DomainError('not-found', PROFILE_NOT_FOUND);
  const owner = visibleOwner(await data.readProfileOf(userId));
  return { parents: parentsLabel(String(owner.get('fullName') ?? ''), String(owner.get('spouseName') ?? '')) };
}
