import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@bebek/common/model';
import { POLYGLOTS, dataUrl, tinyJpeg } from './support/images';
import { admin, api, storedDocuments } from './support/stack';
import { json, registerUser } from './support/users';

/** The owner's profile answers the stored photo as the spec's data URL, re-encoded to WebP (ADR 0019; tests/api/photos.test.ts). */
const STORED_PHOTO = expect.stringMatching(/^data:image\/webp;base64,/);

// A 1x1 PNG and the first bytes of a JPEG: real images of the types they claim.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const FAKE_JPEG = `data:image/jpeg;base64,${Buffer.from('<html><script>alert(1)</script></html>').toString('base64')}`;
const SVG = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;

const validProfile = {
  fullName: 'Zehra Aydın',
  email: '',
  gender: 'kadın',
  birthDate: '1992-03-04',
  phone: '0532 123 45 67',
  spouseName: 'Emre Aydın',
  expectedBirthDate: '2027-02-14',
  babyName: 'Ada',
  babyGender: 'kız',
  hospital: 'Şehir Hastanesi',
  doctor: 'Dr. Selin Ak',
  profileImage: '',
};

describe('GET and PATCH /api/protected/profile', () => {
  it("returns the owner's profile", async () => {
    const user = await registerUser({ fullName: 'Zehra Aydın' });
    const { status, body } = await api('/api/protected/profile', { headers: user.authHeader });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: user.uid, fullName: 'Zehra Aydın', email: user.email, maxBirthNotificationContacts: 2, babyInfoCompleted: false });
  });

  it('saves a valid edit with a real photo and ignores fields a parent may not set', async () => {
    const user = await registerUser();
    const { status, body } = await api('/api/protected/profile', {
      method: 'PATCH',
      ...json(
        { ...validProfile, email: user.email, profileImage: PNG, maxBirthNotificationContacts: 99, uid: 'someone-else', role: 'super_admin' },
        user.authHeader,
      ),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ fullName: 'Zehra Aydın', spouseName: 'Emre Aydın', profileImage: STORED_PHOTO, maxBirthNotificationContacts: 2 });
    const stored = await admin().db.collection(COLLECTIONS.users).doc(user.uid).get();
    expect(stored.get('role')).toBeUndefined();
    expect(stored.get('uid')).toBeUndefined();
  });

  it.each([
    [{ fullName: 'Z' }, 'Ad soyad en az 2 karakter olmalıdır'],
    [{ gender: '' }, 'Cinsiyet seçiniz'],
    [{ birthDate: '' }, 'Doğum tarihi giriniz'],
    [{ email: 'not-an-email' }, 'Geçerli bir email adresi giriniz'],
    [{ profileImage: FAKE_JPEG }, 'Desteklenmeyen format'],
    [{ profileImage: SVG }, 'Desteklenmeyen format'],
    [{ expectedBirthDate: '2027-02-30' }, 'Geçerli bir tarih giriniz'],
  ])('refuses %j and changes nothing', async (change, message) => {
    const user = await registerUser({ fullName: 'Değişmeyen İsim' });
    const { status, body } = await api('/api/protected/profile', {
      method: 'PATCH',
      ...json({ ...validProfile, email: user.email, ...change }, user.authHeader),
    });
    expect(status).toBe(400);
    expect((body as { message: string }).message).toBe(message);
    const stored = await admin().db.collection(COLLECTIONS.users).doc(user.uid).get();
    expect(stored.get('fullName')).toBe('Değişmeyen İsim');
  });
});

describe('PATCH /api/protected/profile changes only the fields it is sent', () => {
  const storedProfile = async (uid: string) => (await admin().db.collection(COLLECTIONS.users).doc(uid).get()).data()!;
  /** A parent whose profile has every field filled in, as the profile form saves it. */
  const filledIn = async () => {
    const user = await registerUser({ fullName: 'Zehra Aydın' });
    const saved = await api('/api/protected/profile', { method: 'PATCH', ...json({ ...validProfile, email: user.email, profileImage: PNG }, user.authHeader) });
    expect(saved.status).toBe(200);
    return user;
  };

  it('PATCH {spouseName} alone keeps every other field', async () => {
    const user = await filledIn();
    const before = await storedProfile(user.uid);
    const { status, body } = await api('/api/protected/profile', { method: 'PATCH', ...json({ spouseName: 'Kerem Aydın' }, user.authHeader) });
    expect(status).toBe(200);
    expect(body).toMatchObject({ ...validProfile, email: user.email, profileImage: STORED_PHOTO, spouseName: 'Kerem Aydın' });
    const after = await storedProfile(user.uid);
    const { spouseName: _oldSpouse, searchKeys: oldKeys, updatedAt: _oldTime, ...unchanged } = before;
    expect(after).toMatchObject({ ...unchanged, spouseName: 'Kerem Aydın' });
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    // the new spouse's name is searchable, the old one's no longer
    expect(after.searchKeys).toContain('kerem');
    expect(oldKeys).toContain('emre');
    expect(after.searchKeys).not.toContain('emre');
  });

  it("PATCH {fullName: 'A'} is refused with the spec's message and writes nothing", async () => {
    const user = await filledIn();
    const before = await storedProfile(user.uid);
    const { status, body } = await api('/api/protected/profile', { method: 'PATCH', ...json({ fullName: 'A' }, user.authHeader) });
    expect(status).toBe(400);
    expect((body as { message: string }).message).toBe('Ad soyad en az 2 karakter olmalıdır');
    expect(await storedProfile(user.uid)).toEqual(before);
  });

  it.each([
    [{ gender: '' }, 'Cinsiyet seçiniz'],
    [{ birthDate: '' }, 'Doğum tarihi giriniz'],
    [{ email: '' }, 'Geçerli bir email adresi giriniz'],
    [{ fullName: '' }, 'Ad soyad gereklidir'],
  ])('refuses %j, which would empty a required field, and writes nothing', async (change, message) => {
    const user = await filledIn();
    const before = await storedProfile(user.uid);
    const { status, body } = await api('/api/protected/profile', { method: 'PATCH', ...json(change, user.authHeader) });
    expect(status).toBe(400);
    expect((body as { message: string }).message).toBe(message);
    expect(await storedProfile(user.uid)).toEqual(before);
  });

  it('refuses a change that would leave a never-filled required field empty, and accepts it once the field comes along', async () => {
    // register asks for neither gender nor birth date
    const user = await registerUser({ fullName: 'Yeni Ebeveyn' });
    const before = await storedProfile(user.uid);
    const alone = await api('/api/protected/profile', { method: 'PATCH', ...json({ spouseName: 'Eş Adı' }, user.authHeader) });
    expect(alone.status).toBe(400);
    expect((alone.body as { message: string }).message).toBe('Cinsiyet seçiniz');
    expect(await storedProfile(user.uid)).toEqual(before);
    const noBirthDate = await api('/api/protected/profile', { method: 'PATCH', ...json({ spouseName: 'Eş Adı', gender: 'erkek' }, user.authHeader) });
    expect((noBirthDate.body as { message: string }).message).toBe('Doğum tarihi giriniz');
    const complete = await api('/api/protected/profile', {
      method: 'PATCH',
      ...json({ spouseName: 'Eş Adı', gender: 'erkek', birthDate: '1990-10-29' }, user.authHeader),
    });
    expect(complete.status).toBe(200);
    expect(complete.body).toMatchObject({
      fullName: 'Yeni Ebeveyn',
      email: user.email,
      spouseName: 'Eş Adı',
      gender: 'erkek',
      birthDate: '1990-10-29',
      phone: '',
    });
  });

  it('keeps the e-mail when it is sent unchanged (folded), and refuses to change it here: that needs the password (ADR 0016, tests/api/accounts.test.ts)', async () => {
    const user = await filledIn();
    const same = await api('/api/protected/profile', {
      method: 'PATCH',
      ...json({ email: `  ${user.email.toUpperCase()} `, spouseName: 'Aynı' }, user.authHeader),
    });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ email: user.email, spouseName: 'Aynı' });
    const before = await storedProfile(user.uid);
    const changed = await api('/api/protected/profile', { method: 'PATCH', ...json({ email: `Yeni.${user.email}` }, user.authHeader) });
    expect(changed.status).toBe(400);
    expect(await storedProfile(user.uid)).toEqual(before);
    expect((await api('/api/auth/login', { method: 'POST', ...json({ email: user.email, password: user.password }) })).status).toBe(200);
  });

  it('a photo alone is checked and stored without touching the rest', async () => {
    const user = await filledIn();
    const refused = await api('/api/protected/profile', { method: 'PATCH', ...json({ profileImage: FAKE_JPEG }, user.authHeader) });
    expect(refused.status).toBe(400);
    expect((refused.body as { message: string }).message).toBe('Desteklenmeyen format');
    const photo = dataUrl('image/jpeg', tinyJpeg());
    const { status, body } = await api('/api/protected/profile', { method: 'PATCH', ...json({ profileImage: photo }, user.authHeader) });
    expect(status).toBe(200);
    expect(body).toMatchObject({ ...validProfile, email: user.email, profileImage: STORED_PHOTO });
  });
});

describe('profile photos: the whole file must be the image it claims', () => {
  it('stores a real JPEG', async () => {
    const user = await registerUser();
    const photo = dataUrl('image/jpeg', tinyJpeg());
    const { status, body } = await api('/api/protected/profile', {
      method: 'PATCH',
      ...json({ ...validProfile, email: user.email, profileImage: photo }, user.authHeader),
    });
    expect(status).toBe(200);
    expect((body as { profileImage: string }).profileImage).toEqual(STORED_PHOTO);
  });

  it.each(Object.entries(POLYGLOTS))('refuses %s with 400 Desteklenmeyen format and writes nothing', async (_name, photo) => {
    const user = await registerUser({ fullName: 'Değişmeyen İsim' });
    const database = await storedDocuments();
    const { status, body } = await api('/api/protected/profile', {
      method: 'PATCH',
      ...json({ ...validProfile, fullName: 'Yeni İsim', email: user.email, profileImage: photo }, user.authHeader),
    });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Desteklenmeyen format', errors: { profileImage: 'Desteklenmeyen format' } });
    const stored = await admin().db.collection(COLLECTIONS.users).doc(user.uid).get();
    expect(stored.get('fullName')).toBe('Değişmeyen İsim');
    expect(stored.get('photoId')).toBe('');
    expect(await database.changes()).toEqual([]);
  });
});

describe('baby info', () => {
  it('requires the expected date, then completes the onboarding', async () => {
    const user = await registerUser();
    const missing = await api('/api/protected/baby-info', { method: 'POST', ...json({ babyName: 'Ada' }, user.authHeader) });
    expect(missing.status).toBe(400);
    expect((missing.body as { message: string }).message).toBe('Beklenen doğum tarihi gereklidir');
    const saved = await api('/api/protected/baby-info', {
      method: 'POST',
      ...json({ expectedBirthDate: '2027-01-10', babyName: 'Ada', babyGender: 'girl', hospital: 'H', doctor: 'D' }, user.authHeader),
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ expectedBirthDate: '2027-01-10', babyGender: 'kız', babyInfoCompleted: true });
  });

  it('refuses an expected date more than 42 weeks ahead or more than 4 weeks past, with a Turkish message, writing nothing', async () => {
    const user = await registerUser();
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const window = 'Beklenen doğum tarihi bugünden en fazla 42 hafta sonra ve en fazla 4 hafta önce olabilir';
    for (const expectedBirthDate of [day(42 * 7 + 2), day(-4 * 7 - 2), '2072-03-01']) {
      const refused = await api('/api/protected/baby-info', { method: 'POST', ...json({ expectedBirthDate }, user.authHeader) });
      expect({ expectedBirthDate, status: refused.status, body: refused.body }).toEqual({
        expectedBirthDate,
        status: 400,
        body: { message: window, errors: { expectedBirthDate: window } },
      });
      const patched = await api('/api/protected/profile', { method: 'PATCH', ...json({ expectedBirthDate }, user.authHeader) });
      expect({ expectedBirthDate, status: patched.status, message: (patched.body as { message: string }).message }).toEqual({
        expectedBirthDate,
        status: 400,
        message: window,
      });
    }
    expect(((await api('/api/protected/profile', { headers: user.authHeader })).body as { expectedBirthDate: string }).expectedBirthDate).toBe('');
    for (const expectedBirthDate of [day(42 * 7 - 1), day(-4 * 7 + 1)]) {
      expect((await api('/api/protected/baby-info', { method: 'POST', ...json({ expectedBirthDate }, user.authHeader) })).status).toBe(200);
    }
  });

  it('can be skipped', async () => {
    const user = await registerUser();
    expect((await api('/api/protected/baby-info/skip', { method: 'POST', ...json({}, user.authHeader) })).status).toBe(200);
    const { body } = await api('/api/protected/profile', { headers: user.authHeader });
    expect(body).toMatchObject({ babyInfoCompleted: true, expectedBirthDate: '' });
  });
});

describe('DELETE /api/protected/profile', () => {
  it('needs the password, then deletes the account and everything it owns', async () => {
    const user = await registerUser();
    const other = await registerUser();
    const noPassword = await api('/api/protected/profile', { method: 'DELETE', ...json({}, user.authHeader) });
    expect(noPassword.status).toBe(400);
    expect((noPassword.body as { message: string }).message).toBe('Hesabı silmek için şifrenizi giriniz.');
    const wrong = await api('/api/protected/profile', { method: 'DELETE', ...json({ password: 'yanlis-sifre' }, user.authHeader) });
    expect(wrong.status).toBe(403);
    const share = await api('/api/protected/checklist/share', { method: 'POST', ...json({}, user.authHeader) });
    const token = (share.body as { token: string }).token;
    const otherShare = await api('/api/protected/checklist/share', { method: 'POST', ...json({}, other.authHeader) });
    const otherToken = (otherShare.body as { token: string }).token;
    expect((await api(`/api/checklist/${token}`)).status).toBe(200);

    const deleted = await api('/api/protected/profile', { method: 'DELETE', ...json({ password: user.password }, user.authHeader) });
    expect(deleted.status).toBe(200);
    const { db, auth } = admin();
    expect((await db.collection(COLLECTIONS.users).doc(user.uid).get()).exists).toBe(false);
    expect((await db.collection(COLLECTIONS.users).doc(user.uid).collection(COLLECTIONS.checklistItems).count().get()).data().count).toBe(0);
    await expect(auth.getUser(user.uid)).rejects.toThrow();
    // its public links answer 'not found' afterwards
    expect((await api(`/api/checklist/${token}`)).status).toBe(404);
    expect((await api(`/api/public-profile/${user.uid}`)).status).toBe(404);
    // nothing of anyone else's
    expect((await db.collection(COLLECTIONS.users).doc(other.uid).get()).exists).toBe(true);
    expect((await api(`/api/checklist/${otherToken}`)).status).toBe(200);
    expect((await api('/api/protected/profile', { headers: user.authHeader })).status).toBe(401);
  });
});

describe('contact messages', () => {
  it('stores a signed-in and a visitor message, and refuses missing fields with the spec message', async () => {
    const user = await registerUser();
    const message = { firstName: 'Ayşe', lastName: 'Kaya', email: 'ayse@example.com', phone: '', subject: 'Öneri', message: 'Uygulamayı çok sevdik.' };
    expect((await api('/api/protected/contact', { method: 'POST', ...json(message, user.authHeader) })).status).toBe(201);
    expect((await api('/api/contact', { method: 'POST', ...json({ ...message, subject: 'Ziyaretçi' }) })).status).toBe(201);
    const missing = await api('/api/contact', { method: 'POST', ...json({ ...message, subject: '' }) });
    expect(missing.status).toBe(400);
    expect((missing.body as { message: string }).message).toBe('Lütfen zorunlu alanları doldurun');
    const badEmail = await api('/api/contact', { method: 'POST', ...json({ ...message, email: 'ayse.example.com' }) });
    expect((badEmail.body as { message: string }).message).toBe('Lütfen geçerli bir email adresi girin');
    const stored = await admin().db.collection(COLLECTIONS.contactMessages).where('userId', '==', user.uid).get();
    expect(stored.size).toBe(1);
    expect(stored.docs[0]?.get('status')).toBe('pending');
  });
});
