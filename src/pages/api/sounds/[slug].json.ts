/** GET /api/sounds/{slug}(.json): one sound profile, pre-rendered for every slug. */
import type { GetStaticPaths } from 'astro';
import { catalog } from '../../../catalog/load.ts';
import { jsonFile } from '../../../contracts/json-file.ts';
import { soundProfile } from '../../../engine/catalog-views.ts';
import type { SoundRoute } from '../../../schemas/catalog.ts';

export const getStaticPaths = (() => catalog.sounds.routes.map((route) => ({ params: { slug: route.sound_slug }, props: { route } }))) satisfies GetStaticPaths;

export const GET = ({ props }: { props: { route: SoundRoute } }) => jsonFile(soundProfile(catalog, props.route));
