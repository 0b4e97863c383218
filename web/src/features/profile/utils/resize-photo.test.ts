import { describe, expect, it } from 'vitest';
import { checkPhoto, targetSize } from './resize-photo';

describe('photo checks', () => {
  it('refuses files over 5 MB and types other than jpeg, png, webp', () => {
    expect(checkPhoto({ size: 6 * 1024 * 1024, type: 'image/jpeg' })).toMatchObject({ ok: false, title: 'Dosya çok büyük' });
    expect(checkPhoto({ size: 1000, type: 'image/gif' })).toMatchObject({ ok: false, title: 'Desteklenmeyen format' });
    expect(checkPhoto({ size: 1000, type: 'image/svg+xml' })).toMatchObject({ ok: false });
    expect(checkPhoto({ size: 1000, type: 'image/webp' })).toEqual({ ok: true });
  });

  it('scales the long side to 300 px and never enlarges', () => {
    expect(targetSize(1200, 800)).toEqual({ width: 300, height: 200 });
    expect(targetSize(800, 1600)).toEqual({ width: 150, height: 300 });
    expect(targetSize(120, 90)).toEqual({ width: 120, height: 90 });
  });
});
