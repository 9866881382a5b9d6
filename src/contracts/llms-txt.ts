/** llms.txt: a plain-text map of the service for language models, derived from data and operations. */
import type { Catalog } from '../catalog/load.ts';
import { restOperations, toolOperations } from '../operations.ts';
import { examples } from './examples.ts';
import { PUBLIC_SCHEMAS } from './public-schemas.ts';

export function llmsTxt(c: Catalog): string {
  const lines = [
    `# ${c.service.name}`,
    '',
    `> ${c.service.description}`,
    '',
    `Boundaries: no audio bytes, no automatic posting, no rights granted (no ad or campaign licensing, client delivery, model training or style transfer), no view guarantee. Deterministic: the same input gives the same answer.${c.service.demonstration ? ' This deployment serves a DEMONSTRATION catalog of invented sounds.' : ''}`,
    '',
    '## Choose an endpoint',
    '',
    ...restOperations.map((op) => `- [${op.rest.method} ${op.rest.path}](/developers/#${op.id}): ${op.summary}${op.tool ? ` (MCP tool: ${op.tool.name})` : ''}`),
    '- [POST /mcp](/developers/#mcp): hosted MCP server (Streamable HTTP). Tools: ' + toolOperations.map((op) => op.tool.name).join(', ') + '.',
    '',
    '## Static data',
    '',
    '- [GET /api/sounds](/api/sounds): every sound route',
    '- [GET /api/sounds/{slug}](/api/sounds/' + c.sounds.default_route + '): one sound profile',
    '- [GET /api/proof](/api/proof): proof examples (evidence of fit, not a promise)',
    '- [GET /api/momentum](/api/momentum): sound-health snapshot (also /api/v1/momentum)',
    '- [GET /api/health](/api/health): health check',
    '- [GET /api/openapi.json](/api/openapi.json): OpenAPI 3.1 contract',
    ...PUBLIC_SCHEMAS.map((s) => `- [${s.path}](${s.path}): JSON Schema, ${s.title}`),
    '',
    '## Sound routes',
    '',
    ...c.sounds.routes.map(
      (r) => `- [${r.sound_slug}](/api/sounds/${r.sound_slug}): ${r.name} (${r.sound_behavior.role}, ${r.sound_behavior.energy_shape}, ${r.sound_behavior.density} density${r.sound_behavior.voiceover_safe ? ', voiceover-safe' : ''}${r.sound_slug === c.sounds.default_route ? ', default route' : ''}) for ${r.fit.topics.slice(0, 4).join(', ')}`,
    ),
    '',
    '## Client examples',
    '',
    ...examples(c).map((e) => `- [${e.title}](/examples/${e.file})`),
    '',
    '## Docs',
    '',
    '- [Sound brief spec](/sound-brief/)',
    '- [Sound behavior profiles](/sound-behavior-profiles/)',
    '- [Video template packs](/video-template-packs/)',
    '- [Publishing risk check](/publishing-risk-check/)',
    '- [Developers](/developers/)',
    '',
    '## Client guidance',
    '',
    '- [Show the risk reminder](/publishing-risk-check/): show `risk_reminder` (or `clip_pack.risk_assessment.rationale`) to the end user before publishing.',
    '- [Proof and momentum](/api/proof): do not invent proof examples; do not claim a sound is cleared for paid ads; treat momentum as a snapshot, not a trend prediction.',
    '- [Licensing routes](/publishing-risk-check/): paid ads, brand or client work, off-platform reuse and downloads need the Verified Campaign License or a Custom Sound System.',
    '',
  ];
  return lines.join('\n');
}
