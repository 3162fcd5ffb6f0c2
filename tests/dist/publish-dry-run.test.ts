/**
 * What the release workflow publishes: a real `npm publish --dry-run` of the data package and of
 * the client, in a fresh clone of the committed tree with the root's node_modules linked in (as
 * after `npm ci`). Each succeeds, would publish to the npm registry, and lists exactly the files
 * expected: the data package every download (its SHA256SUMS' list and that file), the zip, the
 * README, the data licence and package.json, at the data version with its content digest; the
 * client its lib/, README, LICENSE and package.json. Needs no build; run it after committing.
 */
import { CLIENT_PACKAGE_FILES } from '../support/client-package.ts';
import { freshClone, type FreshClone } from '../support/fresh-clone.ts';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readDataVersionFile } from '../../src/core/data-version.ts';
import { archiveName, CLIENT_PACKAGE_NAME, DATA_PACKAGE_NAME } from '../../src/downloads/package.ts';

let clone = '';

interface Published {
  name: string;
  version: string;
  files: { path: string }[];
}

/** `npm publish --dry-run --json` in a folder of the clone: what npm would publish, and where. */
function dryRun(dir: string): { published: Published; log: string } {
  const run = spawnSync('npm', ['publish', '--dry-run', '--json'], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  assert.equal(run.status, 0, run.stderr);
  const json = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as Record<string, Published>;
  const published = Object.values(json)[0]!;
  return { published, log: run.stderr };
}

let fresh: FreshClone | undefined;
before(() => {
  fresh = freshClone('indica-publish-dry-run-');
  clone = fresh.clone;
});
after(() => fresh?.remove());

test('npm publish --dry-run of the data package: every download, the zip, at the data version and digest', () => {
  const data = readDataVersionFile(join(clone, 'content'));
  const { published, log } = dryRun(join(clone, 'packages', 'data'));
  assert.match(log, /Publishing to https:\/\/registry\.npmjs\.org\/ .*\(dry-run\)/);
  assert.equal(published.name, DATA_PACKAGE_NAME);
  assert.equal(published.version, data.version);
  const pkg = JSON.parse(readFileSync(join(clone, 'packages', 'data', 'package.json'), 'utf8'));
  assert.equal(pkg.contentDigest, data.contentDigest);
  const sums = readFileSync(join(clone, 'packages', 'data', 'downloads', 'SHA256SUMS'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => `downloads/${line.split('  ')[1]}`);
  assert.ok(sums.length > 50, `${sums.length} downloads`);
  const expected = [
    ...sums,
    'downloads/SHA256SUMS',
    archiveName(data.version),
    'LICENSE-DATA.md',
    'README.md',
    'package.json',
  ].sort();
  assert.deepEqual(published.files.map((f) => f.path).sort(), expected);
});

test('npm publish --dry-run of the client: its built lib/, README and licence', () => {
  const { published, log } = dryRun(join(clone, 'client'));
  assert.match(log, /Publishing to https:\/\/registry\.npmjs\.org\/ .*\(dry-run\)/);
  assert.equal(published.name, CLIENT_PACKAGE_NAME);
  assert.equal(published.version, JSON.parse(readFileSync(join(clone, 'client', 'package.json'), 'utf8')).version);
  assert.deepEqual(published.files.map((f) => f.path).sort(), CLIENT_PACKAGE_FILES);
});
