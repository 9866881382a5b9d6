/** GET /api/v1/momentum(.json): the same snapshot as /api/momentum, under the versioned path. */
import { catalog } from '../../../catalog/load.ts';
import { jsonFile } from '../../../contracts/json-file.ts';
import { momentumSnapshot } from '../../../engine/catalog-views.ts';

export const GET = () => jsonFile(momentumSnapshot(catalog));
