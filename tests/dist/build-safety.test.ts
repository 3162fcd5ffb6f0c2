/** A failed build names the bad record and leaves the previous dist/ as it was. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brokenContent } from '../support/broken-content.ts';
import { dist, requireDist, root } from '../support/dist.ts';

test('a failed build names the problem and leaves dist/ intact', () => {
  requireDist();
  const dir = brokenContent();
  const before = statSync(join(dist, 'index.html')).mtimeMs;
  try {
    const run = spawnSync(process.execPath, [join(root, 'scripts/build.ts')], {
      cwd: root,
      env: { ...process.env, INDICA_CONTENT_DIR: dir },
      encoding: 'utf8',
      timeout: 180_000,
    });
    assert.equal(run.status, 1, run.stdout + run.stderr);
    assert.match(run.stdout + run.stderr, /nouns\.json entry #3 "abhiprashnin" field category/);
    assert.match(run.stderr, /dist\/ is unchanged/);
    assert.equal(statSync(join(dist, 'index.html')).mtimeMs, before, 'dist/ was not touched');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
