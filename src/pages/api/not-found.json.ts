/** The 404 body served for any unknown /api/ path. */
import { jsonFile } from '../../contracts/json-file.ts';
import { apiNotFoundProblem } from '../../contracts/not-found.ts';

export const GET = () => jsonFile(apiNotFoundProblem());
