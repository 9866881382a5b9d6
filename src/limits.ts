/**
 * The limits of the service, in one place: the adapters enforce them and the contracts (OpenAPI
 * document, developers page) state them, and neither imports the other for it.
 */

/** The largest request body accepted, far below Netlify's 6 MB function limit. */
export const MAX_BODY_BYTES = 64 * 1024;

/** More JSON-RPC messages than this in one /mcp batch are refused: each one runs the engine. */
export const MAX_BATCH = 10;
