/**
 * The architecture check over the real import graph: every `import`, `import type`, `export … from`,
 * dynamic `import()` and `require()` of every .ts, .mts and .astro file under src/ and netlify/,
 * read with the TypeScript compiler (not a regex), resolved to repository paths and held against
 * the layer rules below. `npm run check:architecture` prints the violations; the tests run it on
 * the tree and on a copy with a forbidden import planted.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export interface Edge {
  from: string;
  /** The resolved repository path for a relative import, else the bare specifier. */
  to: string;
}

function walk(dir: string): string[] {
  let out: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out = out.concat(walk(p));
    else if (/\.(ts|mts|astro)$/.test(name) && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/** The script part of a file: an .astro file's frontmatter and <script> blocks, else the file. */
function scriptOf(file: string, text: string): string {
  if (!file.endsWith('.astro')) return text;
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return [front, ...scripts].join('\n');
}

/** Every module specifier a source text names, however it names it. */
export function specifiers(file: string, text: string): string[] {
  const sf = ts.createSourceFile(file, scriptOf(file, text), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteralLike(node.moduleSpecifier)) {
      out.push(node.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteralLike(node.moduleReference.expression)) {
      out.push(node.moduleReference.expression.text);
    } else if (ts.isCallExpression(node)) {
      const [arg] = node.arguments;
      const isImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if ((isImport || isRequire) && arg !== undefined && ts.isStringLiteralLike(arg)) out.push(arg.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      out.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** The import graph of the repository at `root` (src/ and netlify/), with paths relative to root. */
export function importGraph(root: string): Edge[] {
  const edges: Edge[] = [];
  for (const abs of [...walk(join(root, 'src')), ...walk(join(root, 'netlify'))]) {
    const from = relative(root, abs).split(sep).join('/');
    for (const spec of specifiers(abs, readFileSync(abs, 'utf8'))) {
      const to = spec.startsWith('.') ? relative(root, resolve(dirname(abs), spec)).split(sep).join('/') : spec;
      edges.push({ from, to });
    }
  }
  return edges;
}

interface Rule {
  name: string;
  from: RegExp;
  /** A target is allowed when it matches `allow` (if given) and does not match `forbid` (if given). */
  allow?: RegExp;
  forbid?: RegExp;
}

export const RULES: readonly Rule[] = [
  {
    // franc-min: a pure, deterministic language detector (trigram tables, no I/O) used by the concierge's reader.
    // src/surfaces.ts: the public paths, plain constants with no imports of their own.
    name: 'the engine is pure: it imports only the engine, the schemas, the catalog type, the public paths, zod and franc-min',
    from: /^src\/engine\//,
    allow: /^(src\/engine\/|src\/schemas\/|src\/catalog\/load\.ts$|src\/surfaces\.ts$|zod$|franc-min$)/,
  },
  { name: 'schemas import only schemas, the public paths, the limits and zod', from: /^src\/schemas\//, allow: /^(src\/schemas\/|src\/surfaces\.ts$|src\/limits\.ts$|zod$)/ },
  { name: 'the limits import nothing', from: /^src\/limits\.ts$/, allow: /^$/ },
  { name: 'the public paths import nothing', from: /^src\/surfaces\.ts$/, allow: /^$/ },
  { name: 'contracts do not import adapters', from: /^src\/contracts\//, forbid: /^src\/adapters\// },
  { name: 'adapters do not import contracts', from: /^src\/adapters\//, forbid: /^src\/contracts\// },
  { name: 'pages and components (the static build) do not import adapters or the MCP SDK', from: /^src\/(pages|components|layouts)\//, forbid: /^(src\/adapters\/|@modelcontextprotocol\/)/ },
  { name: 'functions do not reach into the engine', from: /^netlify\/functions\//, forbid: /^src\/engine\// },
];

/** Every edge that breaks a rule, as "rule: from -> to" lines; empty when the house is in order. */
export function architectureViolations(root: string): string[] {
  const out: string[] = [];
  for (const { from, to } of importGraph(root)) {
    for (const rule of RULES) {
      if (!rule.from.test(from)) continue;
      const bad = (rule.allow !== undefined && !rule.allow.test(to)) || (rule.forbid !== undefined && rule.forbid.test(to));
      if (bad) out.push(`${rule.name}: ${from} -> ${to}`);
    }
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const violations = architectureViolations(process.cwd());
  for (const v of violations) console.error(v);
  console.log(violations.length === 0 ? 'architecture: no violations' : `architecture: ${violations.length} violation(s)`);
  process.exit(violations.length === 0 ? 0 : 1);
}
