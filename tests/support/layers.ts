/**
 * The import graph of `src/` and the layer rules ARCHITECTURE.md states, as data a test can check
 * (in the manner of Astro Starlight's import-rule tests): each file's relative imports, read with
 * TypeScript's own pre-processor from .ts/.mjs files and from an .astro file's frontmatter and scripts.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** file (relative to the root, with '/') → the files it imports (same form) */
export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.(ts|mjs|astro)$/;

function* walk(dir: string): Iterable<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (SOURCE.test(entry)) yield path;
  }
}

/** The code of a file that may import: all of a .ts file; an .astro file's frontmatter and scripts. */
function codeOf(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.astro')) return text;
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return [frontmatter, ...scripts].join('\n');
}

/** The specifiers a piece of code imports (static, dynamic, re-exports, type-only). */
export function specifiersOf(code: string): string[] {
  return ts.preProcessFile(code, true, true).importedFiles.map((f) => f.fileName);
}

/**
 * Every source file under `root/src` (or another folder: `client/src`) with the files under
 * `root/src` and that folder it imports.
 */
export function importGraph(root: string, folder = 'src'): ImportGraph {
  const graph: ImportGraph = new Map();
  const name = (path: string) => relative(root, path).split(sep).join('/');
  for (const file of walk(join(root, folder))) {
    const targets = specifiersOf(codeOf(file))
      .filter((s) => s.startsWith('.'))
      .map((s) => name(resolve(dirname(file), s)))
      .filter((target) => target.startsWith('src/') || target.startsWith(`${folder}/`));
    graph.set(name(file), [...new Set(targets)]);
  }
  return graph;
}

/** The top folder of a file under src/: `src/apis/mb/graph.ts` → "apis"; `src/build-config.ts` → "build-config.ts". */
export const layerOf = (file: string): string => file.split('/')[1] ?? file;

export interface LayerRule {
  /** the layer the rule constrains */
  from: string;
  /** why, in the words of ARCHITECTURE.md */
  why: string;
  /** whether the layer may import a file of that layer */
  allows(layer: string): boolean;
}

export const LAYER_RULES: readonly LayerRule[] = [
  {
    from: 'core',
    why: 'the core is the pure bottom of the graph: it imports nothing outside itself',
    allows: (layer) => layer === 'core',
  },
  {
    from: 'apis',
    why: 'the APIs never import the site, search, downloads, the server, hosting or the build integrations',
    allows: (layer) => !['site', 'search', 'downloads', 'server', 'hosting', 'integrations', 'pages'].includes(layer),
  },
  {
    from: 'charts',
    why: 'the charts are layout and drawing: they import only the core',
    allows: (layer) => layer === 'charts' || layer === 'core',
  },
];

/** Every import that breaks a layer rule, as "from → to (why)". */
export function layerViolations(graph: ImportGraph, rules: readonly LayerRule[] = LAYER_RULES): string[] {
  const out: string[] = [];
  for (const [file, targets] of graph) {
    const rule = rules.find((r) => r.from === layerOf(file));
    if (!rule) continue;
    for (const target of targets) if (!rule.allows(layerOf(target))) out.push(`${file} → ${target} (${rule.why})`);
  }
  return out;
}

/** Every import cycle (a strongly connected component of more than one file, or a file importing itself). */
export function importCycles(graph: ImportGraph): string[][] {
  // Tarjan's algorithm, iterative enough for a few hundred files.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}
