import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dotenvValue, LOCAL_ORIGIN, siteOrigin } from './site-origin';

describe("the site's origin for the landing page's link preview (ADR 0044)", () => {
  let dir = '';
  const functionsDir = (files: Record<string, string>) => {
    dir = mkdtempSync(join(tmpdir(), 'bebek-origin-'));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return dir;
  };
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("is the deploy's project's APP_BASE_URL, as the functions read it, before the shared .env's", () => {
    const at = functionsDir({
      '.env': 'APP_BASE_URL=https://ortak.example\n',
      '.env.bebek-prod': '# the project\nAPP_BASE_URL="https://bebekyolculugu.app"\n',
    });
    expect(siteOrigin({ GCLOUD_PROJECT: 'bebek-prod' }, at)).toBe('https://bebekyolculugu.app');
    expect(siteOrigin({ GCLOUD_PROJECT: 'baska-proje' }, at)).toBe('https://ortak.example');
    expect(siteOrigin({ GCLOUD_PROJECT: 'bebek-prod', APP_BASE_URL: 'https://verilen.example' }, at)).toBe('https://verilen.example');
  });

  it('stops a deploy whose project has no address, and refuses one with a path', () => {
    const at = functionsDir({ '.env': 'MAIL_FROM_NAME=Bebek Yolculuğu\n' });
    expect(() => siteOrigin({ GCLOUD_PROJECT: 'bebek-prod' }, at)).toThrow(/APP_BASE_URL has no value for project bebek-prod/);
    expect(() => siteOrigin({ APP_BASE_URL: 'https://bebekyolculugu.app/' }, at)).toThrow(/origin without a path/);
  });

  it('is the local stack on a local build', () => {
    expect(siteOrigin({}, functionsDir({}))).toBe(LOCAL_ORIGIN);
  });

  it('reads a dotenv line as the Firebase CLI writes them', () => {
    expect(dotenvValue('A=1\n  APP_BASE_URL = https://x.example  \n', 'APP_BASE_URL')).toBe('https://x.example');
    expect(dotenvValue("APP_BASE_URL='https://y.example'", 'APP_BASE_URL')).toBe('https://y.example');
    expect(dotenvValue('#APP_BASE_URL=https://z.example', 'APP_BASE_URL')).toBeUndefined();
  });
});
