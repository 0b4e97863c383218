import { describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES } from '@bebek/common/constants';
import { declaresTooLarge } from './platformBodyParser';

describe('declaresTooLarge', () => {
  it('judges the declared Content-Length against the api limit', () => {
    expect(declaresTooLarge({})).toBe(false); // chunked: counted as it arrives instead
    expect(declaresTooLarge({ 'content-length': '0' })).toBe(false);
    expect(declaresTooLarge({ 'content-length': String(API_BODY_LIMIT_BYTES) })).toBe(false);
    expect(declaresTooLarge({ 'content-length': String(API_BODY_LIMIT_BYTES + 1) })).toBe(true);
    expect(declaresTooLarge({ 'content-length': '10485760' })).toBe(true);
    expect(declaresTooLarge({ 'content-length': 'çok' })).toBe(true);
  });
});
