/**
 * The claim page's client (/api-connect/): reads the session id from the address, claims the key
 * once, shows it with a copy button, then checks plan and usage at /api/v1/me. Every status gets a
 * human message. Bundled by Astro (no inline script, for the content security policy).
 */
import { PATHS } from '../surfaces.ts';

const $ = <T extends HTMLElement = HTMLElement>(id: string): T => document.getElementById(id) as T;
const form = $<HTMLFormElement>('claim-form');
const contactEmail = form.dataset.contact ?? '';
const claimPath = PATHS.claimKey;
const mePath = PATHS.me;
const statusEl = $('status');
const retry = $('retry-button');
const sessionId = new URLSearchParams(location.search).get('session_id');
if (sessionId) $<HTMLInputElement>('session-id').value = sessionId;

const MESSAGES: Record<number, string> = {
  400: 'Please enter the e-mail you used at checkout, and open this page from the link after payment (it carries the session id).',
  403: 'This does not match a paid checkout: check that the e-mail is the one you used at checkout. If the payment is still pending, wait for the confirmation e-mail.',
  404: 'Payment not confirmed yet. This can take a few seconds after checkout: retry in a moment.',
  409: 'The key for this checkout was already claimed, and it is shown only once. If you did not save it, contact ' + contactEmail + '.',
  429: 'Too many attempts. Wait a minute and try again.',
  502: 'The payment provider could not be reached. Retry in a moment.',
  503: 'Key claims are not available on this server right now. Retry later, or contact ' + contactEmail + '.',
};

function say(text: string, isError: boolean): void {
  statusEl.textContent = text;
  statusEl.className = isError ? 'error' : '';
}

async function claim(): Promise<void> {
  retry.hidden = true;
  const body = { checkout_session_id: $<HTMLInputElement>('session-id').value.trim(), email: $<HTMLInputElement>('email').value.trim() };
  if (!body.checkout_session_id || !body.email) return say(MESSAGES[400] ?? '', true);
  $<HTMLButtonElement>('claim-button').disabled = true;
  say('Claiming your key…', false);
  try {
    const res = await fetch(claimPath, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) });
    if (res.status === 200) return showKey(await res.json());
    say(MESSAGES[res.status] || 'Something went wrong (' + res.status + '). Retry in a moment.', true);
    if (res.status === 404 || res.status === 502 || res.status === 503) retry.hidden = false;
  } catch {
    say('Could not reach the server. Check your connection and retry.', true);
    retry.hidden = false;
  } finally {
    $<HTMLButtonElement>('claim-button').disabled = false;
  }
}

async function showKey(pack: { api_client: { api_key: string } }): Promise<void> {
  const key = pack.api_client.api_key;
  form.hidden = true;
  say('Your key is ready.', false);
  $('api-key').textContent = key;
  $('key-section').hidden = false;
  $('copy-button').focus();
  $('copy-button').onclick = async () => {
    try {
      await navigator.clipboard.writeText(key);
      $('copy-status').textContent = 'Copied.';
    } catch {
      const range = document.createRange();
      range.selectNodeContents($('api-key'));
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
      $('copy-status').textContent = 'Selected: press Ctrl+C (or Cmd+C) to copy.';
    }
  };
  try {
    const me = await fetch(mePath, { headers: { Authorization: 'Bearer ' + key, Accept: 'application/json' } });
    if (!me.ok) throw new Error(String(me.status));
    const info = await me.json();
    $('plan-line').textContent = info.plan_name + ' plan: ' + info.usage.remaining.toLocaleString('en-US') + ' of ' + info.usage.included.toLocaleString('en-US') + ' calls left this month (resets ' + info.usage.period_end.slice(0, 10) + ').';
  } catch {
    $('plan-line').textContent = 'Your key works, but the plan could not be checked just now. Call GET ' + mePath + ' with it.';
  }
}

form.addEventListener('submit', (e) => {
  e.preventDefault();
  claim();
});
retry.addEventListener('click', claim);
