/**
 * What a person types that reaches someone else (a name, a title, a note in a message, a link's
 * preview) is plain, visible text (ADR 0048). Two rules, written once: the schemas refuse such text at
 * input (schemas/fields.ts), and the builders of messages and previews clean what was stored before the
 * rules existed (`messageText`, `visibleText`).
 *
 * Hidden: characters that change how the text around them is shown or that show nothing: C0 and C1
 * controls (a line break and a tab excepted: the builders put every text on one line), the bidi
 * embeddings, overrides, isolates and marks (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C),
 * zero-width and invisible characters (U+200B, U+2060–U+2064, U+FEFF, the Hangul fillers, U+180E,
 * U+17B4/U+17B5), deprecated format controls (U+206A–U+206F), interlinear annotations, tag
 * characters, and a zero-width non-joiner. A zero-width joiner is kept only inside an emoji sequence
 * (👨‍👩‍👧), where it is what joins the emoji.
 */
const HIDDEN =
  // the controls and the combining fillers are exactly what this rule finds
  // eslint-disable-next-line no-control-regex, no-misleading-character-class
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB\u{E0000}-\u{E007F}]/gu;
/** A zero-width joiner that does not stand between two parts of an emoji. */
const LOOSE_JOINER = /(?<![\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F])\u200D|\u200D(?!\p{Extended_Pictographic})/gu;

/** Whether the text holds a character the rule above refuses. */
export function hasHiddenCharacters(text: string): boolean {
  HIDDEN.lastIndex = 0;
  LOOSE_JOINER.lastIndex = 0;
  return HIDDEN.test(text) || LOOSE_JOINER.test(text);
}

/** The text without them (what a message or a preview shows of something stored before the rule). */
export function withoutHiddenCharacters(text: string): string {
  return text.replace(HIDDEN, '').replace(LOOSE_JOINER, '');
}

/** Top-level domains a phishing text uses, and every country code the product's people are likely to meet. */
const TLD =
  'com|net|org|info|biz|app|io|co|me|xyz|site|online|link|shop|club|top|live|click|icu|vip|cc|tk|ml|ga|cf|gq|sh|page|dev|store|tech|website|space|fun|pw|ws|su|ly|gl|to|tr|ru|de|uk|us|eu|nl|fr|az|cn|in|ir|gov|edu|mobi|tv|im|ai|gg|bit|pro|one|work|world|today|news|help|support|security|bank|finance|money|loan|win|bet|casino';
const DOMAIN = `[\\p{L}\\p{N}][\\p{L}\\p{N}-]*(?:\\.[\\p{L}\\p{N}-]+)*\\.(?:${TLD})(?![\\p{L}\\p{N}])`;
/** Each kind, as the whole token it is (a link with its path), so that a message can leave it out. */
const LINK_PATTERNS = [
  // a scheme or the web's prefix, with what follows them
  /\b(?:https?|ftp):\/\/\S*/iu,
  /\bwww\.\S*/iu,
  // an e-mail address
  /[^\s@]+@[^\s@]+\.[^\s@]+/u,
  // a bare domain (evil.example/giris, garanti-guvenlik.com): a word, a dot, a known top-level domain, any path
  new RegExp(`(?<![\\p{L}\\p{N}_-])${DOMAIN}(?:[/?#]\\S*)?`, 'iu'),
  // a phone number: ten digits or more, spaces, brackets and dashes between them (not a date's dots)
  /(?:\+|\b)(?:\d[\s()-]{0,2}){9,}\d/u,
  // Turkish call centres' 444 numbers (444 0 554)
  /\b444[\s-]?\d[\s-]?\d{3}\b/u,
];

/** Whether the text holds a web address, an e-mail address or a phone number (looked for past any hidden character). */
export function hasLinkOrContact(text: string): boolean {
  const visible = withoutHiddenCharacters(text).normalize('NFKC');
  return LINK_PATTERNS.some((pattern) => pattern.test(visible));
}

/** The text with every web address, e-mail address and phone number taken out. */
function withoutLinks(text: string): string {
  return LINK_PATTERNS.reduce((kept, pattern) => kept.replace(new RegExp(pattern.source, `${pattern.flags}g`), ' '), text);
}

/** On one line: line breaks and repeated spaces make no double space. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** What a preview (a link's og:title, a page's title) shows of a stored text: visible, on one line. */
export function visibleText(text: string): string {
  return oneLine(withoutHiddenCharacters(text));
}

/**
 * What a message to someone else carries of a user-written text: visible, on one line, without a web
 * address, an e-mail address or a phone number (a text stored before the input rule), and at most `max`
 * characters (cut at a word where one is near, marked '…').
 */
export function messageText(text: string, max: number): string {
  const plain = oneLine(withoutLinks(withoutHiddenCharacters(text).normalize('NFKC')))
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/^[\s,.;:-]+|[\s,;:-]+$/g, '');
  const chars = [...plain];
  if (chars.length <= max) return plain;
  let cut = chars.slice(0, Math.max(1, max - 1)).join('');
  const space = cut.lastIndexOf(' ');
  if (space > max / 2) cut = cut.slice(0, space);
  return `${cut.trimEnd()}…`;
}
