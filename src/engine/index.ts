/** The engine's public surface: pure functions of (catalog, validated request) -> response. */
export { recommend } from './recommend.ts';
export { brief } from './brief.ts';
export { clipPack } from './clip-pack.ts';
export { concierge } from './concierge.ts';
export { captionPack } from './caption-pack.ts';
export { compareSounds } from './compare.ts';
export { healthBySlug, proofBySlug, soundProfileBySlug } from './catalog-views.ts';
export { EngineError } from './errors.ts';
