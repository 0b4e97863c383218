import { DEFAULT_MAX_GAME_PARTICIPANTS } from '@bebek/common/constants';
import { generalGameLink, inviteText, personalInviteLink } from '@bebek/common/games';
import type { Game, GameKind } from '@bebek/common/types';

/** What differs between the three owner screens: the texts (their calls are common/src/api/games.ts). */
export interface GameKindConfig {
  kind: GameKind;
  heading: string;
  intro: string;
  emoji: string;
  titlePlaceholder: string;
}

export const GAME_KINDS: Record<GameKind, GameKindConfig> = {
  gender: {
    kind: 'gender',
    heading: 'Cinsiyet Tahmin Oyunu',
    intro: 'Sevdikleriniz bebeğinizin kız mı erkek mi olacağını tahmin etsin; sonucu kazı-kazan kartıyla açıklayın.',
    emoji: '🎀',
    titlePlaceholder: 'Örn. Kız mı, erkek mi?',
  },
  name: {
    kind: 'name',
    heading: 'İsim Önerisi Oyunu',
    intro: 'Herkes kız ve erkek için en sevdiği isimleri önersin; en popüler isimleri birlikte görün.',
    emoji: '📝',
    titlePlaceholder: 'Örn. Bebeğimize isim önerin',
  },
  birthdate: {
    kind: 'birthdate',
    heading: 'Doğum Tarihi Tahmin Oyunu',
    intro: 'Bebeğinizin hangi gün doğacağını tahmin etsinler; en yakın tahmini yapan kazansın.',
    emoji: '📅',
    titlePlaceholder: 'Örn. Bebeğimiz ne zaman doğacak?',
  },
};

/** The cap of a game: its maxParticipants, 10 when missing (part 2 §3, §9). */
export function participantCap(game: Pick<Game, 'maxParticipants'>): number {
  return game.maxParticipants > 0 ? game.maxParticipants : DEFAULT_MAX_GAME_PARTICIPANTS;
}

/** 'Linki Kopyala': the general link {origin}/game/{token} on all three kinds (part 2 §2); it adds a new participant. */
export function shareLink(token: string, origin: string): string {
  return generalGameLink(origin, token);
}

/** A person's own link (ADR 0017): it opens the form as them. */
export function inviteLink(kind: GameKind, token: string, origin: string, inviteToken: string): string {
  return personalInviteLink(origin, kind, token, inviteToken);
}

/** A reminder's text: the invitation again, with the person's own link. */
export function reminderText(kind: GameKind, participantName: string, gameTitle: string, link: string): string {
  return `${inviteText(kind, participantName, gameTitle, link)} Tahminini henüz göremedik, seni de bekliyoruz!`;
}

export { inviteText };
