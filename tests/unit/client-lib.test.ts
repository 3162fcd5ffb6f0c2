/**
 * The client package's bundle (client/build.ts, run by `npm pack`'s prepack; lib/ is not
 * committed): two builds of the same sources are the same bytes, so a release can be rebuilt and
 * checked; and the package carries the code's licence.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildClientInto } from '../support/client-build.ts';

const root = join(import.meta.dirname, '..', '..');

test('client/build.ts builds the same bytes twice: the bundle and its declarations', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'indica-client-lib-'));
  try {
    const [first, second] = [join(scratch, 'a'), join(scratch, 'b')];
    buildClientInto(first);
    buildClientInto(second);
    const files = readdirSync(first).sort();
    assert.deepEqual(files, ['client.d.ts', 'errors.d.ts', 'index.d.ts', 'index.js', 'options.d.ts', 'types.d.ts']);
    assert.deepEqual(readdirSync(second).sort(), files);
    for (const file of files)
      assert.ok(readFileSync(join(first, file)).equals(readFileSync(join(second, file))), `${file} differs`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});

test('the client package is MIT, with the licence file it ships', () => {
  const pkg = JSON.parse(readFileSync(join(root, 'client', 'package.json'), 'utf8'));
  assert.equal(pkg.license, 'MIT');
  assert.ok(pkg.files.includes('LICENSE'));
  assert.equal(readFileSync(join(root, 'client', 'LICENSE'), 'utf8'), readFileSync(join(root, 'LICENSE'), 'utf8'));
  assert.match(readFileSync(join(root, 'LICENSE'), 'utf8'), /^MIT License/);
});
