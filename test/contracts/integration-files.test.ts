/**
 * The n8n workflow and the Make blueprint have the structure those tools import: n8n's export
 * format (nodes with name, type, typeVersion, position and parameters; connections between
 * existing nodes) and Make's blueprint (name, a flow of modules with id, module, version, mapper
 * and designer metadata, scenario metadata). Both call the clip pack with a valid request.
 */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/catalog/load.ts';
import { examples } from '../../src/contracts/examples.ts';
import { ClipPackRequestSchema } from '../../src/schemas/clip-pack.ts';
import { PATHS } from '../../src/surfaces.ts';

const file = (name: string) => JSON.parse(examples(catalog).find((e) => e.file === name)!.body);

describe('importable automation files', () => {
  it('n8n: every node is complete, every connection joins existing nodes, the HTTP node posts a valid clip pack', () => {
    const wf = file('n8n-workflow.json');
    expect(typeof wf.name).toBe('string');
    const names = new Set<string>();
    for (const n of wf.nodes) {
      expect(typeof n.name).toBe('string');
      expect(n.type).toMatch(/^n8n-nodes-base\.[a-zA-Z]+$/);
      expect(typeof n.typeVersion).toBe('number');
      expect(n.position).toHaveLength(2);
      expect(typeof n.parameters).toBe('object');
      names.add(n.name);
    }
    for (const [from, out] of Object.entries(wf.connections) as Array<[string, { main: Array<Array<{ node: string; type: string; index: number }>> }]>) {
      expect(names.has(from), from).toBe(true);
      for (const branch of out.main) for (const link of branch) expect(names.has(link.node), link.node).toBe(true);
    }
    const http = wf.nodes.find((n: { type: string }) => n.type === 'n8n-nodes-base.httpRequest');
    expect(http.parameters.method).toBe('POST');
    expect(http.parameters.url.endsWith(PATHS.clipPack)).toBe(true);
    expect(ClipPackRequestSchema.safeParse(JSON.parse(http.parameters.jsonBody)).success).toBe(true);
  });

  it('Make: a blueprint with a flow of HTTP modules and scenario metadata, posting a valid clip pack', () => {
    const bp = file('make-blueprint.json');
    expect(typeof bp.name).toBe('string');
    expect(Array.isArray(bp.flow) && bp.flow.length > 0).toBe(true);
    const ids = bp.flow.map((m: { id: number }) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const m of bp.flow) {
      expect(Number.isInteger(m.id)).toBe(true);
      expect(m.module).toMatch(/^[a-z-]+:[A-Za-z]+$/);
      expect(Number.isInteger(m.version)).toBe(true);
      expect(m.metadata.designer).toEqual(expect.objectContaining({ x: expect.any(Number), y: expect.any(Number) }));
    }
    expect(bp.metadata.version).toBe(1);
    expect(bp.metadata.scenario).toEqual(expect.objectContaining({ roundtrips: expect.any(Number), maxErrors: expect.any(Number) }));
    const http = bp.flow[0];
    expect(http.module).toBe('http:ActionSendData');
    expect(http.mapper.method).toBe('post');
    expect(http.mapper.url.endsWith(PATHS.clipPack)).toBe(true);
    expect(ClipPackRequestSchema.safeParse(JSON.parse(http.mapper.data)).success).toBe(true);
  });

  it('every runnable example shows the risk reminder or says to show it before publishing', () => {
    for (const name of ['curl.sh', 'node.mjs', 'python.py', 'comfyui_node.py', 'make-zapier.md']) {
      expect(examples(catalog).find((e) => e.file === name)!.body, name).toMatch(/risk[_ ]reminder|risk reminder|before publishing|risk_assessment/i);
    }
  });
});
