import { foldTurkish } from './text';

/**
 * The birth announcement's text, written once: the server sends exactly this, and
 * /birth-notification previews exactly this before the parent presses send (ADR 0015).
 * Personal, with no promotion of the app (Netgsm iysfilter "0": informational).
 */
export interface BirthDetails {
  /** 'YYYY-MM-DD' in the parent's calendar. */
  actualBirthDate: string;
  /** 'HH:mm', or ''. */
  birthTime: string;
  weightGrams: number | null;
  lengthCm: number | null;
  /** A short line of the parent's own, or ''. */
  personalNote: string;
}

export interface AnnouncementParents {
  babyName: string;
  fullName: string;
  spouseName: string;
  hospital: string;
}

export const PERSONAL_NOTE_MAX = 120;

/** '14 Şubat 2027' */
export function turkishDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)),
  );
}

/**
 * "… hastanesinde", reading right whatever the parent typed: 'Şehir Hastanesi' → "Şehir Hastanesi'nde",
 * 'Memorial Hastane' → "Memorial Hastane'de", 'Acıbadem Maslak' → 'Acıbadem Maslak hastanesinde'.
 */
export function hospitalLocative(hospital: string): string {
  const name = hospital.trim();
  const folded = foldTurkish(name);
  if (/hastanesi$/.test(folded)) return `${name}'nde`;
  if (/hastane$/.test(folded)) return `${name}'de`;
  return `${name} hastanesinde`;
}

/** 'saat 08:45, 3.250 g, 50 cm' from what was given, or ''. */
export function birthFacts(details: Pick<BirthDetails, 'birthTime' | 'weightGrams' | 'lengthCm'>): string {
  return [
    details.birthTime ? `saat ${details.birthTime}` : '',
    details.weightGrams ? `${new Intl.NumberFormat('tr-TR').format(details.weightGrams)} g` : '',
    details.lengthCm ? `${details.lengthCm} cm` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

export interface AnnouncementText {
  sms: string;
  subject: string;
  /** The e-mail's text, addressed to the contact by name. */
  text: string;
}

/** The announcement, or (correction) the one message that corrects it, saying so. */
export function birthAnnouncement(parents: AnnouncementParents, details: BirthDetails, contactName: string, correction = false): AnnouncementText {
  const baby = parents.babyName.trim() || 'Bebeğimiz';
  const signature = [parents.fullName, parents.spouseName]
    .map((name) => name.trim())
    .filter(Boolean)
    .join(' ve ');
  const date = turkishDate(details.actualBirthDate);
  const facts = birthFacts(details);
  const note = details.personalNote.trim();
  const born = `${baby} ${date} tarihinde${facts ? ` (${facts})` : ''}`;
  const smsBody = `${born} dünyaya geldi. Hastane: ${parents.hospital.trim()}.${note ? ` ${note}` : ''} Sevgilerimizle, ${signature}`;
  const mailBody = `${born} ${hospitalLocative(parents.hospital)} sağlıkla dünyaya geldi.${note ? `\n\n${note}` : ''}\n\nSevgilerimizle,\n${signature}`;
  if (correction)
    return {
      sms: `Düzeltme: ${smsBody}`,
      subject: `Düzeltme: ${baby} dünyaya geldi 👶`,
      text: `Sevgili ${contactName},\n\nDaha önce gönderdiğimiz doğum haberinde bir düzeltme var. Doğrusu şöyle: ${mailBody}`,
    };
  return {
    sms: `Müjde! ${smsBody}`,
    subject: `Müjde! ${baby} dünyaya geldi 👶`,
    text: `Sevgili ${contactName},\n\nBüyük haberi sizinle paylaşmak istedik: ${mailBody}`,
  };
}
