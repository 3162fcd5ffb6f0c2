/**
 * `node scripts/record-published.ts <package>@<version> …`: adds each version to published.json
 * after asking the registry that it is there (npm view), so the build offers its npm and CDN
 * addresses from then on. Run by .github/workflows/release.yml after `npm publish`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareVersions } from '../src/core/data-version.ts';
import { PUBLISHED_FILE, publishedVersions, readPublished, type PackageName } from '../src/downloads/package.ts';
import { npmView } from '../src/downloads/registry.ts';

const root = join(import.meta.dirname, '..');
const published = readPublished(root);
for (const spec of process.argv.slice(2)) {
  const at = spec.lastIndexOf('@');
  const [name, version] = [spec.slice(0, at), spec.slice(at + 1)];
  if (!(name in published.packages)) throw new Error(`${name}: not a package of published.json`);
  if (!npmView(spec, 'version').found) throw new Error(`${spec} is not on the npm registry`);
  const versions = published.packages[name as PackageName];
  if (!versions.includes(version)) versions.push(version);
  versions.sort(compareVersions);
  console.log(`published.json: ${spec}`);
}
writeFileSync(join(root, PUBLISHED_FILE), `${JSON.stringify(publishedVersions.parse(published), null, 2)}\n`);
