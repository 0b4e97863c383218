import type { GameKind } from '@bebek/common/types';

/**
 * The answer this device sent to a game, with the name it was sent under, so the owner's public
 * profile and the game link itself show the visitor their own guess and the game as done, across
 * pages and later visits (ADR 0027, amended by ADR 0061: local storage, not the tab's session
 * storage, since WhatsApp opens every link in a new tab). On a shared phone the next relative sees
 * whose answer it was and can answer as herself ('Başka biri olarak katıl'). The server never tells
 * anyone an answer on a shared page.
 */
export type OwnAnswer = { name?: string } & (
  { kind: 'gender'; prediction: 'boy' | 'girl' } | { kind: 'name'; girlNames: string[]; boyNames: string[] } | { kind: 'birthdate'; predictedDate: string }
);

const KEY = 'ownAnswers';
/** The games a device keeps answers of: a family plays a handful; the oldest go first. */
const KEPT = 50;

function read(): Record<string, OwnAnswer> {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, OwnAnswer>) : {};
  } catch {
    return {};
  }
}

export function rememberOwnAnswer(gameId: string, kind: GameKind, value: Record<string, unknown>, name: string): void {
  const answer =
    kind === 'gender'
      ? { kind, prediction: value.prediction }
      : kind === 'name'
        ? { kind, girlNames: value.girlNames, boyNames: value.boyNames }
        : { kind, predictedDate: value.predictedDate };
  try {
    const kept = Object.entries(read())
      .filter(([id]) => id !== gameId)
      .slice(1 - KEPT);
    localStorage.setItem(KEY, JSON.stringify(Object.fromEntries([...kept, [gameId, { ...answer, name }]])));
  } catch (error) {
    // private modes may refuse storage: the pages then show the game as anyone sees it
    console.warn('The answer could not be remembered on this device', error);
  }
}

export function ownAnswer(gameId: string): OwnAnswer | undefined {
  return read()[gameId];
}

/**
 * The answer as the pages show it: 'Tahmininiz kaydedildi: Kız'. The day's wording comes from the
 * caller (turkishDay), so that this module, which the public first views share, does not carry it.
 */
export function ownAnswerText(answer: OwnAnswer, dayText: (isoDay: string) => string): string {
  if (answer.kind === 'gender') return `Tahmininiz kaydedildi: ${answer.prediction === 'girl' ? 'Kız' : 'Erkek'}`;
  if (answer.kind === 'birthdate') return `Tahmininiz kaydedildi: ${dayText(answer.predictedDate)}`;
  const lists = [
    answer.girlNames.length ? `Kız: ${answer.girlNames.join(', ')}` : '',
    answer.boyNames.length ? `Erkek: ${answer.boyNames.join(', ')}` : '',
  ].filter(Boolean);
  return `Önerileriniz kaydedildi: ${lists.join(' · ')}`;
}
