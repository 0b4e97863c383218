import { describe, expect, it } from 'vitest';
import { secureCookies } from './browser-sessions';

describe('the session cookie', () => {
  it('is Secure wherever the app is served over https, whatever the forwarding headers say', () => {
    expect(secureCookies('https://bebekyolculugu.app')).toBe(true);
    expect(secureCookies('http://127.0.0.1:5000')).toBe(false);
  });
});
