/** The engine's public surface: pure functions of (catalog, validated request) -> response. */
export { recommend } from './recommend.ts';
export { brief } from './brief.ts';
export { clipPack } from './clip-pack.ts';
export { concierge } from './concierge.ts';
export { EngineError } from './errors.ts';
