/**
 * `npm run version:bump -- <version> [--date YYYY-MM-DD]`: records content/'s digest, the version
 * and the date (default: today, UTC) in content/VERSION.json, and the same version and date in
 * CITATION.cff and the data package (packages/data/package.json, with the digest), and appends it to
 * the history of versions (data-versions.json). Refuses when CHANGELOG.md has no entry for the
 * version stating the counts the data holds (it prints them), when the version is already recorded
 * with another digest (one version is one data set, forever: changed content needs a new version),
 * and when the version is older than the newest recorded one. Re-running it with unchanged content
 * changes nothing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  changelogProblems,
  contentDigest,
  dataVersion,
  HISTORY_FILE,
  readVersionHistory,
  recordVersion,
  VERSION_FILE,
  type VersionHistory,
} from '../src/core/data-version.ts';
import { dataCounts, readDataVersion } from '../src/downloads/version.ts';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const dateAt = args.indexOf('--date');
const date = dateAt >= 0 ? args.splice(dateAt, 2)[1] : new Date().toISOString().slice(0, 10);
const [version] = args;
if (!version || !/^\d+\.\d+\.\d+$/.test(version) || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
  console.error('usage: npm run version:bump -- <major.minor.patch> [--date YYYY-MM-DD]');
  process.exit(2);
}

const previous = readDataVersion(root);
const next = dataVersion.parse({
  version,
  date,
  contentDigest: contentDigest(join(root, 'content')),
  note: previous.note,
});
let history: VersionHistory;
try {
  history = recordVersion(readVersionHistory(join(root, HISTORY_FILE)), next);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const counts = dataCounts(root);
const problems = changelogProblems(readFileSync(join(root, 'CHANGELOG.md'), 'utf8'), next, counts);
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(
    `\nAdd "## ${version} (${date})" to CHANGELOG.md saying what changed and what the data holds:\n  ` +
      Object.entries(counts)
        .map(([noun, n]) => `${n.toLocaleString('en')} ${noun}`)
        .join(', '),
  );
  process.exit(1);
}

writeFileSync(join(root, 'content', VERSION_FILE), `${JSON.stringify(next, null, 2)}\n`);
writeFileSync(join(root, HISTORY_FILE), `${JSON.stringify(history, null, 2)}\n`);
const setLine = (file: string, pattern: RegExp, line: string) => {
  const path = join(root, file);
  const text = readFileSync(path, 'utf8');
  if (!pattern.test(text)) throw new Error(`${file}: no line matching ${pattern}`);
  writeFileSync(path, text.replace(pattern, line));
};
setLine('CITATION.cff', /^version: .*$/m, `version: '${version}'`);
setLine('CITATION.cff', /^date-released: .*$/m, `date-released: '${date}'`);
setLine('packages/data/package.json', /^ {2}"version": ".*",$/m, `  "version": "${version}",`);
setLine('packages/data/package.json', /^ {2}"contentDigest": ".*",$/m, `  "contentDigest": "${next.contentDigest}",`);
console.log(
  `${version === previous.version ? 'unchanged:' : `bumped ${previous.version} →`} ${version} (${date}), ${next.contentDigest}`,
);
