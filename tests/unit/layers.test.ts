/**
 * The floors of the house (ARCHITECTURE.md, "Floors") as a whole-graph rule over src/, client/,
 * scripts/ and bench/, .astro files and type imports included: every file has a floor, no chain of
 * imports climbs to a higher floor, and no chain comes back to where it started. The same rules run
 * on a planted tree with a two-step climb and an indirect cycle, so the test can fail.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  floorOf,
  floorsOfRepo,
  importCycles,
  importGraph,
  specifiersOf,
  unplaced,
  reachableFrom,
  upwardPaths,
} from '../support/layers.ts';

const root = join(import.meta.dirname, '../..');
const graph = importGraph(root);
const floors = floorsOfRepo(root);

test('the import graph covers src/, client/, scripts/ and bench/ (.ts and .astro)', () => {
  assert.ok(graph.size > 250, `${graph.size} files`);
  assert.ok(graph.get('src/apis/registry.ts')?.includes('src/apis/mb/graph.ts'));
  assert.ok(
    graph.get('src/pages/search.astro')?.some((f) => f.startsWith('src/search/')),
    'an .astro frontmatter',
  );
  assert.ok(graph.get('client/src/client.ts')?.includes('client/src/transport.ts'), 'the client package');
  assert.ok(graph.get('scripts/build.ts')?.length, 'the scripts');
  assert.ok(
    [...graph.keys()].some((f) => f.startsWith('bench/')),
    'the bench',
  );
});

test('the floors table of ARCHITECTURE.md places every file of the graph', () => {
  assert.ok(floors.length >= 10, `${floors.length} rows`);
  assert.equal(floorOf('src/core/query.ts', floors)?.floor, 1);
  assert.ok(
    floorOf('src/components/mb/RecordPage.astro', floors)!.floor > floorOf('src/apis/mb/kinds.ts', floors)!.floor,
  );
  assert.deepEqual(unplaced(graph, floors), []);
});

test('no chain of imports climbs to a higher floor', () => {
  assert.deepEqual(upwardPaths(graph, floors), []);
});

/** What the files of a folder reach outside the folders they may reach (stricter than the floors). */
const strays = (g: typeof graph, folder: string, allowed: string[]) =>
  [...g.keys()]
    .filter((f) => f.startsWith(folder))
    .flatMap((f) =>
      [...reachableFrom(g, f)].filter((t) => !allowed.some((a) => t.startsWith(a))).map((t) => `${f} → ${t}`),
    );

test('within the bottom floors: the core reaches only itself, the charts only themselves and the core', () => {
  assert.ok(reachableFrom(graph, 'src/charts/bar.ts').has('src/charts/svg.ts'));
  assert.deepEqual(strays(graph, 'src/core/', ['src/core/']), []);
  assert.deepEqual(strays(graph, 'src/charts/', ['src/charts/', 'src/core/']), []);
});

test('no import cycle, direct or indirect, type imports included', () => {
  assert.deepEqual(importCycles(graph), []);
});

test('the parser sees static, dynamic, re-exported and type-only imports', () => {
  const code = [
    "import a from '../site/a.ts';",
    "import type { B } from './b.ts';",
    "export * from './c.ts';",
    "const d = await import('./d.ts');",
  ].join('\n');
  assert.deepEqual(specifiersOf(code), ['../site/a.ts', './b.ts', './c.ts', './d.ts']);
});

test('a planted two-step climb (through an .astro file) and an indirect type-import cycle fail', () => {
  const planted = mkdtempSync(join(tmpdir(), 'layers-'));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(planted, file)), { recursive: true });
    writeFileSync(join(planted, file), text);
  };
  try {
    // Each import alone is allowed within the API floor; the chain reaches the search floor.
    write('src/apis/mb/kinds.ts', "import { row } from './Header.astro';\nexport const kinds = row;\n");
    write('src/apis/mb/Header.astro', "---\nimport { rank } from '../../search/rank.ts';\n---\n<p>{rank}</p>\n");
    write('src/search/rank.ts', 'export const rank = 1;\n');
    // An indirect cycle of three files, closed by a type import.
    write('src/core/a.ts', "import { b } from './b.ts';\nexport const a = b;\n");
    write('src/core/b.ts', "import { c } from './c.ts';\nexport const b = c;\n");
    write('src/core/c.ts', "import type { A } from './d.ts';\nexport const c: A = 1;\n");
    write('src/core/d.ts', "import { a } from './a.ts';\nexport type A = typeof a;\n");
    const plantedGraph = importGraph(planted);
    assert.deepEqual(upwardPaths(plantedGraph, floors), [
      'src/apis/mb/Header.astro (floor 3) → src/search/rank.ts (floor 6)',
      'src/apis/mb/kinds.ts (floor 3) → src/apis/mb/Header.astro → src/search/rank.ts (floor 6)',
    ]);
    assert.deepEqual(importCycles(plantedGraph), [
      ['src/core/a.ts', 'src/core/b.ts', 'src/core/c.ts', 'src/core/d.ts'],
    ]);
    // The charts may not reach the build's settings, though they sit on the same floor.
    write('src/charts/bar.ts', "import { contentDir } from '../build-config.ts';\nexport const bar = contentDir;\n");
    write('src/build-config.ts', 'export const contentDir = 1;\n');
    assert.deepEqual(strays(importGraph(planted), 'src/charts/', ['src/charts/', 'src/core/']), [
      'src/charts/bar.ts → src/build-config.ts',
    ]);
    // A file of a folder the table does not name has no floor, and says so.
    write('src/attic/old.ts', 'export {};\n');
    assert.deepEqual(unplaced(importGraph(planted), floors), ['src/attic/old.ts']);
  } finally {
    rmSync(planted, { recursive: true, force: true });
  }
});
