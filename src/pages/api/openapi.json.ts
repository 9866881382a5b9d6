/** GET /api/openapi.json: the OpenAPI 3.1 document, generated from the zod schemas. */
import { catalog } from '../../catalog/load.ts';
import { jsonFile } from '../../contracts/json-file.ts';
import { openApiDocument } from '../../contracts/openapi.ts';

export const GET = () => jsonFile(openApiDocument(catalog));
