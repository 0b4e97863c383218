import { turkishDay } from './calendar-day';
import { messageText, oneLine } from './plain-text';
import { fitSms } from './sms';

/**
 * The birth announcement's text, written once: the server sends exactly this, and
 * /birth-notification previews exactly this before the parent presses send (ADR 0015).
 * Personal, with no promotion of the app (Netgsm iysfilter "0": informational).
 */
export interface BirthDetails {
  /** 'YYYY-MM-DD' in the parent's calendar, or '' (the text then names no day). */
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

/** What the parent typed, on one line: surrounding and repeated spaces (and line breaks) make no double space in a message. */
export { oneLine };

/**
 * How much of each typed text a message carries (ADR 0048): what the contact reads is the parent's,
 * plain and short, in our frame; the SMS is cut further, from its longest part, to stay within two
 * billed parts (fitSms).
 */
const TYPED_MAX = { baby: 40, name: 60, hospital: 80 } as const;

/** A sentence's end: a full stop unless the text already ends with one ('Hepinizi çok seviyoruz!' stays as it is). */
function sentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

/**
 * The hospital as a label line, the name exactly as the parent typed it: the announcement attaches
 * no suffix to an institution's name ('Liv Hospital', 'Süleymaniye Doğumevi', 'Şehir Hastanesi' all
 * read right after 'Hastane:'), so it never builds "X hastanesinde" from free text (ADR 0026). '' with no hospital.
 */
export function hospitalLine(hospital: string): string {
  const name = messageText(hospital, TYPED_MAX.hospital);
  return name ? `Hastane: ${name}` : '';
}

/** 'Sevgili Zeynep,' with the contact's name; 'Merhaba,' when there is none. */
export function greeting(contactName: string): string {
  const name = messageText(contactName, TYPED_MAX.name);
  return name ? `Sevgili ${name},` : 'Merhaba,';
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

/**
 * The announcement, or (correction) the one message that corrects it, saying so. Every field may be
 * empty and the text still reads as a person wrote it: no empty label, no double space, no date when
 * none was set (the parent writes the day; the server does not guess it into the text), a neutral
 * greeting for a contact without a name.
 */
export function birthAnnouncement(parents: AnnouncementParents, details: BirthDetails, contactName: string, correction = false): AnnouncementText {
  const typedBaby = messageText(parents.babyName, TYPED_MAX.baby);
  const baby = typedBaby || 'Bebeğimiz';
  const signature = [parents.fullName, parents.spouseName]
    .map((name) => messageText(name, TYPED_MAX.name))
    .filter(Boolean)
    .join(' ve ');
  const date = details.actualBirthDate ? `${turkishDay(details.actualBirthDate)} tarihinde` : '';
  const facts = birthFacts(details);
  const note = messageText(details.personalNote, PERSONAL_NOTE_MAX);
  const hospital = hospitalLine(parents.hospital);
  const bornOf = (name: string) => [name || 'Bebeğimiz', date, facts ? `(${facts})` : ''].filter(Boolean).join(' ');
  const born = bornOf(baby);
  // the SMS from its typed parts (the baby's name, the hospital, the note, the signature), cut to two parts if need be
  const smsOf = ([babyPart, hospitalPart, notePart, signaturePart]: string[]) =>
    `${correction ? 'Düzeltme:' : 'Müjde!'} ${[
      `${bornOf(babyPart!)} dünyaya geldi.`,
      hospitalPart && sentence(`Hastane: ${hospitalPart}`),
      notePart && sentence(notePart),
      signaturePart ? `Sevgilerimizle, ${signaturePart}` : 'Sevgilerimizle.',
    ]
      .filter(Boolean)
      .join(' ')}`;
  const sms = fitSms(smsOf, [typedBaby, hospital.replace(/^Hastane: /, ''), note, signature]);
  const mailBody = [
    [`${born} dünyaya geldi.`, hospital].filter(Boolean).join('\n'),
    note && sentence(note),
    signature ? `Sevgilerimizle,\n${signature}` : 'Sevgilerimizle.',
  ]
    .filter(Boolean)
    .join('\n\n');
  if (correction)
    return {
      sms,
      subject: `Düzeltme: ${baby} dünyaya geldi 👶`,
      text: `${greeting(contactName)}\n\nDaha önce gönderdiğimiz doğum haberinde bir düzeltme var. Doğrusu şöyle: ${mailBody}`,
    };
  return {
    sms,
    subject: `Müjde! ${baby} dünyaya geldi 👶`,
    text: `${greeting(contactName)}\n\nBüyük haberi sizinle paylaşmak istedik: ${mailBody}`,
  };
}
