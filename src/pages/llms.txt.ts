/** GET /llms.txt: the service in plain text for language models. */
import { catalog } from '../catalog/load.ts';
import { llmsTxt } from '../contracts/llms-txt.ts';

export const GET = () => new Response(llmsTxt(catalog, process.env), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
