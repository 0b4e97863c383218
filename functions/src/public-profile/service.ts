import { isDocumentId } from '@bebek/common/ids';
import { PAGE_UNAVAILABLE } from '@bebek/common/paused';
import type { GameLink, PublicProfile } from '@bebek/common/types';
import { gameIsClosed } from '../games/model';
import { DomainError } from '../lib/errors';
import { profilePhotoUrl } from '../photos/photos';
import * as data from './data';

/** What a visitor may see of a parent, and the links to join in. */
export async function publicProfileOf(userId: string): Promise<PublicProfile> {
  if (!isDocumentId(userId)) throw new DomainError('not-found', 'Profil bulunamadı');
  const { owner, games, checklistShare } = await data.readPublicProfileSources(userId);
  // an account being deleted is already gone for visitors (ADR 0019)
  if (!owner.exists || owner.get('deletionRequestedAt')) throw new DomainError('not-found', 'Profil bulunamadı');
  // A paused parent's profile is neutral to visitors (ADR 0018); games a pause closed are history, not links.
  if (owner.get('pausedAt')) throw new DomainError('not-found', PAGE_UNAVAILABLE);
  const byType = (type: string): GameLink[] =>
    games
      .filter((game) => game.get('type') === type && game.get('status') !== 'deleted' && !game.get('pausedAt'))
      .map((game) => ({ id: game.id, title: String(game.get('title') ?? ''), token: String(game.get('token') ?? ''), closed: gameIsClosed(game) }));
  const text = (field: string) => String(owner.get(field) ?? '');
  return {
    user: {
      id: owner.id,
      fullName: text('fullName'),
      profileImage: profilePhotoUrl(owner.data(), 'full'),
      spouseName: text('spouseName'),
      expectedBirthDate: text('expectedBirthDate'),
      babyGender: text('babyGender'),
      babyName: text('babyName'),
      hospital: text('hospital'),
    },
    genderGames: byType('gender'),
    nameGames: byType('name'),
    birthDateGames: byType('birthdate'),
    checklistShare: checklistShare ? { token: checklistShare.id } : null,
  };
}
