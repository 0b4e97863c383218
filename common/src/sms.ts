/**
 * What an SMS costs, counted as Netgsm bills it (ADR 0048, ../shared/PROVIDERS.md): in billed parts,
 * never in messages. The one counter of the product: the daily budget (`SMS_DAILY_BUDGET`) spends it,
 * the builders of every SMS to someone else keep within SMS_MAX_PARTS with it, and the tests measure
 * what the sink received with it.
 *
 * - GSM 03.38 (the default alphabet and its extension table: ^ { } \ [ ~ ] | € and form feed cost two
 *   septets): 160 septets in one SMS, 153 a part once concatenated.
 * - Turkish letters outside it (ğ Ğ ı İ ş Ş, and ç: the default alphabet has only Ç) go, with the
 *   `encoding: "TR"` our Netgsm client always sends, in the Turkish national single-shift table: each
 *   costs two septets (escape and letter), and the header that names the table takes 5 septets of a
 *   single SMS (155 left) and 11 of each part of a long one (149 left).
 * - Anything outside both (an emoji, â, a typographic apostrophe) makes the whole message UCS-2:
 *   70 UTF-16 units, 67 a part.
 * - Since BTK's decision 2016/DK-YED/211 the operator appends its code (' B038', 5 characters) to every
 *   bulk SMS: it takes room from the last part, so the plain-GSM capacities are a Turkish provider's
 *   published table (155, 301, 453, 607 characters for 1–4 credits).
 *
 * Where a rule is not confirmed by Netgsm's own documents (whether `ç` is sent as the default table's
 * Ç or shifted, whether the shift table's header is sent for a text that needs none) the count takes
 * the larger: a budget that counts one part too many holds a message a little early; one that counts
 * too few lets a bill run past it.
 */

export type SmsEncoding = 'gsm7' | 'gsm7-turkish' | 'ucs2';

export interface SmsCost {
  encoding: SmsEncoding;
  /** The text's length in the encoding's units (septets, or UTF-16 units), without the operator's code. */
  units: number;
  /** Billed parts (credits). */
  parts: number;
}

/** Most parts a message to someone else may cost: the user-written part of it is shortened to fit. */
export const SMS_MAX_PARTS = 2;

/** The operator's code appended to every bulk SMS: a space and four characters. */
const OPERATOR_CODE_UNITS = 5;

const GSM_BASIC = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '\f^{}\\[~]|€';
/** The letters the Turkish single-shift table adds (3GPP TS 23.038 A.3.1); its other entries are the extension table's. */
const TURKISH_SHIFT = ['Ğ', 'İ', 'Ş', 'ç', 'ğ', 'ı', 'ş'].join('');

const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);
const turkish = new Set(TURKISH_SHIFT);

/** Capacity in characters of 1, 2, 3, 4 parts of plain GSM with the operator's code (the published table); 153 a part after. */
const GSM_CAPACITY = [155, 301, 453, 607];

function partsFor(billed: number, single: number, perPart: number): number {
  if (billed <= single) return 1;
  return Math.ceil(billed / perPart);
}

/** The encoding, length and billed parts of an SMS text. */
export function smsCost(text: string): SmsCost {
  let septets = 0;
  let shifted = false;
  for (const char of text) {
    if (basic.has(char)) septets += 1;
    else if (extension.has(char)) septets += 2;
    else if (turkish.has(char)) {
      septets += 2;
      shifted = true;
    } else {
      const units = text.length;
      return { encoding: 'ucs2', units, parts: partsFor(units + OPERATOR_CODE_UNITS, 70, 67) };
    }
  }
  if (shifted) {
    // the table's header (3 octets, with the header's own length byte: 5 septets alone, 11 beside the concatenation's)
    return { encoding: 'gsm7-turkish', units: septets, parts: partsFor(septets + OPERATOR_CODE_UNITS, 155, 149) };
  }
  const index = GSM_CAPACITY.findIndex((capacity) => septets <= capacity);
  const parts = index >= 0 ? index + 1 : GSM_CAPACITY.length + Math.ceil((septets - GSM_CAPACITY.at(-1)!) / 153);
  return { encoding: 'gsm7', units: septets, parts };
}

/** Billed parts of an SMS text. */
export const smsParts = (text: string): number => smsCost(text).parts;

/**
 * Typography a phone keyboard adds (’ “ ” – … ` and the no-break space) in its GSM spelling: one curly
 * apostrophe in a name would otherwise make the whole SMS UCS-2, two or three times the parts.
 */
const GSM_SPELLING: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u2032': "'",
  '`': "'",
  '\u00B4': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u2033': '"',
  '\u00AB': '"',
  '\u00BB': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u00A0': ' ',
  '\u202F': ' ',
};

export function gsmSpelling(text: string): string {
  return text.replace(
    /[`\u00B4\u2018\u2019\u201A\u2032\u201C\u201D\u201E\u2033\u00AB\u00BB\u2013\u2014\u2212\u2026\u00A0\u202F]/g,
    (char) => GSM_SPELLING[char]!,
  );
}

/** A user-written part cut by `by` characters, at a word's end where one is near, marked with '...' (GSM, unlike '…'). */
function shorten(part: string, by: number): string {
  const chars = [...part];
  const keep = Math.max(0, chars.length - by - 3);
  if (keep === 0) return '';
  let cut = chars.slice(0, keep).join('');
  const space = cut.lastIndexOf(' ');
  if (space >= keep - 12 && space > 0) cut = cut.slice(0, space);
  return `${cut.trimEnd()}...`;
}

/**
 * The SMS `build` makes of the user-written `parts`, within `maxParts` billed parts: while it costs
 * more, the longest part is shortened (what is ours in the template stays whole). Every SMS to someone
 * else is made through this, so what a sender typed can never make one message cost three or six.
 */
export function fitSms(build: (parts: string[]) => string, parts: string[], maxParts = SMS_MAX_PARTS): string {
  let current = parts.map(gsmSpelling);
  let text = gsmSpelling(build(current));
  while (smsParts(text) > maxParts) {
    const longest = current.reduce((best, part, index) => ([...part].length > [...current[best]!].length ? index : best), 0);
    const length = [...current[longest]!].length;
    if (length === 0) break; // the template alone is longer: nothing of the user's is left to cut
    // cut by what is over in one go where that is clear, else a word at a time
    const over = Math.max(1, Math.min(length, Math.ceil(length / 8)));
    current = current.map((part, index) => (index === longest ? shorten(part, over) : part));
    text = gsmSpelling(build(current));
  }
  return text;
}
