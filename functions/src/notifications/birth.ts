import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { TIME_ZONE } from '@bebek/common/constants';
import type { BirthNotificationContact, Profile } from '@bebek/common/types';
import { COLLECTIONS, db } from '../lib/firestore';
import type { OutboxMessage } from '../outbox/message';
import { writeDuplicateLog } from '../outbox/logs';

/** The day of birth in the parent's calendar, shown in Turkish ('14 Şubat 2027'). */
function turkishDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)),
  );
}

export function todayIn(timeZone = TIME_ZONE, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The announcement: personal, with the baby's name, the date and the hospital; no promotion of the app (İYS: informational). */
export function birthAnnouncement(profile: Profile, birthDate: string, contactName: string) {
  const baby = profile.babyName || 'Bebeğimiz';
  const parents = [profile.fullName, profile.spouseName].filter(Boolean).join(' ve ');
  const date = turkishDate(birthDate);
  const sms = `Müjde! ${baby} ${date} tarihinde dünyaya geldi. Hastane: ${profile.hospital}. Sevgilerimizle, ${parents}`;
  const subject = `Müjde! ${baby} dünyaya geldi 👶`;
  const text = `Sevgili ${contactName},\n\nBüyük haberi sizinle paylaşmak istedik: ${baby} ${date} tarihinde ${profile.hospital} hastanesinde sağlıkla dünyaya geldi.\n\nSevgilerimizle,\n${parents}`;
  return { sms, subject, text };
}

/** One outbox id per birth, contact and channel: pressing send again creates nothing new. */
function messageId(userId: string, birthDate: string, channel: string, address: string): string {
  return `birth_${createHash('sha256').update(`${userId}|${birthDate}|${channel}|${address}`).digest('hex').slice(0, 40)}`;
}

/**
 * Records one message per contact and channel (SMS always, e-mail when there is an address);
 * the outbox trigger delivers them. Messages already recorded for this birth are logged as
 * 'duplicate' and not sent again. Returns the number of contacts.
 */
export async function triggerBirthNotification(userId: string, profile: Profile, contacts: BirthNotificationContact[], birthDate: string): Promise<number> {
  const outbox = db().collection(COLLECTIONS.outbox);
  const context = { gameType: 'birth_notification', gameTitle: 'Doğum Bildirimi', userId, birthKey: birthDate };
  const messages: Array<{ id: string; message: OutboxMessage }> = [];
  for (const contact of contacts) {
    const { sms, subject, text } = birthAnnouncement(profile, birthDate, contact.name);
    messages.push({
      id: messageId(userId, birthDate, 'sms', contact.phone),
      message: {
        channel: 'sms',
        kind: 'birth_notification',
        to: { phone: contact.phone, name: contact.name },
        text: sms,
        context: { ...context, participantName: contact.name },
      },
    });
    if (contact.email) {
      messages.push({
        id: messageId(userId, birthDate, 'email', contact.email),
        message: {
          channel: 'email',
          kind: 'birth_notification',
          to: { email: contact.email, name: contact.name },
          subject,
          text,
          context: { ...context, participantName: contact.name },
        },
      });
    }
  }
  await Promise.all(
    messages.map(async ({ id, message }) => {
      try {
        await outbox.doc(id).create({ ...message, status: 'pending', attempts: 0, createdAt: FieldValue.serverTimestamp(), nextAttemptAt: new Date() });
      } catch (error) {
        if ((error as { code?: number }).code !== 6) throw error; // 6: ALREADY_EXISTS, this birth was announced already
        await writeDuplicateLog(id, message);
      }
    }),
  );
  return contacts.length;
}
