/** GET /api/health(.json): health of the static API. */
import { catalog } from '../../catalog/load.ts';
import { jsonFile } from '../../contracts/json-file.ts';
import { health } from '../../engine/catalog-views.ts';

export const GET = () => jsonFile(health(catalog));
