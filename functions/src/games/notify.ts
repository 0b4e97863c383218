import type { GameKind } from '@bebek/common/types';
import { queue } from '../outbox/policy';

const KIND_LABEL: Record<GameKind, string> = { gender: 'cinsiyet tahmini', name: 'isim önerisi', birthdate: 'doğum tarihi tahmini' };
const KIND_CONTEXT: Record<GameKind, string> = { gender: 'gender', name: 'name', birthdate: 'birth_date' };

/** Tells the owner's registered devices (looked up while the answer was written) that someone answered; each push goes through the outbox. */
export async function notifyOwnerOfAnswer(
  ownerId: string,
  devices: Promise<string[]>,
  event: { gameTitle: string; participantName: string; kind: GameKind },
): Promise<void> {
  await Promise.all(
    (await devices).map((expoToken) =>
      queue({
        channel: 'push',
        kind: 'game_answer',
        to: { expoToken, name: '' },
        title: 'Yeni tahmin geldi! 🎉',
        text: `${event.participantName}, "${event.gameTitle}" oyununa ${KIND_LABEL[event.kind]} gönderdi.`,
        data: { type: 'game_answer', gameType: KIND_CONTEXT[event.kind] },
        context: { gameType: KIND_CONTEXT[event.kind], gameTitle: event.gameTitle, participantName: event.participantName, userId: ownerId },
      }),
    ),
  );
}
