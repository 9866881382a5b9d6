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
  const prefix = c.service.name.toUpperCase().replace(/[^A-Z0-9]/g, '_');
  const env = `${prefix}_URL`;
  // Optional: a key counts the calls against a plan's month; without one the public endpoints answer anyway.
  const keyEnv = `${prefix}_API_KEY`;
  const comfyClass = `${c.service.name.replace(/[^A-Za-z0-9]/g, '')}Plan`;
  const base = c.service.base_url;
  const clipPackBody = { mode: 'clip_to_sound', clip: { topic: 'fashion outfit', duration_s: 30, platform: 'shortvideo', aigc: true, voiceover: false } };
  const conciergeBody = { message: '30s AI-gen fashion outfit, no voiceover' };
  return [
    {
      file: 'curl.sh',
      title: 'curl',
      contentType: 'text/plain; charset=utf-8',
      body: `#!/usr/bin/env bash
# ${c.service.name} from the shell. ${env} overrides the base URL (e.g. http://localhost:8888);
# ${keyEnv}, if set, is sent as a bearer key (calls then count against its plan's month).
# Show the risk reminder to whoever publishes: the sound is for organic posts unless a licence says otherwise.
set -euo pipefail
BASE="\${${env}:-${base}}"
AUTH=()
if [ -n "\${${keyEnv}:-}" ]; then AUTH=(-H "Authorization: Bearer \${${keyEnv}}"); fi

# One catalog sound for a clip.
curl -sS --fail-with-body "$BASE${PATHS.recommend}" "\${AUTH[@]}" -H 'Content-Type: application/json' \\
  -d '${JSON.stringify(example(PATHS.recommend))}'
echo

# The full clip pack (a sound brief document).
curl -sS --fail-with-body "$BASE${PATHS.clipPack}" "\${AUTH[@]}" -H 'Content-Type: application/json' \\
  -d '${JSON.stringify(clipPackBody)}'
echo

# Plain language in, a plan and a ready prompt out.
curl -sS --fail-with-body "$BASE${PATHS.concierge}" "\${AUTH[@]}" -H 'Content-Type: application/json' \\
  -d '${JSON.stringify(conciergeBody)}'
echo
`,
    },
    {
      file: 'node.mjs',
      title: 'Node.js (18+, no dependencies)',
      contentType: 'text/javascript; charset=utf-8',
      body: `// ${c.service.name} from Node.js: plain fetch, no SDK. ${env} overrides the base URL;
// ${keyEnv}, if set, is sent as a bearer key (calls then count against its plan's month).
const BASE = process.env.${env} ?? '${base}';
const KEY = process.env.${keyEnv};

async function call(path, body) {
  const headers = { 'Content-Type': 'application/json', ...(KEY ? { Authorization: \`Bearer \${KEY}\` } : {}) };
  const res = await fetch(BASE + path, { method: 'POST', headers, body: JSON.stringify(body) });
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
      body: `"""${c.service.name} from Python with the standard library. ${env} overrides the base URL; ${keyEnv} is optional."""
import json
import os
import urllib.error
import urllib.request

BASE = os.environ.get("${env}", "${base}")
KEY = os.environ.get("${keyEnv}")  # optional: calls then count against the key's plan


def call(path, body):
    headers = {"Content-Type": "application/json"}
    if KEY:
        headers["Authorization"] = f"Bearer {KEY}"
    req = urllib.request.Request(BASE + path, data=json.dumps(body).encode(), headers=headers, method="POST")
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

4. Map \`route\`, \`agent_prompt_pack.primary_prompt\`, \`post_pack.captions\` and \`risk_assessment.rationale\` into the next steps, and show the risk reminder to whoever publishes before anything goes out.

Make users can import [make-blueprint.json](make-blueprint.json) (Scenarios > Import blueprint). With a key, add the header \`Authorization: Bearer <API_KEY>\`.
5. Treat any non-2xx answer as an error and log its \`detail\` (the body is RFC 9457 problem+json).

Never post automatically with the sound: the native sound is attached by a person in the app.
`,
    },
    {
      file: 'comfyui_node.py',
      title: 'ComfyUI custom node (Python, standard library only)',
      contentType: 'text/x-python; charset=utf-8',
      body: `"""A ComfyUI custom node: a clip description in, the video prompt, the sound route and the risk reminder out.

Install: copy this file to ComfyUI/custom_nodes/ and restart ComfyUI. ${env} overrides the base URL;
${keyEnv} (optional) is sent as a bearer key. Standard library only. The node returns no audio:
generate the video silent and attach the sound natively in the app; show the risk reminder to
whoever publishes.
"""
import json
import os
import urllib.error
import urllib.request


def _plan(description, duration_s, ai_generated, base_url="", api_key=""):
    base = (base_url or os.environ.get("${env}") or "${base}").rstrip("/")
    key = api_key or os.environ.get("${keyEnv}") or ""
    body = {"mode": "clip_to_sound", "clip": {"topic": description, "duration_s": int(duration_s), "platform": "shortvideo", "aigc": bool(ai_generated)}}
    headers = {"Content-Type": "application/json", "Accept": "application/json"}
    if key:
        headers["Authorization"] = "Bearer " + key
    req = urllib.request.Request(base + "${PATHS.clipPack}", data=json.dumps(body).encode(), headers=headers, method="POST")
    try:
        with urllib.request.urlopen(req, timeout=20) as res:
            return json.load(res)
    except urllib.error.HTTPError as err:  # RFC 9457 problem details: say what was wrong
        problem = json.load(err)
        raise RuntimeError(f"${c.service.name} {err.code} {problem.get('title')}: {problem.get('detail')}") from None


class ${comfyClass}:
    """Plans a short clip around one catalog sound and hands the prompt to the next node."""

    CATEGORY = "${c.service.name}"
    FUNCTION = "plan"
    RETURN_TYPES = ("STRING", "STRING", "STRING", "STRING")
    RETURN_NAMES = ("video_prompt", "negative_prompt", "sound_route", "risk_reminder")
    OUTPUT_NODE = False

    @classmethod
    def INPUT_TYPES(cls):
        return {
            "required": {
                "description": ("STRING", {"multiline": True, "default": "street corn elote recipe"}),
                "duration_s": ("INT", {"default": 15, "min": 1, "max": 600, "step": 1}),
                "ai_generated": ("BOOLEAN", {"default": True}),
            },
            "optional": {
                "base_url": ("STRING", {"default": ""}),
                "api_key": ("STRING", {"default": ""}),
            },
        }

    def plan(self, description, duration_s, ai_generated, base_url="", api_key=""):
        pack = _plan(description, duration_s, ai_generated, base_url, api_key)
        prompts = pack["agent_prompt_pack"]
        risk = pack["risk_assessment"]["rationale"]
        return (prompts["primary_prompt"], prompts["negative_prompt"], pack["route"], risk)


NODE_CLASS_MAPPINGS = {"${comfyClass}": ${comfyClass}}
NODE_DISPLAY_NAME_MAPPINGS = {"${comfyClass}": "${c.service.name}: plan a clip around one sound"}


if __name__ == "__main__":
    import sys

    prompt, negative, route, risk = ${comfyClass}().plan(" ".join(sys.argv[1:]) or "street corn elote recipe", 15, True)
    print("route:", route)
    print("prompt:", prompt)
    print("show this before publishing:", risk)
`,
    },
    {
      file: 'make-blueprint.json',
      title: 'Make scenario blueprint (import it)',
      contentType: 'application/json; charset=utf-8',
      body: `${JSON.stringify(
        {
          name: `${c.service.name}: clip pack`,
          flow: [
            {
              id: 1,
              module: 'http:ActionSendData',
              version: 3,
              parameters: { handleErrors: true, useNewZLibDeCompress: true },
              mapper: {
                url: `${base}${PATHS.clipPack}`,
                method: 'post',
                headers: [{ name: 'Content-Type', value: 'application/json' }],
                qs: [],
                bodyType: 'raw',
                parseResponse: true,
                contentType: 'application/json',
                data: JSON.stringify(clipPackBody),
              },
              metadata: { designer: { x: 0, y: 0 }, restore: {} },
            },
          ],
          metadata: { instant: false, version: 1, scenario: { roundtrips: 1, maxErrors: 3, autoCommit: true, sequential: false, confidential: false, dataloss: false, dlq: false }, designer: { orphans: [] } },
        },
        null,
        2,
      )}\n`,
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

A ready custom node is [comfyui_node.py](comfyui_node.py): copy it to \`ComfyUI/custom_nodes/\`; it outputs the video prompt, the negative prompt, the sound route and the risk reminder for the next nodes.
`,
    },
  ];
}
