/**
 * Client examples served under /examples/ (curl, Node.js, Python, n8n, Make and Zapier, ComfyUI),
 * generated from the operations' own request examples so they never drift from the contract.
 * The runnable ones read the base URL from an environment variable named after the service.
 */
import type { Catalog } from '../catalog/load.ts';
import { restOperation } from '../operations.ts';
import { PATHS } from '../surfaces.ts';

export interface ExampleFile {
  file: string;
  title: string;
  contentType: string;
  body: string;
}

const example = (path: string): unknown => ((restOperation(path).input.meta()?.examples as unknown[] | undefined) ?? [{}])[0];

export function examples(c: Catalog): ExampleFile[] {
  const env = `${c.service.name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_URL`;
  const base = c.service.base_url;
  const clipPackBody = { mode: 'clip_to_sound', clip: { topic: 'fashion outfit', duration_s: 30, platform: 'shortvideo', aigc: true, voiceover: false } };
  const conciergeBody = { message: '30s AI-gen fashion outfit, no voiceover' };
  return [
    {
      file: 'curl.sh',
      title: 'curl',
      contentType: 'text/plain; charset=utf-8',
      body: `#!/usr/bin/env bash
# ${c.service.name} from the shell. ${env} overrides the base URL (e.g. http://localhost:8888).
set -euo pipefail
BASE="\${${env}:-${base}}"

# One catalog sound for a clip.
curl -sS --fail-with-body "$BASE${PATHS.recommend}" -H 'Content-Type: application/json' \\
  -d '${JSON.stringify(example(PATHS.recommend))}'
echo

# The full clip pack (a sound brief document).
curl -sS --fail-with-body "$BASE${PATHS.clipPack}" -H 'Content-Type: application/json' \\
  -d '${JSON.stringify(clipPackBody)}'
echo

# Plain language in, a plan and a ready prompt out.
curl -sS --fail-with-body "$BASE${PATHS.concierge}" -H 'Content-Type: application/json' \\
  -d '${JSON.stringify(conciergeBody)}'
echo
`,
    },
    {
      file: 'node.mjs',
      title: 'Node.js (18+, no dependencies)',
      contentType: 'text/javascript; charset=utf-8',
      body: `// ${c.service.name} from Node.js: plain fetch, no SDK. ${env} overrides the base URL.
const BASE = process.env.${env} ?? '${base}';

async function call(path, body) {
  const res = await fetch(BASE + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const json = await res.json();
  // Errors are RFC 9457 problem details: show detail and the fields at fault.
  if (!res.ok) throw new Error(\`\${res.status} \${json.title}: \${json.detail}\`);
  return json;
}

const plan = await call('${PATHS.concierge}', ${JSON.stringify(conciergeBody)});
console.log('sound:', plan.clip_pack.route, '(' + plan.clip_pack.sound_behavior.role + ')');
console.log('prompt:', plan.final_prompt);
console.log('show this before publishing:', plan.risk_reminder);
`,
    },
    {
      file: 'python.py',
      title: 'Python (standard library only)',
      contentType: 'text/x-python; charset=utf-8',
      body: `"""${c.service.name} from Python with the standard library. ${env} overrides the base URL."""
import json
import os
import urllib.error
import urllib.request

BASE = os.environ.get("${env}", "${base}")


def call(path, body):
    req = urllib.request.Request(BASE + path, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}, method="POST")
    try:
        with urllib.request.urlopen(req, timeout=15) as res:
            return json.load(res)
    except urllib.error.HTTPError as err:  # problem+json body: title, detail, errors
        problem = json.load(err)
        raise SystemExit(f"{err.code} {problem['title']}: {problem['detail']}")


rec = call("${PATHS.recommend}", ${JSON.stringify(example(PATHS.recommend))})
print("sound:", rec["primary_sound"]["name"], "-", rec["route"])
print("why:", rec["why"])
print("show this before publishing:", rec["risk_reminder"])
`,
    },
    {
      file: 'n8n-workflow.json',
      title: 'n8n workflow (import it)',
      contentType: 'application/json; charset=utf-8',
      body: `${JSON.stringify(
        {
          name: `${c.service.name}: clip pack`,
          nodes: [
            { parameters: {}, name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] },
            {
              parameters: { method: 'POST', url: `${base}${PATHS.clipPack}`, sendBody: true, specifyBody: 'json', jsonBody: JSON.stringify(clipPackBody, null, 2), options: {} },
              name: `${c.service.name} clip pack`,
              type: 'n8n-nodes-base.httpRequest',
              typeVersion: 4.2,
              position: [260, 0],
            },
          ],
          connections: { Start: { main: [[{ node: `${c.service.name} clip pack`, type: 'main', index: 0 }]] } },
        },
        null,
        2,
      )}\n`,
    },
    {
      file: 'make-zapier.md',
      title: 'Make and Zapier',
      contentType: 'text/markdown; charset=utf-8',
      body: `# ${c.service.name} in Make and Zapier

Use the generic HTTP step (Make: *HTTP > Make a request*; Zapier: *Webhooks by Zapier > Custom Request*).

1. Method \`POST\`, URL \`${base}${PATHS.clipPack}\`.
2. Header \`Content-Type: application/json\`.
3. Body (map your own fields into \`topic\` and \`duration_s\`):

\`\`\`json
${JSON.stringify(clipPackBody, null, 2)}
\`\`\`

4. Map \`route\`, \`agent_prompt_pack.primary_prompt\`, \`post_pack.captions\` and \`risk_assessment.rationale\` into the next steps.
5. Treat any non-2xx answer as an error and log its \`detail\` (the body is RFC 9457 problem+json).

Never post automatically with the sound: the native sound is attached by a person in the app.
`,
    },
    {
      file: 'comfyui.md',
      title: 'ComfyUI and other video generators',
      contentType: 'text/markdown; charset=utf-8',
      body: `# Feeding a ${c.service.name} plan to ComfyUI or another video generator

Call \`POST ${base}${PATHS.clipPack}\` (or \`${PATHS.concierge}\`) and use:

- \`agent_prompt_pack.primary_prompt\` as the positive prompt;
- \`agent_prompt_pack.negative_prompt\` as the negative prompt;
- \`agent_prompt_pack.structured.shots\` (start and end seconds, description, camera) for generators that take shot lists or for one generation per shot;
- \`beat_map.cut_points_ms\` to cut generated shots on the beat in your editor.

Generate the video **silent**: the sound is attached natively in the app, never baked into the file. For AI-generated clips keep \`aigc_disclosure.caption_line\` and switch on the platform's AI label.
`,
    },
  ];
}
