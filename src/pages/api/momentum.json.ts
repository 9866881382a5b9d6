/** GET /api/momentum(.json): the sound-health snapshot. */
import { catalog } from '../../catalog/load.ts';
import { jsonFile } from '../../contracts/json-file.ts';
import { momentumSnapshot } from '../../engine/catalog-views.ts';

export const GET = () => jsonFile(momentumSnapshot(catalog));
