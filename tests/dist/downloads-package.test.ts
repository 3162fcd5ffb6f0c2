/**
 * The two npm packages from a fresh clone of the committed tree: `npm pack` of packages/data/ and of
 * client/ after the root's npm ci (stood in for by a link to this checkout's node_modules): each
 * package's prepack builds what it ships, nothing built is committed. The data package's version is the data version, it holds every
 * download and the zip, and every file and the whole package fit the npm CDNs' published limits;
 * docs/downloads.md states what it packs (files, MB unpacked and packed, the largest file).
 * Needs no build; run before committing what it should see (it clones HEAD).
 */
import { CLIENT_PACKAGE_FILES } from '../support/client-package.ts';
import { freshClone, type FreshClone } from '../support/fresh-clone.ts';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { archiveName, CDN_LIMITS, DATA_PACKAGE_NAME } from '../../src/downloads/package.ts';
import { checkFigure, count, mbAsWritten } from '../support/doc-figures.ts';

let scratch = '';
let clone = '';

interface Packed {
  name: string;
  version: string;
  size: number;
  unpackedSize: number;
  files: { path: string; size: number }[];
}

/** npm pack in a folder of the clone: the tarball's description (npm's --json). */
function pack(dir: string, env: NodeJS.ProcessEnv = process.env): Packed {
  const out = join(scratch, 'packs');
  mkdirSync(out, { recursive: true });
  const json = execFileSync('npm', ['pack', '--json', '--pack-destination', out], {
    cwd: dir,
    encoding: 'utf8',
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 1 << 28,
  });
  return (JSON.parse(json.slice(json.indexOf('['))) as Packed[])[0]!;
}

let fresh: FreshClone | undefined;
before(() => {
  fresh = freshClone('indica-fresh-clone-');
  ({ scratch, clone } = fresh);
});
after(() => fresh?.remove());

test('npm pack of the client builds its lib/ in a fresh clone, where none is committed', () => {
  assert.equal(existsSync(join(clone, 'client', 'lib')), false);
  const packed = pack(join(clone, 'client'));
  const paths = packed.files.map((f) => f.path).sort();
  assert.deepEqual(paths, CLIENT_PACKAGE_FILES);
  assert.equal(packed.name, 'indica-client');
});

test('npm pack of the data package works in a fresh clone after npm ci: its version is the data version', () => {
  const packed = pack(join(clone, 'packages', 'data'));
  const version = JSON.parse(readFileSync(join(clone, 'content', 'VERSION.json'), 'utf8')).version as string;
  assert.equal(packed.name, DATA_PACKAGE_NAME);
  assert.equal(packed.version, version);
  const paths = new Set(packed.files.map((f) => f.path));
  for (const path of [
    'downloads/datapackage.json',
    'downloads/SHA256SUMS',
    'downloads/indica.sqlite',
    archiveName(version),
  ])
    assert.ok(paths.has(path), path);
  assert.ok([...paths].filter((p) => p.startsWith('downloads/csv/')).length >= 50);
  const datapackage = JSON.parse(readFileSync(join(clone, 'packages/data/downloads/datapackage.json'), 'utf8'));
  assert.equal(datapackage.version, version);
  // The published limits of the npm CDNs (src/downloads/package.ts): each file and the package.
  for (const f of packed.files) assert.ok(f.size <= CDN_LIMITS.fileBytes, `${f.path}: ${f.size} bytes`);
  assert.ok(packed.unpackedSize <= CDN_LIMITS.packageBytes, `${packed.unpackedSize} bytes unpacked`);
  console.log(
    `${packed.name}@${packed.version}: ${packed.files.length} files, ${packed.unpackedSize} bytes unpacked, ${packed.size} packed; largest ${Math.max(...packed.files.map((f) => f.size))}`,
  );
  const largest = packed.files.reduce((a, b) => (b.size > a.size ? b : a));
  checkFigure(
    'docs/downloads.md',
    'what the data package packs',
    /Measured\s+\(`tests\/dist\/downloads-package\.test\.ts`,\s+([\d.]+)\):\s+([\d,]+)\s+files,\s+([\d.]+)\s+MB\s+unpacked,\s+([\d.]+)\s+MB\s+packed;\s+the\s+largest\s+file\s+`([^`]+)`,\s+([\d.]+)\s+MB/,
    (m) =>
      `Measured (\`tests/dist/downloads-package.test.ts\`, ${packed.version}): ${count(packed.files.length)} files, ${mbAsWritten(packed.unpackedSize, m[3]!)} MB unpacked, ${mbAsWritten(packed.size, m[4]!)} MB packed; the largest file \`${largest.path}\`, ${mbAsWritten(largest.size, m[6]!)} MB`,
  );
  assert.ok(paths.has('LICENSE-DATA.md') && paths.has('README.md'));
  assert.ok(readFileSync(join(clone, 'packages/data/downloads/SHA256SUMS'), 'utf8').includes('  datapackage.json'));
});
