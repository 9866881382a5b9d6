/**
 * llms.txt: a Markdown map of the service for language models (https://llmstxt.org: a title, a
 * summary, and sections that are lists of links), derived from the data and the declarations.
 */
import type { Catalog } from '../catalog/load.ts';
import { pricedPlans } from '../accounts/pricing.ts';
import { DATA_FILES, DERIVED_DATA_FILES } from '../catalog/data-files.ts';
import { MCP_PROMPTS, MCP_RESOURCES, accountEndpoints, getEndpoints, mcpEndpoint, resourceUri, restOperations, toolOperations } from '../operations.ts';
import { examples } from './examples.ts';
import { PUBLIC_SCHEMAS } from './public-schemas.ts';
import { PATHS as P, dataPath, examplePath, soundPath } from '../surfaces.ts';

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
    `- [POST ${mcpEndpoint.rest.path}](${P.developers}#mcp): ${mcpEndpoint.summary}. Tools: ${toolOperations.map((op) => op.tool.name).join(', ')}. Resources: ${Object.values(MCP_RESOURCES).map((r) => resourceUri(c, r)).join(', ')}. Prompts: ${Object.values(MCP_PROMPTS).map((p) => p.name).join(', ')}.`,
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
    '## Data and documents',
    '',
    // Every GET endpoint (a `{slug}` path links the default route's profile), then the schema and data files.
    ...getEndpoints.map((e) => `- [GET ${e.path}](${e.path.includes('{slug}') ? soundPath(c.sounds.default_route) : e.path}): ${e.summary}. ${e.description}`),
    ...PUBLIC_SCHEMAS.map((s) => `- [${s.path}](${s.path}): JSON Schema, ${s.title}`),
    ...[...Object.values(DATA_FILES), ...Object.values(DERIVED_DATA_FILES)].map((f) => `- [${dataPath(f.file)}](${dataPath(f.file)}): ${f.title}`),
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
