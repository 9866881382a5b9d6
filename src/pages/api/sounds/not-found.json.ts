/** The 404 body served for an unknown /api/sounds/{slug}: lists the valid slugs. */
import { catalog } from '../../../catalog/load.ts';
import { jsonFile } from '../../../contracts/json-file.ts';
import { unknownSoundProblem } from '../../../contracts/not-found.ts';

export const GET = () => jsonFile(unknownSoundProblem(catalog));
