/**
 * The data version (content/VERSION.json): one semantic version names one content/ folder, byte for
 * byte. The file records the digest of every other file under content/; a test recomputes it, so a
 * content change without a new version fails (`npm run version:bump -- <version>` records a new one).
 * Every date a build writes comes from here, never from the clock, so two builds of one commit match.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { z } from 'zod';

export const VERSION_FILE = 'VERSION.json';

/**
 * The history of data versions (at the repository's root, outside content/ so that it is no part
 * of the digest): every version ever recorded with its one content digest. An entry is never
 * changed: new content is a new version (recordVersion).
 */
export const HISTORY_FILE = 'data-versions.json';

/** Where a build publishes its data version (versionDocument) for programs to read. */
export const VERSION_PATH = '/version.json';

export const dataVersion = z.strictObject({
  version: z.string().regex(/^\d+\.\d+\.\d+$/, 'a semantic version (major.minor.patch)'),
  date: z.iso.date(),
  /** sha256 over every file of content/ but this one (contentDigest) */
  contentDigest: z.string().regex(/^sha256:[0-9a-f]{64}$/),
  note: z.string().optional(),
});
export type DataVersion = z.infer<typeof dataVersion>;

export const versionHistory = z.strictObject({
  note: z.string(),
  versions: z.array(dataVersion),
});
export type VersionHistory = z.infer<typeof versionHistory>;

export function readVersionHistory(file: string): VersionHistory {
  return versionHistory.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** Semantic version order (major.minor.patch, numbers only): negative when a comes first. */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  for (let i = 0; i < 3; i++) if (x![i] !== y![i]) return x![i]! - y![i]!;
  return 0;
}

/**
 * The history with `next` recorded: appended when its version is newer than every recorded one;
 * the history unchanged when the version is recorded with the same digest and date. Throws when the
 * version is recorded with another digest or date (one version is one data set: the content needs a new version)
 * or when it is older than the newest recorded one.
 */
export function recordVersion(history: VersionHistory, next: DataVersion): VersionHistory {
  const same = history.versions.find((v) => v.version === next.version);
  if (same) {
    if (same.contentDigest !== next.contentDigest)
      throw new Error(
        `data version ${next.version} is recorded with ${same.contentDigest}; content/ is now ${next.contentDigest}. ` +
          'A version names one data set forever: record the new content as a new version.',
      );
    if (same.date !== next.date)
      throw new Error(`data version ${next.version} is recorded as of ${same.date}, not ${next.date}`);
    return history;
  }
  const newest = history.versions.at(-1);
  if (newest && compareVersions(next.version, newest.version) <= 0)
    throw new Error(`data version ${next.version} is not newer than the newest recorded one, ${newest.version}`);
  return { ...history, versions: [...history.versions, next] };
}

/**
 * What is wrong between the history and the current version: versions out of order or twice, or
 * the current version not the newest entry with the same digest and date.
 */
export function historyProblems(history: VersionHistory, current: DataVersion): string[] {
  const problems: string[] = [];
  history.versions.forEach((v, i) => {
    const before = history.versions[i - 1];
    if (before && compareVersions(before.version, v.version) >= 0)
      problems.push(`${HISTORY_FILE}: ${v.version} comes after ${before.version}`);
  });
  const newest = history.versions.at(-1);
  if (!newest || newest.version !== current.version)
    problems.push(
      `${HISTORY_FILE}: the newest version is ${newest?.version}, content/${VERSION_FILE} ${current.version}`,
    );
  else {
    if (newest.contentDigest !== current.contentDigest)
      problems.push(
        `${HISTORY_FILE} records ${current.version} as ${newest.contentDigest}, content/${VERSION_FILE} as ${current.contentDigest}`,
      );
    if (newest.date !== current.date)
      problems.push(`${HISTORY_FILE} dates ${current.version} ${newest.date}, content/${VERSION_FILE} ${current.date}`);
  }
  return problems;
}

export function readDataVersionFile(contentDir: string): DataVersion {
  return dataVersion.parse(JSON.parse(readFileSync(join(contentDir, VERSION_FILE), 'utf8')));
}

/** Every file under a folder, as sorted '/'-separated relative paths. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * The digest of a content folder: sha256 over each file's path and sha256, in path order, leaving
 * out VERSION.json (which holds the digest). Paths are '/'-separated, so every OS computes the same.
 */
/**
 * The curation record (content/mb/curation/: the passage tables, the review's fixes, the prune
 * rule's data) says how the citations were found and is applied to the records by scripts; the
 * records it produces are the data set, and they are digested.
 */
export const CURATION_DIR = 'mb/curation/';

export function contentDigest(contentDir: string): string {
  const all = createHash('sha256');
  for (const path of filesUnder(contentDir)) {
    if (path === VERSION_FILE || path.startsWith(CURATION_DIR)) continue;
    const file = createHash('sha256')
      .update(readFileSync(join(contentDir, path)))
      .digest('hex');
    all.update(`${file}  ${path}\n`);
  }
  return `sha256:${all.digest('hex')}`;
}

/**
 * The body of /version.json: the version, its date, the content digest, and where that version stays
 * unchanged. Once the version is published on npm (`pinned` given), that is the npm package of the
 * downloads, served by npm CDNs at a version-pinned address; before, the site's own downloads and
 * the sha256 of each (`sha256`, by path below /downloads/), which every build of the version writes
 * byte for byte. `substringGrams`, where the build wrote them, is their length (rows.ts): a reader
 * that finds no file for a gram then knows that no row contains it.
 */
export function versionDocument(
  v: DataVersion,
  npmPackage: string,
  pinned: ((path: string) => Record<string, string>) | undefined,
  build: { substringGrams?: number } = {},
  downloads: { sha256?: Record<string, string> } = {},
): Record<string, unknown> {
  return {
    version: v.version,
    date: v.date,
    contentDigest: v.contentDigest,
    downloads: '/downloads/',
    published: pinned !== undefined,
    ...(pinned
      ? { npm: `${npmPackage}@${v.version}`, pinned: pinned('') }
      : downloads.sha256
        ? { sha256: downloads.sha256 }
        : {}),
    ...build,
  };
}

/** The CHANGELOG.md section of a version ("## 1.1.0 (2026-11-25)" up to the next "## "), if any. */
export function changelogEntry(changelog: string, version: string): { date: string; text: string } | undefined {
  const sections = changelog.split(/^## /m).slice(1);
  for (const section of sections) {
    const heading = /^(\d+\.\d+\.\d+) \((\d{4}-\d{2}-\d{2})\)/.exec(section);
    if (heading?.[1] === version) return { date: heading[2]!, text: section };
  }
  return undefined;
}

/**
 * What a CHANGELOG entry must say: every count, written "1,787 nouns" (en grouping). Returns the
 * problems, none when the entry states each count as the data holds it.
 */
export function changelogProblems(changelog: string, version: DataVersion, counts: Record<string, number>): string[] {
  const entry = changelogEntry(changelog, version.version);
  if (!entry) return [`CHANGELOG.md has no "## ${version.version} (${version.date})" entry`];
  const problems: string[] = [];
  if (entry.date !== version.date)
    problems.push(`CHANGELOG.md dates ${version.version} ${entry.date}, content/VERSION.json ${version.date}`);
  for (const [noun, n] of Object.entries(counts)) {
    const stated = `${n.toLocaleString('en')} ${noun}`;
    if (!new RegExp(`(^|[^\\d,])${stated.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(entry.text))
      problems.push(`CHANGELOG.md's ${version.version} entry does not state "${stated}" (the data holds ${n})`);
  }
  return problems;
}
