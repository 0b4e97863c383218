import { createHash } from 'node:crypto';
import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { newToken, TOKEN_PATTERN } from '@bebek/common/tokens';
import { CONTENTION_MESSAGE } from '../http/errors';
import { DomainError } from '../lib/errors';
import { cancelOpenLinks, createLink, readLink, releaseLink, useLink, type LinkCollection } from './data';

/** What the link's page shows when a link cannot be used (RESET_LINK, LOGIN_LINK in common). */
export interface LinkRefusals {
  invalid: string;
  expired: string;
  used: string;
  replaced: string;
}

export const hashLinkToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Reads of a link before giving up: a second read after a lost precondition finds it used or cancelled. */
const CONSUME_TRIES = 3;

/**
 * An account's one-time links of one kind (the password reset, the e-mailed sign-in): a 144-bit
 * random token (common/src/tokens.ts) that is only in the e-mail. Firestore keeps its SHA-256 as the
 * document id with the account's uid, createdAt and expiresAt, so a leaked database holds no usable
 * link. A link works once, within its lifetime; using one cancels the account's other open links.
 */
export function oneTimeLinks(collection: LinkCollection, refusals: LinkRefusals, lifetimeMs: number) {
  return {
    /** Creates a link's token for the account and stores its hash (with the fields of its kind); the caller e-mails the token. */
    async issue(userId: string, fields: Record<string, string> = {}, now = Date.now()): Promise<string> {
      const token = newToken();
      await createLink(collection, hashLinkToken(token), userId, now, lifetimeMs, fields);
      return token;
    },

    /**
     * Uses the link up: of requests with the same token at once, one gets the link and the others a
     * refusal. The link is read and marked used only if unchanged since (`lastUpdateTime`), without a
     * transaction (ADR 0021): the requests that lost read it again and find it used. Unknown, expired,
     * used and cancelled links get a 400 with the page's message. Answers the account and the link as it was read.
     */
    async consume(token: string, now = Date.now()): Promise<{ userId: string; link: DocumentSnapshot }> {
      if (!TOKEN_PATTERN.test(token)) throw new DomainError('invalid', refusals.invalid);
      const id = hashLinkToken(token);
      for (let tries = 0; tries < CONSUME_TRIES; tries += 1) {
        const link = await readLink(collection, id);
        const userId = link.get('userId') as string | undefined;
        if (!link.exists || !userId) throw new DomainError('invalid', refusals.invalid);
        if (link.get('usedAt')) throw new DomainError('invalid', refusals.used);
        if (link.get('cancelledAt')) throw new DomainError('invalid', refusals.replaced);
        const expiresAt = link.get('expiresAt') as Timestamp | undefined;
        if (!expiresAt || expiresAt.toMillis() <= now) throw new DomainError('invalid', refusals.expired);
        if (await useLink(collection, link)) return { userId, link };
      }
      throw new DomainError('conflict', CONTENTION_MESSAGE);
    },

    /** Gives a link back when it could not serve for a reason that is not the link's (e.g. Auth unreachable). */
    async release(token: string): Promise<void> {
      await releaseLink(collection, hashLinkToken(token));
    },

    /** Cancels every other open link of the account once one has been used. */
    async cancelOthers(userId: string, keepToken: string): Promise<void> {
      await cancelOpenLinks(collection, userId, hashLinkToken(keepToken));
    },
  };
}
