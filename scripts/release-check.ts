/**
 * `node scripts/release-check.ts [--tag v1.2.3] [--site https://host/base/] [--notes file.md]`: refuses (exit 1) to
 * release or deploy content that is not the data set its version names, or whose version npm or
 * the deployed site already has with another content digest (src/downloads/release.ts). Asks the
 * registry (npm view) for the data package at the data version and for the client at its version,
 * and, in GitHub Actions, writes `publish-data` and `publish-client` (true when the registry has no
 * such version yet) to $GITHUB_OUTPUT; --notes writes the release notes (the version's CHANGELOG
 * entry and its digest). Run by .github/workflows/release.yml and pages.yml.
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  changelogEntry,
  contentDigest,
  HISTORY_FILE,
  readDataVersionFile,
  readVersionHistory,
} from '../src/core/data-version.ts';
import { CLIENT_PACKAGE_NAME, DATA_PACKAGE_NAME } from '../src/downloads/package.ts';
import { npmView } from '../src/downloads/registry.ts';
import { releasePlan } from '../src/downloads/release.ts';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const tag = option('--tag');
const site = option('--site');
const notes = option('--notes');

const data = readDataVersionFile(join(root, 'content'));
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as Record<string, string>;
const dataPackage = readJson('packages/data/package.json') as { version: string; contentDigest?: string };
const client = readJson('client/package.json') as { version: string };

const npmData = npmView(`${DATA_PACKAGE_NAME}@${data.version}`, 'contentDigest');
const npmClient = npmView(`${CLIENT_PACKAGE_NAME}@${client.version}`, 'version');

let deployed: { version?: unknown; contentDigest?: unknown } | undefined;
if (site) {
  const url = new URL('version.json', site.endsWith('/') ? site : `${site}/`);
  // A site that answers 404 has no deployment yet; one that cannot be asked stops the deployment.
  const response = await fetch(url);
  if (response.ok) deployed = (await response.json()) as typeof deployed;
  else if (response.status === 404) console.log(`${url}: 404, taken as no deployment yet`);
  else throw new Error(`${url}: ${response.status}`);
}

const plan = releasePlan({
  data,
  actualDigest: contentDigest(join(root, 'content')),
  history: readVersionHistory(join(root, HISTORY_FILE)),
  dataPackage,
  tag,
  npmData: npmData.found ? { found: true, contentDigest: npmData.value } : { found: false },
  site: deployed,
});
const publishClient = !npmClient.found;
console.log(
  `data ${data.version} (${data.contentDigest}): ${plan.publishData ? 'not on npm yet' : 'on npm with this digest'}; ` +
    `client ${client.version}: ${publishClient ? 'not on npm yet' : 'on npm'}`,
);
if (process.env.GITHUB_OUTPUT)
  appendFileSync(
    process.env.GITHUB_OUTPUT,
    `data-version=${data.version}\nclient-version=${client.version}\npublish-data=${plan.publishData}\npublish-client=${publishClient}\n`,
  );
if (plan.problems.length) {
  console.error(plan.problems.join('\n'));
  process.exit(1);
}
if (notes) {
  const entry = changelogEntry(readFileSync(join(root, 'CHANGELOG.md'), 'utf8'), data.version);
  writeFileSync(
    notes,
    `Data version ${data.version} (${data.date}), content digest \`${data.contentDigest}\`.\n\n` +
      `${entry?.text.replace(/^[^\n]*\n/, '').trim() ?? ''}\n\n` +
      "Check the attached files with `sha256sum -c SHA256SUMS`. Data licence: CC BY-NC 4.0, the Vedic nouns' " +
      '`iast` and `vei` fields also CC BY-NC-SA 3.0 (LICENSE-DATA.md).\n',
  );
}
