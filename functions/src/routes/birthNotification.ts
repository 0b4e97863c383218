import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { getBirthNotification, saveBirthNotification, sendBirthNotification } from '@bebek/common/api/birth-notification';
import { contactsSchema, NOTIFICATION_MESSAGES } from '@bebek/common/schemas/notifications';
import type { BirthNotificationContact } from '@bebek/common/types';
import { foldEmail } from '@bebek/common/text';
import { closeGamesAtBirth } from '../games/owner';
import { parentProfile } from '../http/authenticate';
import { route } from '../http/contract';
import { HttpError } from '../http/errors';
import { COLLECTIONS, db } from '../lib/firestore';
import { validateBody } from '../lib/validate';
import { todayIn, triggerBirthNotification } from '../notifications/birth';
import { normalizeTurkishPhone } from '../providers/phone';

export const birthNotificationRouter = Router();

const notificationRef = (uid: string) => db().collection(COLLECTIONS.birthNotifications).doc(uid);

async function storedContacts(uid: string): Promise<{ contacts: BirthNotificationContact[]; actualBirthDate: string }> {
  const doc = await notificationRef(uid).get();
  return { contacts: (doc.get('contacts') as BirthNotificationContact[] | undefined) ?? [], actualBirthDate: String(doc.get('actualBirthDate') ?? '') };
}

route(birthNotificationRouter, getBirthNotification, async ({ req }) => {
  const uid = req.user!.uid;
  const [stored, profile] = [await storedContacts(uid), parentProfile(req)];
  return {
    notification: { contacts: stored.contacts },
    actualBirthDate: stored.actualBirthDate,
    maxContacts: profile.maxBirthNotificationContacts,
  };
});

/**
 * Saves the contacts (1 to the profile's limit), each phone normalised to +90…. The declaration's
 * schema holds the list to the largest limit there is; the parent's own limit, read fresh from the
 * profile so an operator's raise applies at once, is applied here with the same shared schema.
 */
route(birthNotificationRouter, saveBirthNotification, async ({ req, body }) => {
  const uid = req.user!.uid;
  const profile = parentProfile(req);
  const input = await validateBody(contactsSchema(profile.maxBirthNotificationContacts), body);
  const contacts: BirthNotificationContact[] = input.contacts.map((contact, index) => {
    const phone = normalizeTurkishPhone(contact.phone);
    if (!phone)
      throw new HttpError(400, `Geçerli bir telefon numarası giriniz (${index + 1}. kişi)`, {
        [`contacts[${index}].phone`]: 'Geçerli bir telefon numarası giriniz',
      });
    return { name: contact.name, phone, email: contact.email ? foldEmail(contact.email) : '' };
  });
  await notificationRef(uid).set(
    { userId: uid, contacts, ...(input.actualBirthDate ? { actualBirthDate: input.actualBirthDate } : {}), updatedAt: FieldValue.serverTimestamp() },
    { merge: true },
  );
  return {
    notification: { contacts },
    actualBirthDate: input.actualBirthDate,
    maxContacts: profile.maxBirthNotificationContacts,
  };
});

route(birthNotificationRouter, sendBirthNotification, async ({ req }) => {
  const uid = req.user!.uid;
  const [profile, stored] = [parentProfile(req), await storedContacts(uid)];
  if (profile.pausedAt) throw new HttpError(409, 'Takibe ara verdiğiniz sürece bildirim gönderilemez.');
  if (!profile.expectedBirthDate || !profile.hospital || !profile.doctor) throw new HttpError(400, NOTIFICATION_MESSAGES.missingInfo);
  if (stored.contacts.length === 0) throw new HttpError(400, NOTIFICATION_MESSAGES.noContacts);
  const birthDate = stored.actualBirthDate || todayIn();
  // The birth date is kept while the messages enter the outbox (one round trip, not two).
  const [contactCount] = await Promise.all([
    triggerBirthNotification(uid, profile, stored.contacts, birthDate),
    stored.actualBirthDate ? undefined : notificationRef(uid).set({ actualBirthDate: birthDate }, { merge: true }),
  ]);
  await closeGamesAtBirth(uid, new Date()); // every game closes when the birth is announced (ADR 0017)
  return { contactCount };
});
