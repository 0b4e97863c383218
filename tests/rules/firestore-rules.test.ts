/**
 * firestore.rules denies every direct client access: the browser reaches Firestore only through
 * the functions. The text check runs everywhere; the emulator check needs Google's Firestore
 * emulator (Java 21 and its jar), which evaluates rules, and runs where FIRESTORE_RULES_EMULATOR
 * names one (e.g. 127.0.0.1:8080 on a developer machine that has it). These machines cannot run
 * it, so there it is reported as skipped, not passed.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@bebek/common/model';

const RULES = readFileSync(resolve(import.meta.dirname, '..', '..', 'firestore.rules'), 'utf8');
const EMULATOR = process.env.FIRESTORE_RULES_EMULATOR;

describe('firestore.rules', () => {
  it('has one rule, over every document, that allows nothing', () => {
    const code = RULES.replace(/\/\/.*$/gm, '');
    expect(code.match(/allow\s+[^;]+;/g)).toEqual(['allow read, write: if false;']);
    expect(code).toMatch(/match \/\{document=\*\*\}/);
  });

  it.skipIf(!EMULATOR)("denies every collection to signed-out and signed-in clients (Google's emulator)", async () => {
    const base = `http://${EMULATOR}`;
    const project = 'demo-rules-test';
    await fetch(`${base}/emulator/v1/projects/${project}:securityRules`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: RULES }] } }),
    });
    const unsignedToken = (uid: string) =>
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: uid, user_id: uid, aud: project, iss: `https://securetoken.google.com/${project}` })).toString('base64url')}.`;
    for (const collection of Object.values(COLLECTIONS)) {
      for (const headers of [{}, { authorization: `Bearer ${unsignedToken('bir-ebeveyn')}` }] as Array<Record<string, string>>) {
        const url = `${base}/v1/projects/${project}/databases/(default)/documents/${collection}/belge`;
        const read = await fetch(url, { headers });
        const write = await fetch(url, {
          method: 'PATCH',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ fields: { a: { stringValue: 'b' } } }),
        });
        expect({ collection, read: read.status, write: write.status }).toEqual({ collection, read: 403, write: 403 });
      }
    }
  });
});
