/**
 * JS and CSS shipped for the first view of three pages, measured the honest way: the page is
 * loaded in Chromium with a phone's viewport and an empty cache, every script and stylesheet it
 * fetched until the network was quiet is gzipped here (level 9), and summed. Chunks no first
 * view loaded are the later route chunks; all JS of the build together is the last figure.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { budgetAtMost, budgetBelow, figure, type BenchRow, type BenchSection } from './lib/report';
import { APP_URL, assertStackRunning, demoGameToken, launchBrowser, signInDemoParent } from './lib/stack';

const DIST_ASSETS = resolve(import.meta.dirname, '..', 'web', 'dist', 'assets');
const KB = 1024;

interface ShippedFile {
  path: string;
  kind: 'js' | 'css';
  gzipBytes: number;
}

const gzipKb = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
const round = (bytes: number) => Math.round((bytes / KB) * 10) / 10;

/** Loads `url` with the cache off and returns the scripts and stylesheets it fetched. */
async function firstView(page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<ShippedFile[]> {
  const files = new Map<string, ShippedFile>();
  const pending: Promise<void>[] = [];
  const client = await page.context().newCDPSession(page);
  await client.send('Network.setCacheDisabled', { cacheDisabled: true });
  const onResponse = (response: import('@playwright/test').Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const path = new URL(response.url()).pathname;
    pending.push(
      response.body().then(
        (body) => void files.set(path, { path, kind: type === 'script' ? 'js' : 'css', gzipBytes: gzipKb(body) }),
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', onResponse);
  await client.send('Network.setCacheDisabled', { cacheDisabled: false });
  return [...files.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}

function total(files: ShippedFile[], kind: 'js' | 'css'): number {
  return round(files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.gzipBytes, 0));
}

export async function measure(): Promise<BenchSection> {
  await assertStackRunning();
  const token = await demoGameToken();
  const browser = await launchBrowser();
  const views: Record<string, ShippedFile[]> = {};
  try {
    const phone = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' };
    const visitor = await browser.newContext(phone);
    const visitorPage = await visitor.newPage();
    views['/'] = await firstView(visitorPage, `${APP_URL}/`, (page) => page.getByRole('heading', { level: 1 }).first().waitFor());
    views['/game/{token}'] = await firstView(visitorPage, `${APP_URL}/game/${token}`, (page) => page.getByRole('heading', { level: 1 }).first().waitFor());
    await visitor.close();

    const parent = await browser.newContext(phone);
    const parentPage = await parent.newPage();
    await signInDemoParent(parentPage);
    views['dashboard (signed in)'] = await firstView(parentPage, `${APP_URL}/`, (page) => page.getByRole('heading', { name: /Merhaba/ }).waitFor());
    await parent.close();
  } finally {
    await browser.close();
  }

  const firstViewFiles = new Set(Object.values(views).flatMap((files) => files.map((file) => file.path.replace(/^\/assets\//, ''))));
  const built = readdirSync(DIST_ASSETS)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, gzipBytes: gzipKb(readFileSync(join(DIST_ASSETS, name))) }));
  const later = built.filter((chunk) => !firstViewFiles.has(chunk.name)).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const largestLater = later[0];
  const allJs = round(built.reduce((sum, chunk) => sum + chunk.gzipBytes, 0));

  const rows: BenchRow[] = [
    budgetAtMost('JS, first view of / (signed out)', total(views['/']!, 'js'), 'KB', 130),
    figure('CSS, first view of / (signed out)', total(views['/']!, 'css'), 'KB'),
    budgetAtMost('JS, first view of /game/{token} (guest, phone)', total(views['/game/{token}']!, 'js'), 'KB', 150),
    figure('CSS, first view of /game/{token}', total(views['/game/{token}']!, 'css'), 'KB'),
    figure('JS, first view of the dashboard (signed in)', total(views['dashboard (signed in)']!, 'js'), 'KB'),
    figure('CSS, first view of the dashboard', total(views['dashboard (signed in)']!, 'css'), 'KB'),
    budgetAtMost(`Largest later route chunk (${largestLater?.name ?? 'none'})`, round(largestLater?.gzipBytes ?? 0), 'KB', 60),
    budgetBelow(`All JS of every route together (${built.length} files)`, allJs, 'KB', 350),
  ];
  return {
    title: 'JS and CSS shipped per route (gzip -9, phone, empty cache)',
    rows,
    details: {
      firstViews: Object.fromEntries(Object.entries(views).map(([route, files]) => [route, files.map((file) => ({ ...file, gzipKB: round(file.gzipBytes) }))])),
      laterChunks: later.map((chunk) => ({ name: chunk.name, gzipKB: round(chunk.gzipBytes) })),
    },
    notes: Object.entries(views).map(
      ([route, files]) => `${route}: ${files.map((file) => `${file.path.replace(/^\/assets\//, '')} ${round(file.gzipBytes)} KB`).join(', ')}`,
    ),
  };
}
