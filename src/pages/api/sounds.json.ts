/** GET /api/sounds(.json): every sound route. */
import { catalog } from '../../catalog/load.ts';
import { jsonFile } from '../../contracts/json-file.ts';
import { soundList } from '../../engine/catalog-views.ts';

export const GET = () => jsonFile(soundList(catalog));
