import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './passwords';

describe('common passwords', () => {
  it('knows the most common ones, case-insensitively and Turkish-aware', async () => {
    for (const password of ['123456', 'password', 'Qwerty123', 'PASSWORD1', 'iloveyou', 'galatasaray', 'ŞİFRE123', 'Fenerbahçe']) {
      expect({ password, common: await isCommonPassword(password) }).toEqual({ password, common: true });
    }
  });

  it('lets uncommon passwords through, the demo and test ones included', async () => {
    for (const password of ['DemoAnne2025', 'DemoAdmin2025', 'Guvenli-Sifre-42', 'Bebek-Yolu-Mart-2027', 'Rıza-Veren-42']) {
      expect({ password, common: await isCommonPassword(password) }).toEqual({ password, common: false });
    }
  });
});
