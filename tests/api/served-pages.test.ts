/**
 * What production serves (issue 39 items 5–7, ADR 0043–0045), asked as a crawler, a browser and a
 * script ask through Hosting: robots.txt; a real 404 for a path that is no page while every route of
 * the app still opens; noindex on the family's links; no api answer kept by a cache, and a logout
 * that clears the browser's; the link previews of `/`, the shared list, the baby page and the public
 * profile, in the HTML itself (WhatsApp's crawler runs no script) and telling nothing after a pause;
 * and the public profile keeping to itself what an open game asks the family to guess.
 */
import { describe, expect, it } from 'vitest';
import type { PublicProfile } from '@bebek/common/types';
import { adminLogin, bearer, DEMO_ADMIN } from './support/admins';
import { createGame, invite } from './support/games';
import { api, APP_URL } from './support/stack';
import { json, registerUser, uniqueEmail, type TestUser } from './support/users';

const post = (path: string, body: unknown, user?: TestUser) => api(path, { method: 'POST', ...json(body, user?.authHeader ?? {}) });
const patch = (path: string, body: unknown, user: TestUser) => api(path, { method: 'PATCH', ...json(body, user.authHeader) });

/** One GET as a crawler makes it: no script, no cookie. */
async function crawl(path: string) {
  const response = await fetch(`${APP_URL}${path}`, { headers: { 'user-agent': 'WhatsApp/2.23.20.0 A' } });
  return { status: response.status, html: await response.text(), headers: response.headers };
}
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const og = (html: string, property: string) => {
  const value = new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
  return value === undefined ? undefined : decode(value);
};
const noindexed = (page: { html: string; headers: Headers }) =>
  /noindex/.test(page.headers.get('x-robots-tag') ?? '') && /<meta name="robots" content="noindex[^"]*">/.test(page.html);

/** A preview a crawler can use: every tag there, the URLs absolute, the image fetchable as a JPEG. */
async function expectPreview(html: string, path: string, image: string) {
  for (const property of ['og:title', 'og:description', 'og:image', 'og:url', 'og:type', 'og:locale']) expect(og(html, property), property).toBeTruthy();
  const url = new URL(og(html, 'og:url')!);
  expect(`${url.pathname}${url.search}`).toBe(path);
  const imageUrl = new URL(og(html, 'og:image')!);
  expect(imageUrl.pathname).toBe(`/og/${image}.jpg`);
  // fetched where this stack serves it (a local build's page names the default local port)
  const fetched = await fetch(`${APP_URL}${imageUrl.pathname}`);
  expect([fetched.status, fetched.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  expect(og(html, 'og:locale')).toBe('tr_TR');
}

/** A parent with a born baby girl, Deniz, and the page shared (ADR 0033). */
async function parentSharingBaby(fullName: string): Promise<TestUser & { babyToken: string }> {
  const parent = await registerUser({ fullName });
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const info = await post(
    '/api/protected/baby-info',
    { expectedBirthDate: day(10), babyName: 'Deniz', babyGender: 'kız', hospital: 'Şehir Hastanesi', doctor: 'Dr. Kaya', babyBirthDate: day(20) },
    parent,
  );
  expect(info.status).toBe(200);
  const shared = await post('/api/protected/baby/share', { showGrowth: true, tellGameParticipants: false }, parent);
  expect(shared.status).toBe(200);
  return { ...parent, babyToken: (shared.body as { share: { token: string } }).share.token };
}

/** A parent expecting Deniz, a girl, with her partner's name on the profile. */
async function expectingParent(fullName: string): Promise<TestUser> {
  const parent = await registerUser({ fullName });
  const info = await post(
    '/api/protected/baby-info',
    { expectedBirthDate: '2027-03-01', babyName: 'Deniz', babyGender: 'kız', hospital: 'Şehir Hastanesi', doctor: 'Dr. Kaya' },
    parent,
  );
  expect(info.status).toBe(200);
  const profile = await patch(
    '/api/protected/profile',
    { fullName, email: parent.email, gender: 'kadın', birthDate: '1993-05-05', spouseName: 'Kaan Şen' },
    parent,
  );
  expect(profile.status).toBe(200);
  return parent;
}

describe('robots.txt', () => {
  it('is a robots file served as text/plain, which leaves the family links to their own noindex', async () => {
    const response = await fetch(`${APP_URL}/robots.txt`);
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(body).not.toMatch(/<html|<script/i);
    expect(body).toMatch(/^User-agent: \*$/m);
    expect(body).toMatch(/^Disallow: \/api\/$/m);
    // a crawler must be allowed to fetch a game or list link to read that it is not to be indexed
    expect(body).not.toMatch(/^Disallow: \/(game|checklist|baby|profile)/m);
  });
});

describe('a path that is no page', () => {
  it.each(['/yok-boyle-bir-sayfa', '/gebelik', '/game', '/game/a/b', '/profile/a/b', '/FAQ', '/bebek/liste/2'])(
    '%s: a 404 page in Turkish with a way on, no landing page',
    async (path) => {
      const { status, html, headers } = await crawl(path);
      expect(status).toBe(404);
      expect(headers.get('content-type')).toMatch(/^text\/html/);
      expect(html).toMatch(/<html lang="tr"/);
      expect(html).toMatch(/<h1[^>]*>Sayfa bulunamadı<\/h1>/);
      expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Ana sayfaya dön<\/a>/);
      expect(html).not.toContain('Bebeğinizin Yolculuğunu Sevdiklerinizle Paylaşın'); // the landing page's heading
      expect(html).not.toMatch(/<script/);
      expect(html).toMatch(/<meta name="robots" content="noindex/);
    },
  );

  it('leaves every route of the app opening, deep links included', async () => {
    // the parent's pages: the landing page's HTML, whose boot script shows the app to a session
    for (const path of [
      '/',
      '/baby-info',
      '/gender-game',
      '/name-game',
      '/birth-date-game',
      '/service-requests',
      '/birth-notification',
      '/reports',
      '/profile',
      '/pregnancy',
      '/checklist',
      '/care-calendar',
      '/support',
    ]) {
      const { status, html } = await crawl(path);
      expect(status, path).toBe(200);
      expect(html, path).toMatch(/<script src="\/assets\/boot-[^"]+\.js"><\/script>/);
    }
    // the pages that run on their own: the app's shell
    for (const path of [
      '/auth',
      '/faq',
      '/contact',
      '/how-to-use',
      '/privacy',
      '/reset-password?token=x',
      '/login-link?token=x',
      '/email-change',
      '/verify-email',
      '/admin-login',
      '/adminPanel',
      '/baby/guide',
      '/baby/vaccines',
      '/baby/growth',
    ]) {
      const { status, html } = await crawl(path);
      expect(status, path).toBe(200);
      expect(html, path).toMatch(/<script type="module"[^>]+src="\/assets\//);
    }
  });
});

describe("the family's links are not for search engines", () => {
  it('game links, a personal link, result links, the shared list, the baby page and the public profile say noindex, in the header and the page', async () => {
    const parent = await parentSharingBaby('Gizli Tutan');
    const game = await createGame(parent, 'gender-games', 'Kız mı erkek mi?');
    const { inviteToken } = await invite(parent, 'gender-games', game, { name: 'Hatice Teyze', email: uniqueEmail('hatice') });
    const list = (await post('/api/protected/checklist/share', {}, parent)).body as { token: string };
    for (const path of [
      `/game/${game.token}`,
      `/gender-games/${game.token}?davet=${inviteToken!}`,
      `/game-result?token=${game.token}`,
      `/checklist/${list.token}`,
      `/baby/${parent.babyToken}`,
      `/profile/${parent.uid}`,
      '/game/AAAAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      const page = await crawl(path);
      expect(noindexed(page), path).toBe(true);
    }
    for (const path of ['/reset-password?token=x', '/admin-login', '/api/service-categories']) {
      expect((await fetch(`${APP_URL}${path}`)).headers.get('x-robots-tag'), path).toMatch(/noindex/);
    }
    // the landing page and the info pages are for everyone to find
    for (const path of ['/', '/faq']) {
      const page = await crawl(path);
      expect(page.headers.get('x-robots-tag'), path).toBeNull();
      expect(page.html, path).not.toMatch(/name="robots"/);
    }
  });
});

describe("the api's answers", () => {
  it('are kept by no cache when a session asked for them, refusals included (`private` too, which keeps the session cookie)', async () => {
    const parent = await registerUser();
    for (const path of ['/api/auth/me', '/api/protected/checklist', '/api/protected/profile', '/api/protected/gender-games']) {
      const answer = await api(path, { headers: parent.authHeader });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('cache-control'), path).toBe('private, no-store');
    }
    const refused = await api('/api/auth/me');
    expect([refused.status, refused.headers.get('cache-control')]).toEqual([401, 'private, no-store']);
    const { idToken } = await adminLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
    const users = await api('/api/admin/users', { headers: bearer(idToken!) });
    expect([users.status, users.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
  });

  it("a parent's and an operator's logout tell the browser to clear its cache, not its storage or the shared cookie", async () => {
    const parent = await registerUser();
    const out = await post('/api/auth/logout', {}, parent);
    expect(out.status).toBe(200);
    expect(out.headers.get('clear-site-data')).toBe('"cache"');

    const { idToken: superToken } = await adminLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
    const username = `cikis${Date.now().toString(36)}`;
    const created = await api('/api/admin/create-admin', {
      method: 'POST',
      ...json({ username, password: 'Operator-Sifre-42', fullName: 'Çıkış Deneme', email: uniqueEmail('operator'), role: 'admin' }, bearer(superToken!)),
    });
    expect(created.status).toBe(201);
    const { idToken } = await adminLogin(username, 'Operator-Sifre-42');
    const operatorOut = await api('/api/admin/logout', { method: 'POST', ...json({}, bearer(idToken!)) });
    expect(operatorOut.status).toBe(200);
    expect(operatorOut.headers.get('clear-site-data')).toBe('"cache"');
  });
});

describe('link previews in the HTML a crawler is answered', () => {
  it('/: the site, with its image', async () => {
    const { status, html } = await crawl('/');
    expect(status).toBe(200);
    await expectPreview(html, '/', 'home');
    expect(og(html, 'og:title')).toMatch(/^Bebek Yolculuğu/);
  });

  it("the shared list, the baby page and the public profile: the parents' names, their own image, nothing the page does not show", async () => {
    const parent = await parentSharingBaby('Merve Şen');
    await patch(
      '/api/protected/profile',
      { fullName: 'Merve Şen', email: parent.email, gender: 'kadın', birthDate: '1993-05-05', spouseName: 'Kaan Şen' },
      parent,
    );
    const list = (await post('/api/protected/checklist/share', {}, parent)).body as { token: string };

    const listPage = await crawl(`/checklist/${list.token}`);
    expect(listPage.status).toBe(200);
    await expectPreview(listPage.html, `/checklist/${list.token}`, 'checklist');
    expect(og(listPage.html, 'og:title')).toBe('İhtiyaç Listesi · Merve Şen & Kaan Şen');
    expect(listPage.html).toContain('<title>İhtiyaç Listesi · Merve Şen &amp; Kaan Şen</title>');

    const babyPage = await crawl(`/baby/${parent.babyToken}`);
    expect(babyPage.status).toBe(200);
    await expectPreview(babyPage.html, `/baby/${parent.babyToken}`, 'baby');
    // the birth card (ADR 0067): the news, the parents and the day the page shows
    expect(og(babyPage.html, 'og:title')).toBe('Deniz dünyaya geldi! · Merve Şen & Kaan Şen');
    expect(og(babyPage.html, 'og:description')).toMatch(/^Doğum: \d{1,2} [A-ZÇĞİÖŞÜ][a-zçğıöşü]+ \d{4}$/);

    const profilePage = await crawl(`/profile/${parent.uid}`);
    expect(profilePage.status).toBe(200);
    await expectPreview(profilePage.html, `/profile/${parent.uid}`, 'profile');
    expect(og(profilePage.html, 'og:title')).toBe('Merve Şen & Kaan Şen · Bebek Yolculuğu');

    for (const page of [listPage, babyPage, profilePage]) {
      // the app's shell, which draws the page from its api call as before; no inline script
      expect(page.html).toMatch(/<div id="root"><\/div>/);
      expect([...page.html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)]).toEqual([]);
      // never an address, a number, the gender, the hospital or the doctor
      expect(page.html).not.toContain(parent.email);
      expect(page.html).not.toMatch(/0532|Kız|kız|Şehir Hastanesi|Dr\. Kaya/);
      expect(page.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    }
    // the profile and the list never name the baby: a name game may be asking the family to guess it
    expect(profilePage.html).not.toContain('Deniz');
    expect(listPage.html).not.toContain('Deniz');
  });

  it("a paused parent's list, baby page and profile: 404 with a preview that names no one (ADR 0018)", async () => {
    const parent = await parentSharingBaby('Ara Veren Anne');
    const list = (await post('/api/protected/checklist/share', {}, parent)).body as { token: string };
    expect((await post('/api/protected/pregnancy/pause', {}, parent)).status).toBe(200);
    for (const path of [`/checklist/${list.token}`, `/baby/${parent.babyToken}`, `/profile/${parent.uid}`]) {
      const page = await crawl(path);
      expect(page.status, path).toBe(404);
      expect(og(page.html, 'og:title'), path).toBe('Bebek Yolculuğu');
      expect(og(page.html, 'og:description'), path).toBe('Bu sayfa şu an kullanılamıyor');
      expect(og(page.html, 'og:image'), path).toMatch(/\/og\/home\.jpg$/);
      expect(page.html, path).not.toMatch(/Ara Veren|Deniz|İhtiyaç Listesi|bebeğin sayfası|dünyaya geldi|Doğum:/);
    }
  });

  it('a link that finds nothing: 404 with the page’s own words', async () => {
    const unknown = 'AAAAAAAAAAAAAAAAAAAAAAAA';
    expect(og((await crawl(`/checklist/${unknown}`)).html, 'og:title')).toBe('Liste bulunamadı · Bebek Yolculuğu');
    expect(og((await crawl(`/baby/${unknown}`)).html, 'og:title')).toBe('Bebek sayfası bulunamadı · Bebek Yolculuğu');
    expect(og((await crawl(`/profile/${unknown}`)).html, 'og:title')).toBe('Profil bulunamadı · Bebek Yolculuğu');
    for (const path of [`/checklist/${unknown}`, `/baby/${unknown}`, `/baby/yok-boyle`, `/profile/${unknown}`])
      expect((await crawl(path)).status, path).toBe(404);
  });
});

describe('the public profile and the games that ask its answers (item 7, ADR 0045)', () => {
  it('leaves out the gender while a gender game is open and the name while a name game is, and shows each once its games are closed', async () => {
    const parent = await expectingParent('Sürpriz Anne');
    const profile = async () => (await api(`/api/public-profile/${parent.uid}`)).body as PublicProfile;
    expect((await profile()).user).toMatchObject({ babyGender: 'kız', babyName: 'Deniz' });

    const gender = await createGame(parent, 'gender-games', 'Kız mı erkek mi?');
    const name = await createGame(parent, 'name-games', 'Adını siz koyun');
    const open = await profile();
    expect(open.user).toMatchObject({ babyGender: '', babyName: '', expectedBirthDate: '2027-03-01', hospital: 'Şehir Hastanesi' });
    expect(open.genderGames).toEqual([expect.objectContaining({ token: gender.token, closed: false })]);
    expect(JSON.stringify(open)).not.toMatch(/Deniz|kız/);
    // a second, closed gender game does not tell it while another is open
    const old = await createGame(parent, 'gender-games', 'Eski oyun');
    expect((await patch(`/api/protected/gender-games/${old.id}`, { closed: true }, parent)).status).toBe(200);
    expect((await profile()).user.babyGender).toBe('');

    expect((await patch(`/api/protected/gender-games/${gender.id}`, { closed: true }, parent)).status).toBe(200);
    expect((await profile()).user).toMatchObject({ babyGender: 'kız', babyName: '' });
    expect((await patch(`/api/protected/name-games/${name.id}`, { closed: true }, parent)).status).toBe(200);
    expect((await profile()).user).toMatchObject({ babyGender: 'kız', babyName: 'Deniz' });
    // reopened, it is a surprise again
    expect((await patch(`/api/protected/name-games/${name.id}`, { closed: false }, parent)).status).toBe(200);
    expect((await profile()).user.babyName).toBe('');
  });
});
