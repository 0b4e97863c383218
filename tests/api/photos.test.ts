/**
 * Profile photos out of the profile (ADR 0019): re-encoded on the server to a fixed size and format
 * (nothing but pixels: no EXIF, no location, nothing after the image), stored apart from the user
 * document, served at a versioned URL the CDN may cache. Lists (the search, a game's owner, the
 * public profile) carry that URL; the owner's profile and /api/auth/me answer the spec's data URL
 * (part 1 §3), which a client can show without knowing the app's origin.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@bebek/common/model';
import { PHOTO_URL_PATTERN } from '@bebek/common/photos';
import { migratePhotos } from '../../scripts/migrate-photos';
import { POLYGLOTS, dataUrl } from './support/images';
import { admin, api, APP_URL } from './support/stack';
import { json, registerUser, type TestUser } from './support/users';

const patch = (user: TestUser, body: unknown) => api('/api/protected/profile', { method: 'PATCH', ...json(body, user.authHeader) });

/** A camera-like JPEG: 1600×1200, with EXIF naming the camera and where the photo was taken. */
async function cameraPhoto(colour = { r: 200, g: 120, b: 80 }): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .composite([{ input: Buffer.from('<svg width="400" height="300"><circle cx="200" cy="150" r="120" fill="#3366cc"/></svg>'), left: 600, top: 450 }])
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'KonumKamera', Model: 'Telefon-GPS', Artist: 'Gizli Kişi' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 5/1', GPSLongitudeRef: 'E', GPSLongitude: '28/1 58/1 0/1' },
    })
    .toBuffer();
}

/** The URL the stored photo is served at (lists carry it; the owner's profile answers the data URL). */
async function storedPhotoUrl(user: TestUser, size: 'full' | 'thumb' = 'full'): Promise<string> {
  const photoId = (await admin().db.collection(COLLECTIONS.users).doc(user.uid).get()).get('photoId') as string;
  return photoId ? `/api/photos/${photoId}/${size}.webp` : '';
}

const WEBP_DATA_URL = /^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/;

async function fetchPhoto(url: string) {
  const response = await fetch(`${APP_URL}${url}`);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('a photo is re-encoded and stored apart', () => {
  it('a photo with EXIF GPS comes back as a 300 px WebP (the spec’s photo size) without any metadata, at a versioned, cacheable URL', async () => {
    const user = await registerUser();
    const original = await cameraPhoto();
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('KonumKamera');
    const saved = await patch(user, { profileImage: dataUrl('image/jpeg', original) });
    expect(saved.status).toBe(200);
    const answered = (saved.body as { profileImage: string }).profileImage;
    expect(answered).toMatch(WEBP_DATA_URL);
    const url = await storedPhotoUrl(user);
    expect(url).toMatch(PHOTO_URL_PATTERN);
    // the answer is the stored photo itself
    expect(Buffer.from(answered.slice(answered.indexOf(',') + 1), 'base64').equals((await fetchPhoto(url)).bytes)).toBe(true);
    expect(url).toMatch(/\/full\.webp$/);
    const photo = await fetchPhoto(url);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(photo.headers.get('cache-control')).toBe('public, max-age=31536000, s-maxage=86400, immutable');
    // the photo's own policy reaches the client (Hosting's site-wide one would otherwise replace it)
    expect(photo.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const meta = await sharp(photo.bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width: 300, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    for (const trace of ['KonumKamera', 'Telefon-GPS', 'Gizli', 'GPS', 'Exif']) expect(photo.bytes.toString('latin1')).not.toContain(trace);
    // the thumbnail for lists
    const thumb = await fetchPhoto(url.replace('/full.webp', '/thumb.webp'));
    expect((await sharp(thumb.bytes).metadata()).width).toBe(96);
    expect(thumb.bytes.length).toBeLessThan(4_000);
    // the profile document holds the photo's id, not its bytes
    const stored = (await admin().db.collection(COLLECTIONS.users).doc(user.uid).get()).data()!;
    expect(JSON.stringify(stored).length).toBeLessThan(3_000);
    expect(stored.photoId).toBe(url.split('/')[3]);
    expect(stored).not.toHaveProperty('profileImage');
  });

  it('a new photo gets a new URL and the old one is gone; an empty photo removes it', async () => {
    const user = await registerUser();
    await patch(user, { profileImage: dataUrl('image/jpeg', await cameraPhoto()) });
    const first = await storedPhotoUrl(user);
    const answered = (
      (await patch(user, { profileImage: dataUrl('image/jpeg', await cameraPhoto({ r: 10, g: 200, b: 10 })) })).body as { profileImage: string }
    ).profileImage;
    const second = await storedPhotoUrl(user);
    expect(second).not.toBe(first);
    expect((await fetchPhoto(first)).status).toBe(404);
    expect((await fetchPhoto(second)).status).toBe(200);
    // the form sends back what the profile answered (the data URL), or an older client the URL: no change to the photo
    for (const sentBack of [answered, second]) {
      const kept = await patch(user, { profileImage: sentBack, spouseName: 'Eş' });
      expect(kept.status).toBe(400); // the profile is not complete yet (gender), which the photo alone never needs
      const alone = await patch(user, { profileImage: sentBack });
      expect(alone.status).toBe(200);
      expect((alone.body as { profileImage: string }).profileImage).toBe(answered);
      expect(await storedPhotoUrl(user)).toBe(second);
    }
    const removed = await patch(user, { profileImage: '' });
    expect(removed.status).toBe(200);
    expect((removed.body as { profileImage: string }).profileImage).toBe('');
    expect((await fetchPhoto(second)).status).toBe(404);
    expect((await admin().db.collection(COLLECTIONS.photos).where('userId', '==', user.uid).count().get()).data().count).toBe(0);
  });

  it('saves on its own, before the rest of the profile is filled in (no gender yet)', async () => {
    const user = await registerUser();
    const saved = await patch(user, { profileImage: dataUrl('image/jpeg', await cameraPhoto()) });
    expect(saved.status).toBe(200);
    expect((saved.body as { gender: string }).gender).toBe('');
  });

  it.each(Object.entries(POLYGLOTS))('%s: refused, or stored as a plain image only', async (_name, photo) => {
    const user = await registerUser();
    const answer = await patch(user, { profileImage: photo });
    if (answer.status === 200) {
      const stored = await fetchPhoto(await storedPhotoUrl(user));
      expect((await sharp(stored.bytes).metadata()).format).toBe('webp');
      expect(stored.bytes.toString('latin1').toLowerCase()).not.toMatch(/<script|<html|<svg|<!doctype|javascript:/);
    } else {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: 'Desteklenmeyen format', errors: { profileImage: 'Desteklenmeyen format' } });
      expect((await admin().db.collection(COLLECTIONS.photos).where('userId', '==', user.uid).count().get()).data().count).toBe(0);
    }
  });

  it("a paused parent's photo is 404, as their pages are; it shows again after the pause is undone", async () => {
    const user = await registerUser();
    await patch(user, { profileImage: dataUrl('image/jpeg', await cameraPhoto()) });
    const url = await storedPhotoUrl(user, 'thumb');
    expect((await fetchPhoto(url)).status).toBe(200);
    expect((await api('/api/protected/pregnancy/pause', { method: 'POST', headers: user.authHeader })).status).toBe(200);
    const paused = await fetchPhoto(url);
    expect(paused.status).toBe(404);
    expect(paused.headers.get('cache-control')).toBe('no-store');
    expect((await api('/api/protected/pregnancy/resume', { method: 'POST', headers: user.authHeader })).status).toBe(200);
    expect((await fetchPhoto(url)).status).toBe(200);
  });

  it('the full photo as a JPEG for a link preview (ADR 0067): the same 300 px, no metadata, hidden while paused; no JPEG thumbnail', async () => {
    const user = await registerUser();
    await patch(user, { profileImage: dataUrl('image/jpeg', await cameraPhoto()) });
    const url = (await storedPhotoUrl(user)).replace('/full.webp', '/full.jpg');
    const photo = await fetchPhoto(url);
    expect([photo.status, photo.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect(photo.headers.get('cache-control')).toBe('public, max-age=31536000, s-maxage=86400, immutable');
    expect(photo.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const meta = await sharp(photo.bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'jpeg', width: 300, height: 300 });
    expect([meta.exif, meta.icc, meta.xmp]).toEqual([undefined, undefined, undefined]);
    for (const trace of ['KonumKamera', 'Telefon-GPS', 'Gizli', 'GPS']) expect(photo.bytes.toString('latin1')).not.toContain(trace);
    expect((await fetchPhoto(url.replace('/full.jpg', '/thumb.jpg'))).status).toBe(404);
    expect((await api('/api/protected/pregnancy/pause', { method: 'POST', headers: user.authHeader })).status).toBe(200);
    expect((await fetchPhoto(url)).status).toBe(404);
  });

  it('an unknown or malformed photo URL is 404', async () => {
    for (const url of [
      '/api/photos/AAAAAAAAAAAAAAAAAAAAAAAA/full.webp',
      '/api/photos/AAAAAAAAAAAAAAAAAAAAAAAA/full.jpg',
      '/api/photos/kisa/full.webp',
      '/api/photos/AAAAAAAAAAAAAAAAAAAAAAAA/big.png',
      '/api/photos/AAAAAAAAAAAAAAAAAAAAAAAA/thumb.jpg',
    ]) {
      expect((await fetchPhoto(url)).status).toBe(404);
    }
  });
});

describe("the owner's profile answers the spec's data URL", () => {
  it('GET /api/protected/profile answers the full photo and /api/auth/me the thumbnail, as data URLs; none without a photo', async () => {
    const user = await registerUser();
    expect(((await api('/api/protected/profile', { headers: user.authHeader })).body as { profileImage: string }).profileImage).toBe('');
    expect(((await api('/api/auth/me', { headers: user.authHeader })).body as { profileImage: string }).profileImage).toBe('');
    await patch(user, { profileImage: dataUrl('image/jpeg', await cameraPhoto()) });
    const profile = ((await api('/api/protected/profile', { headers: user.authHeader })).body as { profileImage: string }).profileImage;
    const me = ((await api('/api/auth/me', { headers: user.authHeader })).body as { profileImage: string }).profileImage;
    for (const [image, width] of [
      [profile, 300],
      [me, 96],
    ] as const) {
      expect(image).toMatch(WEBP_DATA_URL);
      const meta = await sharp(Buffer.from(image.slice(image.indexOf(',') + 1), 'base64')).metadata();
      expect({ format: meta.format, width: meta.width }).toEqual({ format: 'webp', width });
    }
  });
});

describe('lists carry URLs, never bytes', () => {
  it('a search answering 20 parents with photos is under 20 KB', async () => {
    const surname = `Fotoğraflı${Math.random().toString(36).slice(2, 7)}`;
    const photo = dataUrl('image/jpeg', await cameraPhoto());
    const parents = await Promise.all(Array.from({ length: 20 }, (_, index) => registerUser({ fullName: `Ebeveyn${index} ${surname}` })));
    for (const parent of parents) expect((await patch(parent, { profileImage: photo })).status).toBe(200);
    const response = await fetch(`${APP_URL}/api/search-users?searchQuery=${encodeURIComponent(surname)}`);
    const text = await response.text();
    const { users } = JSON.parse(text) as { users: Array<{ profileImage: string }> };
    expect(users).toHaveLength(20);
    expect(users.every((user) => /\/thumb\.webp$/.test(user.profileImage))).toBe(true);
    expect(Buffer.byteLength(text)).toBeLessThan(20_000);
    // and the public profile shows the full-size URL
    const profile = await api(`/api/public-profile/${parents[0]!.uid}`);
    expect((profile.body as { user: { profileImage: string } }).user.profileImage).toMatch(/\/full\.webp$/);
  }, 60_000);
});

describe('the migration of photos stored inside profiles', () => {
  it('moves each data URL out, re-encoded without its EXIF; drops what the api refuses today; a second run changes nothing', async () => {
    const { db } = admin();
    const tail = Math.random().toString(36).slice(2, 8);
    const camera = db.collection(COLLECTIONS.users).doc(`eski-foto-${tail}`);
    const polyglot = db.collection(COLLECTIONS.users).doc(`eski-poliglot-${tail}`);
    await camera.set({ fullName: 'Eski Fotoğraf', email: `eski-${tail}@test.bebek`, profileImage: dataUrl('image/jpeg', await cameraPhoto()) });
    await polyglot.set({ fullName: 'Eski Poliglot', email: `poli-${tail}@test.bebek`, profileImage: POLYGLOTS['HTML after a PNG IEND'] });
    const dryRun = await migratePhotos(db, { dryRun: true });
    expect(dryRun.moved).toBeGreaterThanOrEqual(1);
    expect((await camera.get()).get('profileImage')).toMatch(/^data:/);

    const first = await migratePhotos(db);
    expect(first.moved).toBeGreaterThanOrEqual(1);
    expect(first.dropped).toBeGreaterThanOrEqual(1);
    const moved = (await camera.get()).data()!;
    expect(moved).not.toHaveProperty('profileImage');
    expect(moved.photoId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const photo = await fetchPhoto(`/api/photos/${moved.photoId as string}/full.webp`);
    expect(photo.status).toBe(200);
    expect((await sharp(photo.bytes).metadata()).exif).toBeUndefined();
    expect(photo.bytes.toString('latin1')).not.toContain('KonumKamera');
    expect((await polyglot.get()).data()).toMatchObject({ photoId: '' });
    expect((await polyglot.get()).data()).not.toHaveProperty('profileImage');

    const updateTime = (await camera.get()).updateTime;
    const second = await migratePhotos(db);
    expect(second.moved + second.dropped).toBe(0);
    expect((await camera.get()).updateTime).toEqual(updateTime);
    await Promise.all([
      camera.delete(),
      polyglot.delete(),
      db
        .collection(COLLECTIONS.photos)
        .doc(moved.photoId as string)
        .delete(),
    ]);
  }, 60_000);
});
