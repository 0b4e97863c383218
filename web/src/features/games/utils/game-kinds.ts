import { GAME_SEGMENTS } from '@bebek/common/api/games';
import { DEFAULT_MAX_GAME_PARTICIPANTS } from '@bebek/common/constants';
import type { Game, GameKind } from '@bebek/common/types';
import { paths } from '@/config/paths';

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

/** 'Linki Kopyala': /game/{token} for gender and name games, /birth-date-games/{token} for birth-date games. */
export function shareLink(kind: GameKind, token: string, origin: string): string {
  return `${origin}${kind === 'birthdate' ? paths.birthDateGamePublic(token) : paths.game(token)}`;
}

/** The WhatsApp invite link: /{segment}/{token} (the kind's api segment), with ?email= when the participant has an e-mail. */
export function inviteLink(kind: GameKind, token: string, origin: string, email?: string): string {
  const base = `${origin}/${GAME_SEGMENTS[kind]}/${encodeURIComponent(token)}`;
  return email ? `${base}?email=${encodeURIComponent(email)}` : base;
}

const INVITE_QUESTION: Record<GameKind, string> = {
  gender: 'Bebeğimiz kız mı olacak, erkek mi? Tahminini bekliyoruz!',
  name: 'Bebeğimiz için isim önerilerini bekliyoruz!',
  birthdate: 'Bebeğimiz hangi gün doğacak? Tahminini bekliyoruz!',
};

export function inviteText(kind: GameKind, participantName: string, gameTitle: string, link: string): string {
  const greeting = participantName.trim() ? `Merhaba ${participantName.trim()}!` : 'Merhaba!';
  return `${greeting} ${INVITE_QUESTION[kind]} "${gameTitle}" oyununa katılmak için: ${link}`;
}
