/**
 * npm run functions: writes netlify/functions/*.mts from the declarations in src/surfaces.ts
 * (src/contracts/function-files.ts renders them) and removes function files no longer declared.
 */
import { readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderFunctionFile } from '../src/contracts/function-files.ts';
import { FUNCTIONS } from '../src/surfaces.ts';

const dir = fileURLToPath(new URL('../netlify/functions/', import.meta.url));
const wanted = new Map(FUNCTIONS.map((f) => [renderFunctionFile(f).file, renderFunctionFile(f).text]));
let changed = 0;
for (const [file, text] of wanted) {
  let current = '';
  try {
    current = readFileSync(dir + file, 'utf8');
  } catch {}
  if (current !== text) {
    writeFileSync(dir + file, text);
    changed++;
  }
}
for (const file of readdirSync(dir)) if (/\.m?[jt]s$/.test(file) && !wanted.has(file)) {
  unlinkSync(dir + file);
  changed++;
}
console.log(changed === 0 ? 'netlify/functions/ is up to date' : `netlify/functions/: ${changed} file(s) written or removed`);
