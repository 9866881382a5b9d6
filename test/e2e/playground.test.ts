/**
 * The playground in headless Chromium on the locally served site, used as a creator would: once
 * with fields, once with a sentence. It must draw the route, the timeline to scale, the risk box
 * before any copy button, copy a caption to the clipboard, refill the form from a concierge
 * question, reproduce a plan from its address, and pass an accessibility check (axe-core) with
 * no serious or critical violation. Screenshots at desktop and phone width land in
 * test-results/playground/ for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalog } from '../../src/catalog/load.ts';
import { PATHS } from '../../src/surfaces.ts';

const base = inject('baseUrl');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OUT = 'test-results/playground';
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const slugs = catalog.sounds.routes.map((r) => r.sound_slug);
let browser: Browser;

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
});
afterAll(async () => browser?.close());

/** `forAxe`: lets the test inject axe-core, which the pages' content security policy (rightly) refuses; the other tests run under the policy. */
async function open(width: number, path: string = PATHS.playground, forAxe = false): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'], bypassCSP: forAxe });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  return { page, errors };
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(async () => (globalThis as unknown as { axe: { run: (o: unknown) => Promise<{ violations: Array<{ id: string; impact: string; nodes: unknown[] }> }> } }).axe.run({ resultTypes: ['violations'] }));
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}, ${v.nodes.length} nodes)`);
}

describe('playground in Chromium', () => {
  it('with fields: draws the route, the timeline, the risk box first, and copies a caption', async () => {
    const { page, errors } = await open(1280);
    await page.getByLabel('What is the clip about?').fill('kitchen renovation before and after');
    await page.getByLabel('Length (seconds)').fill('30');
    await page.getByLabel('Reveal at (seconds, optional)').fill('12');
    await page.getByLabel('Paid ad or boosted').check();
    await page.getByRole('button', { name: 'Plan this clip' }).first().click();
    await page.waitForSelector('#result:not([hidden])', { timeout: 20_000 });

    // The route, named and linked.
    const route = (await page.locator('#sound .pill').first().textContent())!.trim();
    expect(slugs).toContain(route);
    // The timeline: one focusable shot per planned shot, the hook and the reveal marked.
    const shots = await page.locator('#timeline svg g[tabindex="0"]').count();
    expect(shots).toBeGreaterThan(2);
    await expect(page.locator('#timeline svg').textContent()).resolves.toMatch(/hook 12 s[\s\S]*reveal 12 s/);
    // Focusing a shot shows its details.
    await page.locator('#timeline svg g[tabindex="0"]').nth(2).focus();
    await expect(page.locator('#shot-detail').textContent()).resolves.toMatch(/^Shot 3/);
    // The risk box says high for a paid ad and comes before every copy button.
    await expect(page.locator('#risk h3').textContent()).resolves.toMatch(/Risk: high/);
    const riskBeforeCopy = await page.evaluate(() => {
      const risk = document.getElementById('risk')!;
      const firstCopy = document.querySelector('button.copy')!;
      return Boolean(risk.compareDocumentPosition(firstCopy) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(riskBeforeCopy).toBe(true);
    // Copy the first caption and read it back from the clipboard.
    const caption = page.locator('#captions .copyable').first();
    await caption.getByRole('button', { name: 'Copy' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await caption.locator('pre').textContent());
    expect(copied).toMatch(/#ad/);
    // Where it may be posted (a verdict per platform and use) and every length from the same pick.
    expect(await page.locator('#use-matrix tbody tr').count()).toBe(5);
    await expect(page.locator('#use-matrix').textContent()).resolves.toMatch(/Needs the licence/);
    expect(await page.locator('#cutdowns tbody tr').count()).toBeGreaterThan(0);
    await expect(page.locator('#cutdowns').textContent()).resolves.toMatch(/lands on the reveal|does not land/);
    // The address now reproduces the request.
    expect(page.url()).toMatch(/topic=kitchen\+renovation[^&]*&duration_s=30&platform=shortvideo&payoff_at_ms=12000&paid_ad=true/);
    await page.screenshot({ path: `${OUT}/fields-desktop.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('with a sentence (on a phone): shows what was understood and turns a question into a refilled form', async () => {
    const { page, errors } = await open(375);
    await page.getByRole('tab', { name: 'Say it in a sentence' }).click();
    await page.getByLabel(/Your clip in one sentence/).fill('no music at all but pick a sound for my 20s vlog');
    await page.getByRole('button', { name: 'Plan this clip' }).last().click();
    await page.waitForSelector('#result:not([hidden])', { timeout: 20_000 });
    await expect(page.locator('#understood').textContent()).resolves.toMatch(/duration_s\s*20/);
    const overflows = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflows).toBe(false);
    await page.screenshot({ path: `${OUT}/sentence-phone.png`, fullPage: true });
    // A question refills the fields with what was understood.
    await page.locator('#questions button.question').first().click();
    await expect(page.getByLabel('Length (seconds)').inputValue()).resolves.toBe('20');
    await expect(page.locator('#panel-fields').isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a shared address reproduces the plan, and the page has no serious accessibility violation', async () => {
    const { page, errors } = await open(1280, `${PATHS.playground}?topic=street%20corn%20elote%20recipe&duration_s=30&platform=shortvideo`, true);
    await page.waitForSelector('#result:not([hidden])', { timeout: 20_000 });
    await expect(page.getByLabel('What is the clip about?').inputValue()).resolves.toBe('street corn elote recipe');
    expect(slugs).toContain((await page.locator('#sound .pill').first().textContent())!.trim());
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the routing matrix lists 40+ kinds with their routes, has no serious accessibility violation, and each row opens in the playground', async () => {
    const { page, errors } = await open(1280, PATHS.routingMatrix, true);
    const rows = await page.locator('tbody tr').count();
    expect(rows).toBeGreaterThanOrEqual(40);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${OUT}/routing-matrix.png`, fullPage: false });
    const first = page.locator('tbody tr').first();
    const route = (await first.locator('code').textContent())!.trim();
    await first.getByRole('link', { name: /Open/ }).click();
    await page.waitForSelector('#result:not([hidden])', { timeout: 20_000 });
    // The playground plans the same request, so it lands on the same route (recommend and clip-pack route alike).
    expect((await page.locator('#sound .pill').first().textContent())!.trim()).toBe(route);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
