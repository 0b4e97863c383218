/**
 * Every id validated once, in the contract (issue 23): an id that can never name a record is the
 * unknown address it is on every route (404, before any handler reads with it), never a 500; and a
 * body is JSON text a person could type: a form or plain-text body is 415, a NUL, another control
 * character or a byte-order mark in any text is 400, and nothing is written.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@bebek/common/model';
import { createApiApp } from '../../functions/src/app';
import { registeredEndpoints } from '../../functions/src/http/contract';
import { adminLogin, bearer, DEMO_ADMIN } from './support/admins';
import { PROJECT_ID, REGION, urls } from '../../scripts/lib/ports';
import { admin, api, apiFrom, APP_URL, randomClient } from './support/stack';
import { json, registerUser, uniqueEmail, type TestUser } from './support/users';

const NOT_FOUND = { message: 'İstenen adres bulunamadı.' };
const NOT_JSON = { message: 'İstek gövdesi JSON olarak gönderilmelidir.' };
const NOT_TEXT = 'İstekteki bir alan geçersiz karakterler içeriyor.';
/** Ids as they arrive in a path: a slash (`%2F`), dot segments inside one, Firestore's reserved `__x__`, over-long, a NUL, a BOM, a space. */
const BAD_IDS = ['a%2Fb', '..%2F..%2Fusers', '__x__', 'x'.repeat(1600), 'a%00b', '%EF%BB%BFa', 'a%20b', 'ç'];
const WELL_FORMED_ID = 'AAAAAAAAAAAAAAAAAAAAAAAA';
/** Percent-encodings that decode to no text (issue 33's review): a lone byte, an overlong slash, a broken pair, a cut sequence. */
const UNDECODABLE = ['%FF', '%C0%AF', '%C3%28', '%E0%A4%A'];
/** What a stack trace or a file path of ours looks like in an answer (express's own error page prints both). */
const LEAKS = /\bat [\w.<>]+ \(|\/work\/|node_modules|URIError/;

let parent: TestUser;
let operator: Record<string, string>;

beforeAll(async () => {
  parent = await registerUser({ fullName: 'Kimlik Denetçisi' });
  operator = bearer((await adminLogin(DEMO_ADMIN.username, DEMO_ADMIN.password)).idToken!);
  createApiApp(); // registers every endpoint of the contract
});

const identityFor = (access: string) => (access === 'admin' || access === 'super_admin' ? operator : access === 'public' ? {} : parent.authHeader);
const fill = (path: string, value: (name: string) => string) => path.replace(/:([A-Za-z]+)/g, (_match, name: string) => value(name));

describe('ids in paths', () => {
  it('the contract declares routes with ids', () => {
    expect(registeredEndpoints.filter((endpoint) => endpoint.path.includes('/:')).length).toBeGreaterThan(20);
  });

  it('every route answers an id that can name no record with 404 and the Turkish message of an unknown one, never a 5xx', async () => {
    const problems: string[] = [];
    for (const endpoint of registeredEndpoints.filter((candidate) => candidate.path.includes('/:'))) {
      const names = [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
      for (const bad of BAD_IDS) {
        for (const name of names) {
          const path = fill(endpoint.path, (param) => (param === name ? bad : WELL_FORMED_ID));
          const init: RequestInit = { method: endpoint.method, headers: identityFor(endpoint.access) };
          // each guess from a client of its own: one address's misses are limited (ADR 0051), shapes are what this checks
          const answer = endpoint.body
            ? await apiFrom(randomClient(), path, { method: endpoint.method, ...json({}, identityFor(endpoint.access)) })
            : await apiFrom(randomClient(), path, init);
          // the route's own message for an unknown record of that kind, when the spec names one
          const expected = { message: (endpoint.notFound as Record<string, string | undefined> | undefined)?.[name] ?? NOT_FOUND.message };
          if (answer.status !== 404 || JSON.stringify(answer.body) !== JSON.stringify(expected))
            problems.push(`${endpoint.method} ${path.slice(0, 90)}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 100)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 240_000);

  it('the photo route and the game pages answer such ids with a 404 too (dot segments outside /api/ lead Hosting to another path, which is no page either: ADR 0043)', async () => {
    for (const bad of BAD_IDS) {
      for (const path of [`/api/photos/${bad}/full.webp`, `/game/${bad}`, `/name-games/${bad}`]) {
        const response = await apiFrom(randomClient(), path);
        expect({ path: path.slice(0, 60), status: response.status }).toEqual({ path: path.slice(0, 60), status: 404 });
      }
    }
  });

  it('an id in a body goes by the same rule: a checklist item or a claimed item named "a/b" is not found (400), not a 500', async () => {
    const toggle = await api('/api/protected/checklist/toggle', { method: 'POST', ...json({ productId: 'a/b', checked: true }, parent.authHeader) });
    expect(toggle).toMatchObject({ status: 400, body: { message: 'Ürün bulunamadı' } });
    for (const productId of ['..', '__x__', 'x'.repeat(200)]) {
      expect((await api('/api/protected/checklist/toggle', { method: 'POST', ...json({ productId, checked: true }, parent.authHeader) })).status).toBe(400);
    }
  });
});

describe('paths that decode to no text (issue 33, point 5)', () => {
  const targets = {
    'through Hosting': APP_URL,
    'at the Functions emulator': `${urls.functions}/${PROJECT_ID}/${REGION}/api`,
  };

  it.each(Object.entries(targets))(
    'every route with an id answers them %s with 404 and the Turkish message, never a 5xx or a stack trace',
    async (_target, base) => {
      const problems: string[] = [];
      const routes = registeredEndpoints.filter((candidate) => candidate.path.includes('/:'));
      expect(routes.length).toBeGreaterThan(20);
      for (const endpoint of routes) {
        for (const bad of UNDECODABLE) {
          const path = fill(endpoint.path, () => bad);
          const response = await fetch(`${base}${path}`, {
            method: endpoint.method,
            headers: { 'content-type': 'application/json', ...identityFor(endpoint.access) },
            ...(endpoint.method === 'GET' ? {} : { body: '{}' }),
          });
          const text = await response.text();
          if (response.status !== 404 || text !== JSON.stringify(NOT_FOUND) || LEAKS.test(text))
            problems.push(`${endpoint.method} ${path}: ${response.status} ${text.slice(0, 100)}`);
        }
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );

  it('the pages and files Hosting serves answer them with its 404 page, never a 5xx or a stack trace', async () => {
    for (const bad of UNDECODABLE) {
      for (const path of [
        `/${bad}`,
        `/game/${bad}`,
        `/name-games/${bad}`,
        `/checklist/${bad}`,
        `/profile/${bad}`,
        `/baby/${bad}`,
        `/assets/${bad}.js`,
        `/foo${bad}`,
      ]) {
        const response = await apiFrom(randomClient(), path);
        const text = typeof response.body === 'string' ? response.body : JSON.stringify(response.body ?? '');
        expect({ path, status: response.status, leaks: LEAKS.test(text) }).toEqual({ path, status: 404, leaks: false });
      }
    }
  });

  it('a missing file is a 404 no shared cache keeps (a later deploy may add it)', async () => {
    for (const path of ['/assets/yok-1234abcd.js', '/assets/yok.css', '/yok.png', '/og/yok.png']) {
      const response = await fetch(`${APP_URL}${path}`);
      await response.arrayBuffer();
      const cacheControl = response.headers.get('cache-control') ?? '';
      expect({ path, status: response.status, sharedCache: /s-maxage|public|immutable/.test(cacheControl) }).toEqual({ path, status: 404, sharedCache: false });
    }
  });
});

describe('bodies', () => {
  it('every route with a body refuses a form or plain-text body with 415, whatever its fields', async () => {
    const problems: string[] = [];
    for (const endpoint of registeredEndpoints.filter((candidate) => candidate.body)) {
      const path = fill(endpoint.path, () => WELL_FORMED_ID);
      for (const [type, body] of [
        ['application/x-www-form-urlencoded', 'fullName=Form+Kişi&email=form%40test.bebek'],
        ['text/plain', '{"fullName":"Metin"}'],
      ] as const) {
        const answer = await api(path, { method: endpoint.method, headers: { ...identityFor(endpoint.access), 'content-type': type }, body });
        // a limit met before the body is looked at (429) says nothing about the body; anything else must be 415
        if (answer.status !== 429 && (answer.status !== 415 || JSON.stringify(answer.body) !== JSON.stringify(NOT_JSON)))
          problems.push(`${endpoint.method} ${endpoint.path} (${type}): ${answer.status} ${JSON.stringify(answer.body).slice(0, 100)}`);
      }
    }
    expect(problems).toEqual([]);
  }, 240_000);

  it('a NUL, a bell or a byte-order mark in any text is refused with a Turkish message, and nothing is stored', async () => {
    for (const [name, text] of [
      ['NUL', 'Ali\u0000Veli'],
      ['bell', 'Ali\u0007Veli'],
      ['BOM', '\uFEFFAli Veli'],
    ] as const) {
      const email = uniqueEmail(`karakter-${name.toLowerCase()}`);
      // each from an address of its own: the contact form's limit is per address
      const contact = await apiFrom(randomClient(), '/api/contact', {
        method: 'POST',
        ...json({ firstName: text, lastName: 'Yılmaz', email, subject: 'Konu', message: 'Mesaj' }),
      });
      expect(contact, name).toMatchObject({ status: 400, body: { message: NOT_TEXT } });
      expect((await admin().db.collection(COLLECTIONS.contactMessages).where('email', '==', email).get()).size).toBe(0);

      const title = `Oyun ${email}`;
      const game = await api('/api/protected/gender-games', { method: 'POST', ...json({ title: `${title}${text}` }, parent.authHeader) });
      expect(game, name).toMatchObject({ status: 400, body: { message: NOT_TEXT } });
      const games = await admin().db.collection(COLLECTIONS.games).where('userId', '==', parent.uid).get();
      expect(games.docs.filter((doc) => String(doc.get('title')).includes(email))).toEqual([]);

      const registered = await apiFrom(randomClient(), '/api/auth/register', {
        method: 'POST',
        ...json({ fullName: text, email, password: 'Guclu-Sifre-2026', healthDataConsent: true, privacyPolicyAccepted: true }),
      });
      expect(registered.status, name).toBe(400);
      expect((await admin().db.collection(COLLECTIONS.users).where('email', '==', email).get()).size).toBe(0);
    }
  });

  it('a JSON body that starts with a byte-order mark is refused with 400, and nothing is stored', async () => {
    const email = uniqueEmail('bom-govde');
    const answer = await apiFrom(randomClient(), '/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `\uFEFF${JSON.stringify({ firstName: 'Ayşe', lastName: 'Yılmaz', email, subject: 'Konu', message: 'Mesaj' })}`,
    });
    expect(answer.status).toBe(400);
    expect(typeof (answer.body as { message?: unknown }).message).toBe('string');
    expect((await admin().db.collection(COLLECTIONS.contactMessages).where('email', '==', email).get()).size).toBe(0);
  });
});
