/** llms.txt: a plain-text map of the service for language models, derived from data and operations. */
import type { Catalog } from '../catalog/load.ts';
import { pricedPlans } from '../accounts/pricing.ts';
import { accountEndpoints, restOperations, toolOperations } from '../operations.ts';
import { examples } from './examples.ts';
import { PUBLIC_SCHEMAS } from './public-schemas.ts';
import { PATHS as P, examplePath, soundPath } from '../surfaces.ts';

/** `env` supplies the checkout links (CHECKOUT_URL_*), read at build time; none is committed. */
export function llmsTxt(c: Catalog, env: Record<string, string | undefined> = {}): string {
  const lines = [
    `# ${c.service.name}`,
    '',
    `> ${c.service.description}`,
    '',
    `Boundaries: no audio bytes, no automatic posting, no rights granted (no ad or campaign licensing, client delivery, model training or style transfer), no view guarantee. Deterministic: the same input gives the same answer.${c.service.demonstration ? ' This deployment serves a DEMONSTRATION catalog of invented sounds.' : ''}`,
    '',
    '## Choose an endpoint',
    '',
    ...restOperations.map((op) => `- [${op.rest.method} ${op.rest.path}](${P.developers}#${op.id}): ${op.summary}${op.tool ? ` (MCP tool: ${op.tool.name})` : ''}`),
    `- [POST ${P.mcp}](${P.developers}#mcp): hosted MCP server (Streamable HTTP). Tools: ` + toolOperations.map((op) => op.tool.name).join(', ') + '.',
    '',
    '## API keys and pricing',
    '',
    `- [Pricing](${P.pricing}): public calls need no key. Keys: evaluate, pay, claim, verify. Send a key as \`Authorization: Bearer <API_KEY>\`; keyed calls count per UTC calendar month.`,
    ...pricedPlans(env).map(
      (p) =>
        `- [${p.name}](${p.purchase !== 'quote' && p.checkout_url ? p.checkout_url : P.pricing}): ${p.monthly_calls === null ? 'custom volume above 50,000 calls per month' : `${p.monthly_calls.toLocaleString('en-US')} calls per month`}, ${p.price_usd_month === null ? 'by quote' : p.price_usd_month === 0 ? 'free' : `${p.price_usd_month} USD per month`}; ${p.purchase === 'quote' ? `contact sales: ${c.service.sales_email}` : p.checkout_url ? 'the link opens the checkout' : 'checkout not configured on this deployment'}`,
    ),
    // The account endpoints a client calls (the webhook is Stripe's to call), from their declarations.
    ...accountEndpoints
      .filter((ep) => ep.rest.path !== P.billingWebhook)
      .map((ep) => `- [${ep.rest.method} ${ep.rest.path}](${ep.rest.path === P.claimKey ? P.apiConnect : `${P.developers}#keys`}): ${ep.summary}; ${ep.success.charAt(0).toLowerCase()}${ep.success.slice(1)}`),
    `- [Quota](${P.developers}#keys): used up, a 429 problem with \`reset_at\` and Retry-After.`,
    '',
    '## Static data',
    '',
    `- [GET ${P.sounds}](${P.sounds}): every sound route`,
    `- [GET ${P.sound}](${soundPath(c.sounds.default_route)}): one sound profile`,
    `- [GET ${P.proof}](${P.proof}): proof examples (evidence of fit, not a promise)`,
    `- [GET ${P.momentum}](${P.momentum}): sound-health snapshot (also ${P.momentumV1})`,
    `- [GET ${P.health}](${P.health}): health check`,
    `- [GET ${P.openapi}](${P.openapi}): OpenAPI 3.1 contract`,
    ...PUBLIC_SCHEMAS.map((s) => `- [${s.path}](${s.path}): JSON Schema, ${s.title}`),
    '',
    '## Sound routes',
    '',
    ...c.sounds.routes.map(
      (r) => `- [${r.sound_slug}](${soundPath(r.sound_slug)}): ${r.name} (${r.sound_behavior.role}, ${r.sound_behavior.energy_shape}, ${r.sound_behavior.density} density${r.sound_behavior.voiceover_safe ? ', voiceover-safe' : ''}${r.sound_slug === c.sounds.default_route ? ', default route' : ''}) for ${r.fit.topics.slice(0, 4).join(', ')}`,
    ),
    '',
    '## Client examples',
    '',
    ...examples(c).map((e) => `- [${e.title}](${examplePath(e.file)})`),
    '',
    '## Docs',
    '',
    `- [Sound brief spec](${P.soundBrief})`,
    `- [Sound behavior profiles](${P.soundBehaviorProfiles})`,
    `- [Video template packs](${P.videoTemplatePacks})`,
    `- [Publishing risk check](${P.publishingRiskCheck})`,
    `- [Developers](${P.developers})`,
    `- [Pricing](${P.pricing})`,
    `- [Claim an API key](${P.apiConnect})`,
    '',
    '## Client guidance',
    '',
    `- [Show the risk reminder](${P.publishingRiskCheck}): show \`risk_reminder\` (or \`clip_pack.risk_assessment.rationale\`) to the end user before publishing.`,
    `- [Proof and momentum](${P.proof}): do not invent proof examples; do not claim a sound is cleared for paid ads; treat momentum as a snapshot, not a trend prediction.`,
    `- [Licensing routes](${P.publishingRiskCheck}): paid ads, brand or client work, off-platform reuse and downloads need the Verified Campaign License or a Custom Sound System.`,
    '',
  ];
  return lines.join('\n');
}
