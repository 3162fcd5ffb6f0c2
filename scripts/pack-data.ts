/**
 * Fills packages/data/ for `npm pack` / `npm publish` (its prepack runs this): every download under
 * downloads/, one zip of them all, the data licence; then checks that the package's version is the
 * data version and that each file and the whole package fit the npm CDNs' published limits
 * (src/downloads/package.ts). The package's `contentDigest` is the data version's (the release
 * workflow compares it with the registry's, scripts/release-check.ts). Needs the root's `npm ci`; writes the same bytes on every run.
 */
import { copyFileSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import { writeDownloads } from '../src/downloads/build.ts';
import { archiveName, CDN_LIMITS, PACKAGE_DOWNLOADS_DIR } from '../src/downloads/package.ts';
import { readDataVersion } from '../src/downloads/version.ts';

const root = join(import.meta.dirname, '..');
const dir = join(root, 'packages', 'data');
const { version, date, contentDigest } = readDataVersion(root);
const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string; contentDigest: string };
if (pkg.version !== version || pkg.contentDigest !== contentDigest)
  throw new Error(
    `packages/data/package.json is ${pkg.version} (${pkg.contentDigest}), the data is ${version} (${contentDigest}): ` +
      `run npm run version:bump -- ${version}`,
  );

for (const entry of readdirSync(dir))
  if (entry === PACKAGE_DOWNLOADS_DIR || entry.endsWith('.zip')) rmSync(join(dir, entry), { recursive: true });
const downloads = join(dir, PACKAGE_DOWNLOADS_DIR);
writeDownloads(downloads, { root });
copyFileSync(join(root, 'LICENSE-DATA.md'), join(dir, 'LICENSE-DATA.md'));

const files = readdirSync(downloads, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile())
  .map((e) => relative(downloads, join(e.parentPath, e.name)).split(sep).join('/'))
  .sort();
// The data version's date on every entry, not the files' times: the same zip on every run.
const mtime = new Date(`${date}T00:00:00Z`);
const entries: Zippable = {};
const folder = `indica-downloads-${version}`;
for (const path of files) entries[`${folder}/${path}`] = [readFileSync(join(downloads, path)), { mtime }];
writeFileSync(join(dir, archiveName(version)), zipSync(entries, { level: 9 }));

const all = readdirSync(dir, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile())
  .map((e) => ({ path: relative(dir, join(e.parentPath, e.name)), bytes: statSync(join(e.parentPath, e.name)).size }));
const total = all.reduce((sum, f) => sum + f.bytes, 0);
const tooBig = all.filter((f) => f.bytes > CDN_LIMITS.fileBytes);
if (tooBig.length || total > CDN_LIMITS.packageBytes)
  throw new Error(
    `over the npm CDNs' limits (${CDN_LIMITS.fileBytes} bytes a file, ${CDN_LIMITS.packageBytes} a package): ` +
      `${tooBig.map((f) => `${f.path} ${f.bytes}`).join(', ')}; package ${total}`,
  );
const largest = all.reduce((a, b) => (b.bytes > a.bytes ? b : a));
console.log(
  `packages/data ${version}: ${all.length} files, ${(total / 1e6).toFixed(1)} MB (largest ${largest.path}, ` +
    `${(largest.bytes / 1e6).toFixed(1)} MB; limits ${CDN_LIMITS.fileBytes / 2 ** 20} MiB a file, ${CDN_LIMITS.packageBytes / 2 ** 20} MiB a package)`,
);
