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
export function contentDigest(contentDir: string): string {
  const all = createHash('sha256');
  for (const path of filesUnder(contentDir)) {
    if (path === VERSION_FILE) continue;
    const file = createHash('sha256')
      .update(readFileSync(join(contentDir, path)))
      .digest('hex');
    all.update(`${file}  ${path}\n`);
  }
  return `sha256:${all.digest('hex')}`;
}

/**
 * The body of /version.json: the version, its date, the content digest, and where that version stays
 * unchanged (the npm package of the downloads, served by npm CDNs at a version-pinned address).
 * `substringGrams`, where the build wrote them, is their length (rows.ts): a reader that finds no
 * file for a gram then knows that no row contains it.
 */
export function versionDocument(
  v: DataVersion,
  npmPackage: string,
  pinned: (path: string) => Record<string, string>,
  build: { substringGrams?: number } = {},
): Record<string, unknown> {
  return {
    version: v.version,
    date: v.date,
    contentDigest: v.contentDigest,
    downloads: '/downloads/',
    npm: `${npmPackage}@${v.version}`,
    pinned: pinned(''),
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
