/**
 * Data is validated at build time: a bad record fails with the file, the entry and the field, and
 * a failed build leaves the previous dist/ as it was.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContentError, readCollection } from '../../src/core/content.ts';
import { nounRecord } from '../../src/apis/vs/schema.ts';
import { dist, requireDist, root } from '../support/dist.ts';

function brokenContent(): string {
  const dir = mkdtempSync(join(tmpdir(), 'indica-content-'));
  cpSync(join(root, 'content'), dir, { recursive: true });
  const file = join(dir, 'vs/nouns.json');
  const records = JSON.parse(readFileSync(file, 'utf8'));
  records[3].category = 'spaceship';
  writeFileSync(file, JSON.stringify(records));
  return dir;
}

test('a bad record is reported with its file, entry and field', () => {
  const dir = brokenContent();
  try {
    assert.throws(
      () => readCollection('vs/nouns.json', nounRecord, { dir, keyField: 'word' }),
      (error: unknown) => error instanceof ContentError && /content\/vs\/nouns\.json entry #3 "abhiprashnin" field category/.test((error as Error).message),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

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
