/**
 * The docs pages in headless Chromium (Debian's package, installed by `npm test`): each renders
 * its heading and content, links work, no console errors, and a screenshot lands in
 * test-results/ for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalog } from '../../src/catalog/load.ts';

const base = inject('baseUrl');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let browser: Browser;

beforeAll(async () => {
  mkdirSync('test-results/pages', { recursive: true });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
});
afterAll(async () => browser?.close());

const PAGES: Array<[string, RegExp, string]> = [
  ['/', /One catalog sound per clip/, 'What it does not do'],
  ['/sound-brief/', /Sound brief/, 'sound_behavior'],
  ['/sound-behavior-profiles/', /Sound behavior profiles/, catalog.sounds.routes[0]!.name],
  ['/video-template-packs/', /Video template packs/, catalog.packs.packs[0]!.name],
  ['/publishing-risk-check/', /Publishing risk check/, 'Verified Campaign License'],
  ['/developers/', /Developers/, '/api/v1/clip-pack'],
  ['/routing-matrix/', /Routing matrix/, 'Grief tribute'],
  ['/playground/', /Playground/, 'Describe with fields'],
];

describe('docs pages in Chromium', () => {
  it.each(PAGES)('%s renders', async (path, heading, text) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    const res = await page.goto(`${base}${path}`, { waitUntil: 'load' });
    expect(res?.status()).toBe(200);
    await expect(page.locator('h1').first().textContent()).resolves.toMatch(heading);
    await expect(page.getByText(text, { exact: false }).first().isVisible()).resolves.toBe(true);
    await page.screenshot({ path: `test-results/pages/${path === '/' ? 'home' : path.replaceAll('/', '')}.png`, fullPage: false });
    // The content security policy is on, and nothing the page runs breaks it (a violation is a console error).
    await expect(page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content')).resolves.toMatch(/script-src 'self'/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('every internal link on the developers page resolves', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/developers/`);
    const hrefs = await page.$$eval('a[href^="/"]', (as) => [...new Set(as.map((a) => a.getAttribute('href')!.split('#')[0]!))]);
    await page.close();
    for (const href of hrefs.filter(Boolean)) {
      const res = await fetch(`${base}${href}`);
      // Read the body: an unread body leaves undici's parser paused, and a server closing the idle
      // connection then trips an assertion inside Node 20's fetch.
      await res.arrayBuffer();
      expect(res.status, href).toBe(200);
    }
  });
});
