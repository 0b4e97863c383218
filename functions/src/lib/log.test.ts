import { describe, expect, it } from 'vitest';
import { safeReason } from './log';

describe('safeReason', () => {
  it('hides an address wherever it stands, also one the validators would refuse', () => {
    expect(safeReason('550 mailbox ayse.yilmaz@example.com full')).toBe('550 mailbox [e-posta] full');
    expect(safeReason('bad recipient <ayse@localhost>')).not.toContain('ayse');
  });

  it('hides a phone number and keeps a reason to one line of at most 300 characters', () => {
    expect(safeReason('invalid number +90 532 123 45 67')).toBe('invalid number [numara]');
    expect(safeReason('x'.repeat(400))).toHaveLength(300);
  });
});
