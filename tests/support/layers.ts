/**
 * The import graph of the code (src/, client/, scripts/, bench/) and the floors of the house, as
 * data a test can check. Each file's relative imports are read with TypeScript's own pre-processor
 * (static, dynamic, re-exported and type-only) from .ts/.mjs files and from an .astro file's
 * frontmatter and scripts. The floors are written once, as the table "Floors" of ARCHITECTURE.md
 * (folder or file → floor), and read from there: the map a reader sees is the rule the test runs.
 *
 * The rule is about reachability, not single imports: no file reaches, by any chain of imports, a
 * file of a higher floor, and no chain of imports comes back to where it started.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** file (relative to the root, with '/') → the files it imports (same form) */
export type ImportGraph = Map<string, string[]>;

/** The folders whose code the rule covers. */
export const CODE_FOLDERS = ['src', 'client', 'scripts', 'bench'] as const;

const SOURCE = /\.(ts|mjs|astro)$/;
/** Built output (the client's bundle) and installed packages: not the code's own imports. */
const SKIPPED = new Set(['node_modules', 'dist', 'lib'].map((d) => join('client', d)).concat('node_modules'));

function* walk(root: string, dir: string): Iterable<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (!SKIPPED.has(entry) && !SKIPPED.has(relative(root, path))) yield* walk(root, path);
    } else if (SOURCE.test(entry)) yield path;
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
 * Every source file under the given folders of `root` with the files it imports by a relative
 * specifier (a query such as `?url` dropped), wherever they are: content/ JSON and tests/support/
 * helpers are targets too, so that they need a floor.
 */
export function importGraph(root: string, folders: readonly string[] = CODE_FOLDERS): ImportGraph {
  const graph: ImportGraph = new Map();
  const name = (path: string) => relative(root, path).split(sep).join('/');
  for (const folder of folders) {
    if (!existsSync(join(root, folder))) continue;
    for (const file of walk(root, join(root, folder))) {
      const targets = specifiersOf(codeOf(file))
        .filter((s) => s.startsWith('.'))
        .map((s) => name(resolve(dirname(file), s.replace(/\?.*$/, ''))));
      graph.set(name(file), [...new Set(targets)]);
    }
  }
  return graph;
}

/** A row of the floors table: a folder (ending in '/') or a file, its floor, and what lives there. */
export interface Floor {
  path: string;
  floor: number;
}

/**
 * The table under "## Floors" of a Markdown map: rows `| floor | paths | … |`, the paths in
 * backticks, floor 0 the bottom.
 */
export function floorsOf(markdown: string): Floor[] {
  const section = /^## Floors\n([\s\S]*?)(?=^## )/m.exec(markdown)?.[1] ?? '';
  const floors: Floor[] = [];
  for (const [, floor, paths] of section.matchAll(/^\| (\d+) \| ([^|]+) \|/gm)) {
    for (const [, path] of paths.matchAll(/`([^`]+)`/g)) floors.push({ path, floor: Number(floor) });
  }
  return floors;
}

/** The floors of this repository, from ARCHITECTURE.md. */
export const floorsOfRepo = (root: string): Floor[] => floorsOf(readFileSync(join(root, 'ARCHITECTURE.md'), 'utf8'));

/** A file's floor: the row with the longest path that is the file or a folder holding it. */
export function floorOf(file: string, floors: readonly Floor[]): Floor | undefined {
  let best: Floor | undefined;
  for (const row of floors) {
    const holds = row.path.endsWith('/') ? file.startsWith(row.path) : file === row.path;
    if (holds && (!best || row.path.length > best.path.length)) best = row;
  }
  return best;
}

/** Every file of the graph (importer or imported) that no row of the table places. */
export function unplaced(graph: ImportGraph, floors: readonly Floor[]): string[] {
  const files = new Set([...graph.keys(), ...[...graph.values()].flat()]);
  return [...files].filter((f) => !floorOf(f, floors)).sort();
}

/**
 * Every chain of imports from a file to a file of a higher floor, as "a (floor 1) → b → c (floor 5)":
 * for each file, the shortest such chain (breadth first), so a break two imports away is named with
 * the file in between.
 */
export function upwardPaths(graph: ImportGraph, floors: readonly Floor[]): string[] {
  const level = (file: string) => floorOf(file, floors)?.floor ?? -1;
  const out: string[] = [];
  for (const start of graph.keys()) {
    const own = level(start);
    const previous = new Map<string, string>([[start, '']]);
    const queue = [start];
    for (let i = 0; i < queue.length; i++) {
      const file = queue[i];
      if (level(file) > own) {
        const chain = [file];
        for (let at = previous.get(file)!; at; at = previous.get(at)!) chain.unshift(at);
        out.push(`${chain[0]} (floor ${own}) → ${chain.slice(1).join(' → ')} (floor ${level(file)})`);
        break;
      }
      for (const next of graph.get(file) ?? []) {
        if (previous.has(next)) continue;
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return out.sort();
}

/** Every file a file reaches by a chain of imports (itself excluded). */
export function reachableFrom(graph: ImportGraph, start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [...(graph.get(start) ?? [])];
  for (const file of queue) {
    if (seen.has(file) || file === start) continue;
    seen.add(file);
    queue.push(...(graph.get(file) ?? []));
  }
  return seen;
}

/** Every import cycle (a strongly connected component of more than one file, or a file importing itself). */
export function importCycles(graph: ImportGraph): string[][] {
  // Tarjan's algorithm, recursive: the graph is a few hundred files deep at most.
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
