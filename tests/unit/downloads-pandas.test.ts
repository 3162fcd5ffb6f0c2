/**
 * The downloads page's pandas snippet reads every CSV with the types datapackage.json declares and
 * gets back exactly the tables the downloads were written from, and the JSON download's values:
 * text stays text ("1.20" is not 1.2), empty text stays "" in required text fields, missing stays
 * missing. Runs Debian's python3-pandas (.ci/run installs it); skipped where no Python has pandas.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { layoutDatasets, writeDownloads } from '../../src/downloads/build.ts';
import { loadDatasets } from '../../src/downloads/collections.ts';
import { resourceName } from '../../src/downloads/datapackage.ts';
import { PANDAS_SNIPPET } from '../../src/downloads/snippets.ts';

const root = join(import.meta.dirname, '..', '..');
const python = ['/usr/bin/python3', 'python3'].find((p) => spawnSync(p, ['-c', 'import pandas']).status === 0);

interface PandasTable {
  columns: string[];
  dtypes: Record<string, string>;
  rows: unknown[][];
}

test(
  'the pandas snippet reads every table with its types, and round-trips the data',
  { skip: !python && 'no Python with pandas (apt-get install python3-pandas)' },
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'indica-pandas-'));
    try {
      writeDownloads(dir, { root });
      const out = JSON.parse(
        execFileSync(python!, [join(root, 'tests/python/pandas_tables.py'), dir], {
          input: PANDAS_SNIPPET,
          encoding: 'utf8',
          maxBuffer: 1 << 30,
        }),
      ) as { printed: string; tables: Record<string, PandasTable> };

      const { tables } = layoutDatasets(loadDatasets(root));
      assert.deepEqual(Object.keys(out.tables).sort(), tables.map((t) => resourceName(t.name)).sort());
      let cells = 0;
      for (const table of tables) {
        const read = out.tables[resourceName(table.name)]!;
        assert.deepEqual(
          read.columns,
          table.columns.map((c) => c.name),
          table.name,
        );
        for (const c of table.columns)
          if (c.type === 'string') assert.equal(read.dtypes[c.name], 'string', `${table.name}.${c.name} is text`);
        assert.equal(read.rows.length, table.rows.length, table.name);
        table.rows.forEach((row, i) => {
          const expected = row.map((v, j) =>
            v === undefined ? null : table.columns[j]!.type === 'json' && typeof v === 'string' ? JSON.parse(v) : v,
          );
          assert.deepEqual(read.rows[i], expected, `${table.name} row ${i + 1}`);
          cells += row.length;
        });
      }
      assert.ok(cells > 200_000, `${cells} cells`);

      // Against the JSON download too: every noun's fields, as strings.
      const json = JSON.parse(readFileSync(join(dir, 'indica-vedic-nouns.json'), 'utf8')) as {
        nouns: Record<string, unknown>[];
      };
      const nouns = out.tables.nouns!;
      const at = (name: string) => nouns.columns.indexOf(name);
      json.nouns.forEach((noun, i) => {
        for (const field of ['nagari', 'word', 'description', 'category', 'iast', 'vei'])
          assert.equal(nouns.rows[i]![at(field)], noun[field] ?? null, `noun ${i + 1}.${field}`);
      });
      assert.ok(json.nouns.filter((n) => n.vei === '1.20').length > 0);
      assert.match(out.printed, /1\.20/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
