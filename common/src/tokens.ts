/** Share, game and result tokens: 144 random bits from the platform's CSPRNG, URL-safe. */
export const TOKEN_BYTES = 18;

export function newToken(): string {
  const bytes = new Uint8Array(TOKEN_BYTES);
  globalThis.crypto.getRandomValues(bytes);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{24}$/;
