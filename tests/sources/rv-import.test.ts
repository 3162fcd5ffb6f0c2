/** The hymn import reproduces content/rv/ byte for byte from ../shared/data, and refuses unmapped source strings. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HymnRow, HymnTables } from '../../src/apis/rv/schema.ts';
import { buildHymnData, importHymns, loadHymnTables } from '../../scripts/import-hymns.ts';
import { writeHymnReport } from '../../scripts/report-hymns.ts';
import { noSources, requireShared, root, shared } from '../support/paths.ts';

const content = join(root, 'content', 'rv');
const rows = JSON.parse(readFileSync(join(content, 'rows.json'), 'utf8')) as HymnRow[];
const tables = loadHymnTables();
const clone = <T>(x: T): T => structuredClone(x);

test(
  'the import reproduces content/rv/verses.json, rows.json, text/, commentary/ and REPORT.md byte for byte',
  { skip: noSources },
  () => {
    requireShared('rv/anukramani-per-verse.tsv');
    const dir = mkdtempSync(join(tmpdir(), 'indica-hymns-'));
    try {
      const n = importHymns(shared, dir);
      assert.deepEqual([n.verses, n.rows], [10552, rows.length]);
      const layers = ['text', 'commentary'].flatMap((d) =>
        Array.from({ length: 10 }, (_, i) => join(d, `mandal-${String(i + 1).padStart(2, '0')}.json`)),
      );
      for (const f of ['verses.json', 'rows.json', ...layers]) {
        assert.equal(
          readFileSync(join(dir, f), 'utf8'),
          readFileSync(join(content, f), 'utf8'),
          `${f} differs from a fresh import`,
        );
      }
      writeHymnReport(shared, dir);
      assert.equal(
        readFileSync(join(dir, 'REPORT.md'), 'utf8'),
        readFileSync(join(content, 'REPORT.md'), 'utf8'),
        'REPORT.md differs: run npm run report:hymns',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

test('an unmapped source string fails the import, naming the string', { skip: noSources }, () => {
  requireShared('rv/anukramani-per-verse.tsv');
  const broken: HymnTables = clone(tables);
  broken.poets = broken.poets.filter((e) => e.source !== 'वसिष्ठः');
  broken.meters = broken.meters.filter((e) => e.source !== 'मध्येज्योतिः');
  assert.throws(
    () => buildHymnData(shared, broken),
    (e: Error) => {
      assert.match(e.message, /poet string "वसिष्ठः" \(first at 7\.1\.1\)/);
      assert.match(e.message, /meter string "मध्येज्योतिः" \(first at 8\.10\.2\)/);
      return true;
    },
  );
});
