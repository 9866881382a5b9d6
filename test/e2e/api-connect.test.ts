/**
 * The buy -> claim -> verify flow on the locally served site in headless Chromium, against the
 * local Stripe stand-in: hosted checkout, the signed webhook, the claim page on a phone-sized
 * screen driven by keyboard, the key shown once with plan and remaining calls, and the human
 * messages for a 409 (already claimed) and a 404 (payment not confirmed yet, with a retry button).
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const base = inject('baseUrl');
const stripeUrl = inject('stripeUrl');
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

describe.skipIf(!stripeUrl)('/api-connect/ in Chromium', () => {
  it('checkout, claim by keyboard on a phone screen, key shown once with plan and remaining calls; a second claim is 409', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${stripeUrl}/checkout/price_local_indie`);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/api-connect\/\?session_id=cs_test_/);
    const url = page.url();
    await expect(page.locator('#session-id').inputValue()).resolves.toMatch(/^cs_test_/);

    await page.locator('#email').focus();
    await page.keyboard.type('Buyer@Example.com');
    await page.keyboard.press('Enter');
    await page.locator('#key-section').waitFor({ state: 'visible' });
    const key = (await page.locator('#api-key').textContent())!;
    expect(key).toMatch(/^sndl_[0-9A-Za-z]{38}$/);
    await expect(page.getByText('This key will not be shown again').isVisible()).resolves.toBe(true);
    await page.locator('#plan-line').filter({ hasText: 'calls left' }).waitFor();
    await expect(page.locator('#plan-line').textContent()).resolves.toMatch(/Indie plan: 5,000 of 5,000 calls left this month/);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('copy-button');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'test-results/pages/api-connect-claimed.png', fullPage: true });

    // The key works against the served site, and its answer is never cached.
    const me = await fetch(`${base}/api/v1/me`, { headers: { Authorization: `Bearer ${key}` } });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(await me.json()).toMatchObject({ plan: 'indie', usage: { included: 5000 } });

    await page.goto(url);
    await page.locator('#email').fill('buyer@example.com');
    await page.getByRole('button', { name: 'Claim my key' }).click();
    await page.locator('#status').filter({ hasText: 'already claimed' }).waitFor();
    await expect(page.locator('#key-section').isHidden()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('an unknown session says payment not confirmed yet, with a retry button', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${base}/api-connect/?session_id=cs_test_not_there_yet`);
    await page.locator('#email').fill('buyer@example.com');
    await page.getByRole('button', { name: 'Claim my key' }).click();
    await page.locator('#status').filter({ hasText: 'Payment not confirmed yet' }).waitFor();
    await expect(page.locator('#retry-button').isVisible()).resolves.toBe(true);
    await page.screenshot({ path: 'test-results/pages/api-connect-404.png', fullPage: false });
    await page.close();
  });

  it('the pricing page lists the plans with configured checkout links and Scale by quote', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/pricing/`);
    await expect(page.locator('[data-plan="indie"] a').getAttribute('href')).resolves.toBe(`${stripeUrl}/checkout/price_local_indie`);
    await expect(page.locator('[data-plan="scale"]').textContent()).resolves.toMatch(/Contact sales: sales@/);
    await page.close();
  });
});

describe.skipIf(!stripeUrl)('keys on the served site (functions, local Blobs, Stripe stand-in)', () => {
  const json = { 'Content-Type': 'application/json' };
  it('claim once, a keyed call is metered, rotate kills the old key, an unsigned webhook is 400', async () => {
    const claim = () => fetch(`${base}/api/billing/claim-key`, { method: 'POST', headers: json, body: JSON.stringify({ checkout_session_id: 'cs_test_local_studio', email: 'buyer@example.com' }) });
    const first = await claim();
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const key = ((await first.json()) as { api_client: { api_key: string } }).api_client.api_key;
    const again = await claim();
    expect(again.status).toBe(409);
    expect(await again.text()).not.toContain('sndl_');

    const call = await fetch(`${base}/api/recommend`, { method: 'POST', headers: { ...json, Authorization: `Bearer ${key}` }, body: JSON.stringify({ description: 'morning routine and oatmeal cooking', duration_seconds: 22 }) });
    expect(call.status).toBe(200);
    expect(call.headers.get('ratelimit-remaining')).toBe('49999');
    const me = (await (await fetch(`${base}/api/v1/me`, { headers: { Authorization: `Bearer ${key}` } })).json()) as { plan: string; usage: { used: number } };
    expect([me.plan, me.usage.used]).toEqual(['studio', 1]);

    const rotated = await fetch(`${base}/api/v1/keys/rotate`, { method: 'POST', headers: { Authorization: `Bearer ${key}` } });
    expect(rotated.status).toBe(200);
    const old = await fetch(`${base}/api/v1/me`, { headers: { Authorization: `Bearer ${key}` } });
    expect(old.status).toBe(401);
    expect(old.headers.get('www-authenticate')).toMatch(/^Bearer/);

    const hook = await fetch(`${base}/api/billing/webhook`, { method: 'POST', headers: json, body: JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed', data: { object: { id: 'cs_test_local_free' } } }) });
    expect(hook.status).toBe(400);
  });
});
