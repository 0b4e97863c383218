/**
 * What the tests that drive a request's bytes and connection themselves (node:http, not fetch) share:
 * the two doors to the api, the refusal of an oversized body, a contact message of any size, and how
 * an answer's body is read.
 */
import { API_BODY_LIMIT_BYTES } from '@bebek/common/constants';
import { PROJECT_ID, REGION, urls } from '../../../scripts/lib/ports';

/** The api as a client reaches it through Hosting's rewrite, and at the Functions emulator's own URL. */
export const API_TARGETS = {
  'through Hosting': `${urls.app}/api`,
  'at the Functions emulator': `${urls.functions}/${PROJECT_ID}/${REGION}/api/api`,
};

export const TOO_LARGE = { message: 'İstek gövdesi çok büyük.' };

/** A visitor's contact message (POST /api/contact) carrying `message`: the body whose size the tests choose. */
export const contactBody = (message: string) => JSON.stringify({ firstName: 'Gövde', email: 'govde@test.bebek', subject: 'Boyut', message });

/** A contact message just over the api's body limit. */
export const oversizedContact = contactBody('a'.repeat(API_BODY_LIMIT_BYTES + 10));

/** An answer's body: JSON when it parses, else the text, so an assertion shows what came. */
export function parsedBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
