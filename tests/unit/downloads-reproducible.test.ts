/**
 * Reproducible downloads: two builds of the same content, at different times and into different
 * folders, write the same bytes (SHA256SUMS included). The second build runs in a child process whose
 * clock is moved a year on (Date is replaced before anything loads), so a date taken from the clock
 * anywhere in the downloads would differ.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { writeDownloads } from '../../src/downloads/build.ts';

const root = join(import.meta.dirname, '..', '..');

function filesOf(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      files.set(relative(dir, path), readFileSync(path));
    }
  return files;
}

test('two builds of the downloads, a year apart and in different folders, are byte-identical', () => {
  const first = mkdtempSync(join(tmpdir(), 'indica-repro-a-'));
  const second = mkdtempSync(join(tmpdir(), 'indica-repro-b-'));
  try {
    writeDownloads(join(first, 'x'), { root });
    const later = `
      const shift = 366 * 24 * 3600 * 1000;
      const RealDate = Date;
      globalThis.Date = class extends RealDate {
        constructor(...a) { super(...(a.length ? a : [RealDate.now() + shift])); }
        static now() { return RealDate.now() + shift; }
      };
      const { writeDownloads } = await import(${JSON.stringify(join(root, 'src/downloads/build.ts'))});
      writeDownloads(${JSON.stringify(join(second, 'deeper', 'y'))}, { root: ${JSON.stringify(root)} });
      console.log(new Date().getFullYear());`;
    const year = execFileSync(process.execPath, ['--input-type=module', '-e', later], {
      cwd: second,
      encoding: 'utf8',
    });
    assert.equal(Number(year), new Date().getFullYear() + 1, 'the second build ran with its clock moved on');

    const a = filesOf(join(first, 'x'));
    const b = filesOf(join(second, 'deeper', 'y'));
    assert.deepEqual([...b.keys()].sort(), [...a.keys()].sort());
    assert.ok(a.has('SHA256SUMS') && a.has('indica.sqlite') && a.has('datapackage.json'));
    const differing = [...a].filter(([path, bytes]) => !bytes.equals(b.get(path)!)).map(([path]) => path);
    assert.deepEqual(differing, [], 'files that differ between the two builds');
  } finally {
    rmSync(first, { recursive: true, force: true });
    rmSync(second, { recursive: true, force: true });
  }
});
