/**
 * The playground in headless Chromium on the locally served site, used as a creator would: once
 * with fields, once with a sentence, at desktop (1280 px) and phone (375 px) width. It must draw
 * the route, the timeline to scale (shots whose details show on focus and on hover), the risk box
 * before any copy button, copy a caption to the clipboard, show the alternatives when asked,
 * refill the form from a concierge question, give a curl body and an MCP call that reproduce the
 * plan, reproduce a plan from its address, and pass an accessibility check (axe-core) with no
 * serious or critical violation. Screenshots land in test-results/playground/ (gitignored) for a
 * person to look at.
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
  const result = await page.evaluate(async () => (globalThis as unknown as { axe: { run: (o: unknown) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: unknown }> }> }> } }).axe.run({ resultTypes: ['violations'] }));
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}): ${JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target))}`);
}

const route = async (page: Page): Promise<string> => (await page.locator('#sound .pill.route').textContent())!.trim();

/** The risk box comes before every copy button in the document. */
const riskBeforeEveryCopy = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const risk = document.getElementById('risk')!;
    const copies = [...document.querySelectorAll('button.copy')];
    return copies.length > 0 && copies.every((c) => Boolean(risk.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_FOLLOWING));
  });

/** Clicks the Copy button of the first caption and returns [what the clipboard holds, what the page shows]. */
async function copyFirstCaption(page: Page): Promise<[string, string]> {
  const caption = page.locator('#captions .copyable').first();
  await caption.getByRole('button', { name: 'Copy' }).click();
  await expect.poll(() => caption.getByRole('button').textContent()).toBe('Copied');
  return [await page.evaluate(() => navigator.clipboard.readText()), (await caption.locator('pre').textContent())!];
}

const noSideways = (page: Page): Promise<boolean> => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true });
}

describe('playground in Chromium', () => {
  it('with fields (desktop): the route, the timeline to scale, the risk box first, a copied caption, the alternatives, and a curl and MCP call that reproduce it', async () => {
    const { page, errors } = await open(1280);
    await page.getByLabel('What is the clip about?').fill('kitchen renovation before and after');
    await page.getByLabel('Length (seconds)').fill('30');
    await page.getByLabel('Reveal at (seconds, optional)').fill('12');
    await page.getByLabel('Paid ad or boosted').check();
    await page.getByRole('button', { name: 'Plan this clip' }).first().click();
    await page.waitForSelector('#result:not([hidden])', { timeout: 20_000 });
    await expect(page.locator('#status').textContent()).resolves.toMatch(/^Planned: .+ risk high/);

    // The route, named, from the catalog, with its link.
    const slug = await route(page);
    expect(slugs).toContain(slug);
    const soundUrl = catalog.sounds.routes.find((r) => r.sound_slug === slug)!.shortvideo_sound_url;
    if (soundUrl) expect(await page.locator('#sound a', { hasText: 'Open the sound on the short-video platform' }).getAttribute('href')).toBe(soundUrl);

    // The timeline: one focusable block per planned shot, drawn to scale, with the hook and the reveal marked.
    const shots = page.locator('#timeline svg g.shot');
    const count = await shots.count();
    expect(count).toBeGreaterThan(2);
    const svgText = (await page.locator('#timeline svg').textContent())!;
    expect(svgText).toMatch(/hook 12 s/);
    expect(svgText).toMatch(/reveal 12 s/);
    expect(svgText).toMatch(/from 0\.\d+ s into the track|from 0 s into the track/);
    // To scale: the block of the shot that starts at the reveal sits at 12/30 of the strip.
    const geometry = await page.evaluate(() => {
      const rects = [...document.querySelectorAll('#timeline g.shot rect')].map((r) => r.getBoundingClientRect());
      const first = rects[0]!;
      const last = rects[rects.length - 1]!;
      const label = [...document.querySelectorAll('#timeline g.shot')].map((g) => g.getAttribute('aria-label') ?? '');
      const atReveal = label.findIndex((l) => / 12 s to /.test(l));
      return { left: first.left, width: last.right - first.left, revealLeft: atReveal >= 0 ? rects[atReveal]!.left : -1 };
    });
    expect(geometry.revealLeft).toBeGreaterThan(0);
    expect((geometry.revealLeft - geometry.left) / geometry.width).toBeCloseTo(12 / 30, 1);
    // Beats and downbeats, cut points and the caption-safe window are drawn.
    expect(await page.locator('#timeline svg line[stroke-dasharray]').count()).toBeGreaterThan(2);
    expect(await page.locator('#timeline svg rect[fill="#7fd0a0"]').count()).toBeGreaterThan(0);

    // Keyboard: the strip is one tab stop (after the link to the profile, before the next control); the arrow keys move along it and show each shot's details; hovering does too.
    expect(await page.locator('#timeline [tabindex="0"]').count()).toBe(1);
    await page.locator('#alts-toggle').focus();
    let tabs = 0;
    while (!(await page.evaluate(() => document.activeElement?.closest('#timeline') !== null)) && tabs++ < 80) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-shot'))).toBe('1');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('#shot-detail').textContent()).resolves.toMatch(/^Shot 3 of /);
    await page.keyboard.press('End');
    await expect(page.locator('#shot-detail').textContent()).resolves.toMatch(new RegExp(`^Shot ${count} of `));
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#timeline'))).toBeNull();
    await shots.nth(1).hover();
    await expect(page.locator('#shot-detail').textContent()).resolves.toMatch(/^Shot 2 of /);

    // The risk box says high for a paid ad and comes before every copy button.
    await expect(page.locator('#risk h3').textContent()).resolves.toMatch(/Risk: high/);
    await expect(page.locator('#risk').textContent()).resolves.toMatch(/Not allowed/);
    expect(await riskBeforeEveryCopy(page)).toBe(true);

    // Copy the first caption and read it back from the clipboard.
    const [copied, shown] = await copyFirstCaption(page);
    expect(copied).toBe(shown);
    expect(copied).toMatch(/^#ad /);
    expect(copied.match(/#ad\b/g)).toHaveLength(1);

    // Where it may be posted and every length from the same pick.
    expect(await page.locator('#use-matrix tbody tr').count()).toBe(5);
    await expect(page.locator('#use-matrix').textContent()).resolves.toMatch(/Needs the licence/);
    await expect(page.locator('#cutdowns').textContent()).resolves.toMatch(/lands on the reveal|does not land/);

    // The alternatives, when asked, each with its trade-off.
    const toggle = page.locator('#alts-toggle');
    expect(await toggle.textContent()).toMatch(/Show the alternatives/);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.waitForSelector('#alts ol.alts li');
    await expect(page.locator('#alts').textContent()).resolves.toMatch(/Trade-off:/);

    // The address reproduces the request; the curl body and the MCP call give the same route.
    expect(page.url()).toMatch(/topic=kitchen\+renovation[^&]*&duration_s=30&platform=shortvideo&payoff_at_ms=12000&paid_ad=true/);
    const curl = (await page.locator('#curl pre').textContent())!;
    expect(curl).toContain(`${base}${PATHS.clipPack}`);
    const body = JSON.parse(curl.slice(curl.indexOf("-d '") + 4, curl.lastIndexOf("'")));
    expect(body.clip).toMatchObject({ topic: 'kitchen renovation before and after', duration_s: 30, payoff_at_ms: 12_000, paid_ad: true });
    const viaRest = await (await fetch(`${base}${PATHS.clipPack}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).json();
    expect(viaRest.route).toBe(slug);
    const call = JSON.parse((await page.locator('#mcp pre').textContent())!);
    expect(call).toMatchObject({ method: 'tools/call', params: { name: 'generate_clip_pack', arguments: body } });
    const viaMcp = await (await fetch(`${base}${PATHS.mcp}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' }, body: JSON.stringify(call) })).json();
    expect(JSON.parse(viaMcp.result.content[0].text).route).toBe(slug);

    await shoot(page, 'fields-desktop');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('with fields (phone): fits 375 px, the timeline is drawn and readable, no serious accessibility violation', async () => {
    const { page, errors } = await open(375, PATHS.playground, true);
    await page.getByLabel('What is the clip about?').fill('AI-generated fashion outfit try-on');
    await page.getByLabel('AI-generated footage').check();
    await page.getByLabel('Where it is posted').selectOption('reels');
    await page.getByRole('button', { name: 'Plan this clip' }).first().click();
    await page.waitForSelector('#result:not([hidden])', { timeout: 20_000 });
    expect(slugs).toContain(await route(page));
    expect(await noSideways(page)).toBe(true);
    // The timeline is drawn in CSS pixels inside the page width, its text no smaller than 10 px.
    const svg = await page.evaluate(() => {
      const el = document.querySelector('#timeline svg')!;
      const sizes = [...el.querySelectorAll('text')].map((t) => Number(t.getAttribute('font-size')));
      return { width: el.getBoundingClientRect().width, smallest: Math.min(...sizes) };
    });
    expect(svg.width).toBeLessThanOrEqual(375);
    expect(svg.smallest).toBeGreaterThanOrEqual(10);
    // The platform actions are the chosen platform's; the AI disclosure is in the risk box.
    await expect(page.locator('#actions h3').textContent()).resolves.toMatch(/Reels/);
    await expect(page.locator('#risk').textContent()).resolves.toMatch(/AI/);
    expect(await riskBeforeEveryCopy(page)).toBe(true);
    await shoot(page, 'fields-phone');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('with a sentence (phone): the route, the timeline, the risk box, what was understood and from where, a copied caption, and a question that refills the form', async () => {
    const { page, errors } = await open(375);
    await page.getByRole('tab', { name: 'Say it in a sentence' }).click();
    await page.getByLabel(/Your clip in one sentence/).fill('no music at all but pick a sound for my 20s vlog');
    await page.getByRole('button', { name: 'Plan this clip' }).last().click();
    await page.waitForSelector('#result:not([hidden])', { timeout: 20_000 });
    expect(slugs).toContain(await route(page));
    expect(await page.locator('#timeline svg g.shot').count()).toBeGreaterThan(1);
    await expect(page.locator('#risk h3').textContent()).resolves.toMatch(/Risk: (low|medium|high)/);
    expect(await riskBeforeEveryCopy(page)).toBe(true);
    // What was understood, with where each value came from.
    const length = page.locator('#understood tr', { hasText: 'duration_s' });
    await expect(length.locator('td').first().textContent()).resolves.toBe('20 s');
    await expect(length.locator('td').last().textContent()).resolves.toBe('your sentence');
    await expect(page.locator('#understood tr', { hasText: 'aigc' }).locator('td').last().textContent()).resolves.toBe('a default');
    await expect(page.locator('#contradictions').textContent()).resolves.toMatch(/Said both ways/);
    const [copied, shown] = await copyFirstCaption(page);
    expect(copied).toBe(shown);
    expect(copied.length).toBeGreaterThan(5);
    // A sentence's MCP twin is the planning prompt with the sentence itself.
    await expect(page.locator('#mcp pre').textContent()).resolves.toMatch(/"prompts\/get"[\s\S]*no music at all/);
    expect(page.url()).toContain('message=no+music+at+all');
    expect(await noSideways(page)).toBe(true);
    await shoot(page, 'sentence-phone');
    // A question refills the fields with what was understood and focuses where the answer goes.
    await page.getByRole('button', { name: /Will anyone speak over the clip/ }).click();
    await expect(page.getByLabel('Length (seconds)').inputValue()).resolves.toBe('20');
    await expect(page.getByLabel('What is the clip about?').inputValue()).resolves.toBe('vlog');
    await expect(page.locator('#panel-fields').isVisible()).resolves.toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('f-voiceover');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a shared address reproduces the plan (fields and sentence), and the page has no serious accessibility violation at desktop width', async () => {
    const { page, errors } = await open(1280, `${PATHS.playground}?topic=street%20corn%20elote%20recipe&duration_s=30&platform=shortvideo&voiceover=true`, true);
    await page.waitForSelector('#result:not([hidden])', { timeout: 20_000 });
    await expect(page.getByLabel('What is the clip about?').inputValue()).resolves.toBe('street corn elote recipe');
    await expect(page.getByLabel('Someone speaks over it').isChecked()).resolves.toBe(true);
    const fromFields = await route(page);
    const direct = await (await fetch(`${base}${PATHS.clipPack}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ clip: { topic: 'street corn elote recipe', duration_s: 30, platform: 'shortvideo', voiceover: true } }) })).json();
    expect(fromFields).toBe(direct.route);
    await page.getByRole('button', { name: /Show the alternatives/ }).click();
    await page.waitForSelector('#alts ol.alts li');
    await page.locator('details.shots summary').click();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${base}${PATHS.playground}?message=${encodeURIComponent('15s AI-gen fashion outfit, reveal at 6s, no voiceover')}`);
    await page.waitForSelector('#result:not([hidden])', { timeout: 20_000 });
    await expect(page.getByLabel(/Your clip in one sentence/).inputValue()).resolves.toBe('15s AI-gen fashion outfit, reveal at 6s, no voiceover');
    await expect(page.locator('#understood').textContent()).resolves.toMatch(/6 s/);
    await shoot(page, 'sentence-desktop');
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
    const expected = (await first.locator('code').textContent())!.trim();
    await first.getByRole('link', { name: /Open/ }).click();
    await page.waitForSelector('#result:not([hidden])', { timeout: 20_000 });
    // The playground plans the same request, so it lands on the same route (recommend and clip-pack route alike).
    expect(await route(page)).toBe(expected);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
