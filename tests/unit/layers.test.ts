/**
 * The layers ARCHITECTURE.md states, kept by a test: no import cycle in src/, the core imports only
 * itself, the APIs never import the site, search, downloads, server, hosting or integrations, the
 * charts only the core. The rules are also run on planted violations, so the test can fail.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { importCycles, importGraph, layerViolations, specifiersOf } from '../support/layers.ts';

const root = join(import.meta.dirname, '../..');
const graph = importGraph(root);

test('the import graph covers src/ (.ts and .astro)', () => {
  assert.ok(graph.size > 100, `${graph.size} files`);
  assert.ok(graph.get('src/apis/registry.ts')?.includes('src/apis/mb/graph.ts'));
  assert.ok(
    graph.get('src/pages/search.astro')?.some((f) => f.startsWith('src/search/')),
    'an .astro frontmatter',
  );
});

test('no import cycle in src/', () => {
  assert.deepEqual(importCycles(graph), []);
});

test('no import cycle in the client package (client/src/): the transport never imports the client', () => {
  const client = importGraph(root, 'client/src');
  assert.ok(client.get('client/src/client.ts')?.includes('client/src/transport.ts'));
  assert.ok(client.get('client/src/transport.ts')?.includes('src/core/request-file.ts'));
  assert.deepEqual(importCycles(client), []);
  // The same check on the cycle a review found (client.ts ↔ transport.ts, through a type import).
  const planted = new Map(client);
  planted.set('client/src/transport.ts', [...planted.get('client/src/transport.ts')!, 'client/src/client.ts']);
  assert.deepEqual(importCycles(planted), [['client/src/client.ts', 'client/src/transport.ts']]);
});

test('every import keeps its layer rule', () => {
  assert.deepEqual(layerViolations(graph), []);
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

test('a planted upward import, a charts import and a cycle fail, in .ts and .astro files', () => {
  const planted = mkdtempSync(join(tmpdir(), 'layers-'));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(planted, file)), { recursive: true });
    writeFileSync(join(planted, file), text);
  };
  try {
    write('src/site/links.ts', 'export const x = 1;\n');
    write('src/core/paginate.ts', "import { x } from '../site/links.ts';\nexport const y = x;\n");
    write('src/apis/mb/Header.astro', "---\nimport { rank } from '../../search/rank.ts';\n---\n<p>{rank}</p>\n");
    write('src/search/rank.ts', "import { z } from '../charts/tree.ts';\nexport const rank = z;\n");
    write('src/charts/tree.ts', "import { rank } from '../search/rank.ts';\nexport const z = rank;\n");
    const violations = layerViolations(importGraph(planted));
    assert.deepEqual(
      violations.map((v) => v.split(' (')[0]),
      [
        'src/apis/mb/Header.astro → src/search/rank.ts',
        'src/charts/tree.ts → src/search/rank.ts',
        'src/core/paginate.ts → src/site/links.ts',
      ].sort(),
    );
    assert.deepEqual(importCycles(importGraph(planted)), [['src/charts/tree.ts', 'src/search/rank.ts']]);
  } finally {
    rmSync(planted, { recursive: true, force: true });
  }
});
