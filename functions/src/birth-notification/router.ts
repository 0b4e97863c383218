import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { getBirthNotification, saveBirthNotification, sendBirthCorrection, sendBirthNotification } from '@bebek/common/api/birth-notification';
import { contactsSchema, NOTIFICATION_MESSAGES } from '@bebek/common/schemas/notifications';
import type { BirthNotificationContact } from '@bebek/common/types';
import { foldEmail } from '@bebek/common/text';
import { parentProfile } from '../http/authenticate';
import { route } from '../http/contract';
import { DomainError } from '../lib/errors';
import { db } from '../lib/firestore';
import { clientIp, limiters } from '../lib/rateLimit';
import { validateBody } from '../lib/validate';
import { afterFirstAnnouncement, notificationRef, notificationView, readNotification, sendAnnouncement, sendCorrection } from './service';
import { classifyPhone } from '../providers/phone';

export const birthNotificationRouter = Router();

/** Issue 18's pause: nothing is announced while the parent has paused. */
const PAUSED = 'Takibe ara verdiğiniz sürece bildirim gönderilemez.';

const perAccount = (req: { user?: { uid: string } }) => req.user!.uid;
/** The contacts: a parent saves them a handful of times; a script rewriting them to pump messages is stopped. */
const contactsLimit = limiters({ name: 'birth-contacts-user', windowMs: 3600_000, limit: 60, key: perAccount });
/**
 * The send and the correction: a few presses an hour per account; per address across accounts, a
 * ceiling high enough for a mobile operator's shared address (CGNAT) or a hospital's network, low
 * enough to stop a script cycling through accounts.
 */
const sendLimit = limiters(
  { name: 'birth-send-user', windowMs: 3600_000, limit: 10, key: perAccount },
  { name: 'birth-send-ip', windowMs: 3600_000, limit: 300, key: clientIp },
);

route(birthNotificationRouter, getBirthNotification, async ({ req }) => {
  return notificationView(req.user!.uid, parentProfile(req).maxBirthNotificationContacts);
});

/**
 * Saves the contacts (1 to the profile's limit), each phone normalised to +90…, and the birth's
 * details. SMS go to Turkish mobiles only: a landline, premium, toll-free or shared-cost number is
 * refused; a number abroad is kept when the contact has an e-mail, which is all they get. Once the
 * announcement is sent, the birth's details are locked (a correction is its own action); the
 * contacts may still change (a fixed number, a contact added, who then gets the announcement alone).
 * The declaration's schema holds the list to the largest limit there is; the parent's own limit,
 * read fresh from the profile so an operator's raise applies at once, is applied here.
 */
route(birthNotificationRouter, saveBirthNotification, contactsLimit, async ({ req, body }) => {
  const uid = req.user!.uid;
  const profile = parentProfile(req);
  const input = await validateBody(contactsSchema(profile.maxBirthNotificationContacts), body);
  const seen = new Set<string>();
  const contacts: BirthNotificationContact[] = input.contacts.map((contact, index) => {
    const field = `contacts[${index}].phone`;
    const phone = classifyPhone(contact.phone);
    const email = contact.email ? foldEmail(contact.email) : '';
    if (!phone) throw new DomainError('invalid', `${NOTIFICATION_MESSAGES.phoneInvalid} (${index + 1}. kişi)`, { [field]: NOTIFICATION_MESSAGES.phoneInvalid });
    if (phone.kind === 'tr_other') throw new DomainError('invalid', NOTIFICATION_MESSAGES.notMobile, { [field]: NOTIFICATION_MESSAGES.notMobile });
    if (phone.kind === 'abroad' && !email)
      throw new DomainError('invalid', NOTIFICATION_MESSAGES.abroadNeedsEmail, { [`contacts[${index}].email`]: NOTIFICATION_MESSAGES.abroadNeedsEmail });
    if (seen.has(phone.e164)) throw new DomainError('invalid', NOTIFICATION_MESSAGES.duplicatePhone, { [field]: NOTIFICATION_MESSAGES.duplicatePhone });
    seen.add(phone.e164);
    return { name: contact.name, phone: phone.e164, email };
  });
  const ref = notificationRef(uid);
  await db().runTransaction(async (tx) => {
    const stored = readNotification(await tx.get(ref));
    // a field left out (or the day left empty) keeps what is stored
    const details = {
      ...(input.actualBirthDate ? { actualBirthDate: input.actualBirthDate } : {}),
      ...(input.birthTime !== undefined ? { birthTime: input.birthTime } : {}),
      ...(input.weightGrams !== undefined ? { weightGrams: input.weightGrams } : {}),
      ...(input.lengthCm !== undefined ? { lengthCm: input.lengthCm } : {}),
      ...(input.personalNote !== undefined ? { personalNote: input.personalNote } : {}),
    };
    if (stored.announcedAt) {
      const before: Record<string, unknown> = { actualBirthDate: stored.actualBirthDate, ...stored.details };
      if (Object.entries(details).some(([key, value]) => (before[key] ?? '') !== (value ?? '')))
        throw new DomainError('conflict', NOTIFICATION_MESSAGES.locked);
    }
    tx.set(ref, { userId: uid, contacts, ...details, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  });
  return notificationView(uid, profile.maxBirthNotificationContacts);
});

route(birthNotificationRouter, sendBirthNotification, sendLimit, async ({ req }) => {
  const uid = req.user!.uid;
  const profile = parentProfile(req);
  if (profile.pausedAt) throw new DomainError('conflict', PAUSED);
  if (!profile.expectedBirthDate || !profile.hospital || !profile.doctor) throw new DomainError('invalid', NOTIFICATION_MESSAGES.missingInfo);
  const outcome = await sendAnnouncement(uid, profile);
  if (outcome.firstAnnouncement) {
    // The first announcement of this birth was queued: this press, once per birth.
    await afterFirstAnnouncement(uid, outcome.birthDate);
  }
  return { contactCount: outcome.contactCount, alreadySent: outcome.alreadySent };
});

route(birthNotificationRouter, sendBirthCorrection, sendLimit, async ({ req, body }) => {
  const profile = parentProfile(req);
  if (profile.pausedAt) throw new DomainError('conflict', PAUSED);
  const outcome = await sendCorrection(req.user!.uid, profile, {
    actualBirthDate: body.actualBirthDate,
    birthTime: body.birthTime ?? '',
    weightGrams: body.weightGrams ?? null,
    lengthCm: body.lengthCm ?? null,
    personalNote: body.personalNote ?? '',
  });
  return { contactCount: outcome.contactCount, alreadySent: outcome.alreadySent };
});
