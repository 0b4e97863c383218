import { Router } from 'express';
import { getPublicProfile } from '@bebek/common/api/public-profile';
import { isDocumentId } from '@bebek/common/ids';
import { PAGE_UNAVAILABLE } from '@bebek/common/paused';
import type { GameLink, PublicProfile } from '@bebek/common/types';
import { route } from '../http/contract';
import { DomainError } from '../lib/errors';
import { lookupsPerIp } from '../http/publicLimits';
import { COLLECTIONS, db } from '../lib/firestore';
import { profilePhotoUrl } from '../photos/photos';
import { userRef } from '../profile/data';

export const publicProfileRouter = Router();

/** GET /api/public-profile/:userId: what a visitor may see of a parent, and the links to join in. */
route(publicProfileRouter, getPublicProfile, lookupsPerIp, async ({ res, params: { userId } }) => {
  if (!isDocumentId(userId)) throw new DomainError('not-found', 'Profil bulunamadı');
  const [owner, games, shares] = await Promise.all([
    userRef(userId).get(),
    db().collection(COLLECTIONS.games).where('userId', '==', userId).get(),
    db().collection(COLLECTIONS.checklistShares).where('userId', '==', userId).limit(1).get(),
  ]);
  // an account being deleted is already gone for visitors (ADR 0019)
  if (!owner.exists || owner.get('deletionRequestedAt')) throw new DomainError('not-found', 'Profil bulunamadı');
  // A paused parent's profile is neutral to visitors (ADR 0018); games a pause closed are history, not links.
  if (owner.get('pausedAt')) throw new DomainError('not-found', PAGE_UNAVAILABLE);
  const byType = (type: string): GameLink[] =>
    games.docs
      .filter((game) => game.get('type') === type && game.get('status') !== 'deleted' && !game.get('pausedAt'))
      .map((game) => ({ id: game.id, title: String(game.get('title') ?? ''), token: String(game.get('token') ?? '') }));
  const text = (field: string) => String(owner.get(field) ?? '');
  const answer: PublicProfile = {
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
    checklistShare: shares.docs[0] ? { token: shares.docs[0].id } : null,
  };
  res.set('Cache-Control', 'no-store');
  return answer;
});
