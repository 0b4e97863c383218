import { logger } from 'firebase-functions';

/** Named log helpers: structured, and never given secrets or full message bodies. */
export const log = {
  requestFailed(route: string, error: unknown) {
    logger.error('request failed', { route, error: error instanceof Error ? error.message : String(error) });
  },
  outboxDelivered(messageId: string, channel: string) {
    logger.info('outbox message delivered', { messageId, channel });
  },
  outboxScheduledRun(picked: number) {
    logger.info('outbox retry run', { picked });
  },
};
