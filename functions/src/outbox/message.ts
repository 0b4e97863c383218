/** The message types live with the outbox's documents (data.ts); other domains still import them from here. */
export type { OutboxKind, OutboxMessage } from './data';
