import type { GameKind } from '@bebek/common/types';
import { COLLECTIONS, db } from '../lib/firestore';
import { enqueue } from '../outbox/message';

const KIND_LABEL: Record<GameKind, string> = { gender: 'cinsiyet tahmini', name: 'isim önerisi', birthdate: 'doğum tarihi tahmini' };
const KIND_CONTEXT: Record<GameKind, string> = { gender: 'gender', name: 'name', birthdate: 'birth_date' };

/** Tells the owner's registered devices that someone answered; each push goes through the outbox. */
export async function notifyOwnerOfAnswer(ownerId: string, event: { gameTitle: string; participantName: string; kind: GameKind }): Promise<void> {
  const tokens = await db().collection(COLLECTIONS.expoTokens).where('userId', '==', ownerId).where('isActive', '==', true).get();
  await Promise.all(
    tokens.docs.map((doc) =>
      enqueue({
        channel: 'push',
        kind: 'game_answer',
        to: { expoToken: String(doc.get('expoToken')), name: '' },
        title: 'Yeni tahmin geldi! 🎉',
        text: `${event.participantName}, "${event.gameTitle}" oyununa ${KIND_LABEL[event.kind]} gönderdi.`,
        data: { type: 'game_answer', gameType: KIND_CONTEXT[event.kind] },
        context: { gameType: KIND_CONTEXT[event.kind], gameTitle: event.gameTitle, participantName: event.participantName, userId: ownerId },
      }),
    ),
  );
}
