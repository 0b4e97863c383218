/**
 * Debian's Chromium and the flags every launch of ours gives it (the guide's list, plus no QUIC and no
 * first-run page): the browser tests, the spec-client's browser and the bench start it the same way.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
