/**
 * client/lib/ is committed (so `npm pack` in client/ needs no install): it must be what
 * client/build.ts builds from the sources now, and the package must carry the code's licence.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const lib = join(root, 'client', 'lib');

test('client/lib/ is a fresh build of client/src and the endpoint tables', () => {
  const out = mkdtempSync(join(tmpdir(), 'indica-client-lib-'));
  try {
    execFileSync(process.execPath, [join(root, 'client', 'build.ts'), out], {
      cwd: join(root, 'client'),
      stdio: 'pipe',
    });
    const files = readdirSync(out).sort();
    assert.deepEqual(readdirSync(lib).sort(), files);
    for (const file of files)
      assert.ok(
        readFileSync(join(lib, file)).equals(readFileSync(join(out, file))),
        `client/lib/${file} is stale: run npm run build in client/ and commit client/lib/`,
      );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('the client package is MIT, with the licence file it ships', () => {
  const pkg = JSON.parse(readFileSync(join(root, 'client', 'package.json'), 'utf8'));
  assert.equal(pkg.license, 'MIT');
  assert.ok(pkg.files.includes('LICENSE'));
  assert.equal(readFileSync(join(root, 'client', 'LICENSE'), 'utf8'), readFileSync(join(root, 'LICENSE'), 'utf8'));
  assert.match(readFileSync(join(root, 'LICENSE'), 'utf8'), /^MIT License/);
});
