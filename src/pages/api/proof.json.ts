/** GET /api/proof(.json): public proof examples. */
import { catalog } from '../../catalog/load.ts';
import { jsonFile } from '../../contracts/json-file.ts';
import { proofList } from '../../engine/catalog-views.ts';

export const GET = () => jsonFile(proofList(catalog));
