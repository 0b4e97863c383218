import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyPhone } from '../providers/phone';
import { dailyCaps, sendingDay } from './policy';

const SOURCE = join(import.meta.dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [join(dir, entry.name)] : [],
  );

describe('the one sending policy (ADR 0024)', () => {
  it('is the only way into the outbox: no other module creates, sets or adds an outbox document', () => {
    // the outbox's data module writes the documents (queueIn), and only the policy calls it
    const writers = sources(SOURCE)
      .filter((file) => !file.endsWith(join('outbox', 'data.ts')))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        // the collection named directly, or through a variable called outbox, then a write in the same statement
        const writes = [...text.matchAll(/(?:COLLECTIONS\.outbox\)|\boutbox\b)[^;]*?\.(?:create|set|add)\(/g)].map((match) => match[0].slice(0, 80));
        return writes.map((write) => `${relative(SOURCE, file)}: ${write}`);
      });
    expect(writers).toEqual([]);
    const queuers = sources(SOURCE).filter((file) => !file.endsWith(join('outbox', 'data.ts')) && /\bqueueIn\b/.test(readFileSync(file, 'utf8')));
    expect(queuers.map((file) => relative(SOURCE, file))).toEqual([join('outbox', 'policy.ts')]);
    // and nobody queues through anything but the policy
    const bypass = sources(SOURCE).filter((file) => /\benqueue(?:In)?\(/.test(readFileSync(file, 'utf8')));
    expect(bypass).toEqual([]);
  });

  it('sends SMS to Turkish mobiles only: a premium 0900, a landline, toll-free, shared-cost and a number abroad are not', () => {
    expect(classifyPhone('0532 123 45 67')?.kind).toBe('tr_mobile');
    expect(classifyPhone('0900 444 44 44')?.kind).toBe('tr_other');
    expect(classifyPhone('0212 444 44 44')?.kind).toBe('tr_other');
    expect(classifyPhone('0800 211 00 00')?.kind).toBe('tr_other');
    expect(classifyPhone('0850 222 00 00')?.kind).toBe('tr_other');
    expect(classifyPhone('+49 1512 3456789')?.kind).toBe('abroad');
  });

  it('caps an account at numbers a family never meets, growing with the limits an operator grants', () => {
    // the defaults: 10 places a game, 2 announcement contacts
    expect(dailyCaps({ maxGameParticipants: 10, maxBirthNotificationContacts: 2 })).toEqual({ email: 100, sms: 10 });
    // a large family an operator raised to 50 places and 20 contacts
    expect(dailyCaps({ maxGameParticipants: 50, maxBirthNotificationContacts: 20 })).toEqual({ email: 240, sms: 60 });
  });

  it("counts in Istanbul's calendar day", () => {
    expect(sendingDay(new Date('2026-11-26T20:59:59Z'))).toBe('2026-11-26');
    expect(sendingDay(new Date('2026-11-26T21:00:00Z'))).toBe('2026-11-27');
  });
});
