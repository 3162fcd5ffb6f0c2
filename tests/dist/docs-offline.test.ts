/**
 * docs/offline.md states each pack's files and size and the shell's size: each is read here from
 * the build (dist/offline/packs.json, the shell's files as src/offline/build.ts lists them) and
 * held to the doc; a drift fails with the phrase the doc should say. (Times, first paint, download
 * seconds, are measured by bench/offline.ts and dated in the doc: history, not held here.)
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { shellPaths } from '../../src/offline/build.ts';
import type { PacksIndex } from '../../src/offline/names.ts';
import { dist, readDistJson, requireDist } from '../support/dist.ts';
import { checkFigure, count, mbAsWritten, readDoc } from '../support/doc-figures.ts';

requireDist();
const DOC = 'docs/offline.md';
const index = readDistJson('/offline/packs.json') as PacksIndex;

test("the doc's packs table names every pack of the build with its files and size", () => {
  const rows = readDoc(DOC)
    .split('\n')
    // The packs table's rows: pack, what it holds, files, size (the figures table has five cells).
    .filter((line) => /^\| `[a-z-]+` \|/.test(line) && line.split('|').length === 6);
  assert.deepEqual(
    rows.map((row) => /^\| `([a-z-]+)`/.exec(row)![1]),
    index.packs.map((p) => p.id),
    `${DOC}: the table's packs, in the build's order`,
  );
  for (const pack of index.packs) {
    const row = rows.find((r) => r.startsWith(`| \`${pack.id}\` |`))!;
    const [files, size] = row
      .split('|')
      .slice(-3, -1)
      .map((cell) => cell.trim());
    const written = /^([\d.]+) MB$/.exec(size ?? '')?.[1];
    assert.ok(written, `${DOC}: the ${pack.id} row ends with its size in MB (${size})`);
    const should = `${count(pack.files)} | ${mbAsWritten(pack.bytes, written)} MB`;
    assert.equal(`${files} | ${size}`, should, `${DOC}: the ${pack.id} row: measured, it reads ${should}`);
  }
});

test('the doc states the shell the service worker precaches: its kB and files', () => {
  const shell = shellPaths(dist, '/');
  const bytes = shell.reduce(
    (sum, path) => sum + statSync(join(dist, path.slice(1), path.endsWith('/') ? 'index.html' : '')).size,
    0,
  );
  checkFigure(
    DOC,
    "the shell's size",
    /the\s+styles\s+those\s+pages\s+load:\s+([\d,]+)\s+kB\s+in\s+([\d,]+)\s+files/,
    () => `the styles those pages load: ${count(Math.round(bytes / 1e3))} kB in ${count(shell.length)} files`,
  );
});
