/** A pre-rendered JSON file for an Astro static endpoint, pretty-printed for people reading it with curl. */
export function jsonFile(body: unknown): Response {
  return new Response(`${JSON.stringify(body, null, 2)}\n`, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
