/**
 * Whether a release may publish, and what (scripts/release-check.ts): one data version is one data
 * set forever, so content is refused when its version was already published — on npm or on the
 * deployed site — with another content digest, and when it is not the data set its version's
 * entry in the history (data-versions.json) records.
 */
import { historyProblems, type DataVersion, type VersionHistory } from '../core/data-version.ts';

export interface ReleaseFacts {
  /** content/VERSION.json */
  data: DataVersion;
  /** the digest of content/ as it is */
  actualDigest: string;
  history: VersionHistory;
  /** packages/data/package.json */
  dataPackage: { version: string; contentDigest?: string };
  /** the tag a release runs for (v1.2.3), if it runs for one */
  tag?: string;
  /** the registry's data package at the data version: absent, or its recorded content digest */
  npmData?: { found: false } | { found: true; contentDigest?: unknown };
  /** the deployed site's /version.json, where it answers */
  site?: { version?: unknown; contentDigest?: unknown };
}

export interface ReleasePlan {
  problems: string[];
  /** the data package's version is not on npm yet */
  publishData: boolean;
}

export function releasePlan(f: ReleaseFacts): ReleasePlan {
  const problems: string[] = [];
  const { version, contentDigest } = f.data;
  if (f.actualDigest !== contentDigest)
    problems.push(`content/ is ${f.actualDigest}, content/VERSION.json records ${contentDigest} for ${version}`);
  problems.push(...historyProblems(f.history, f.data));
  if (f.dataPackage.version !== version || f.dataPackage.contentDigest !== contentDigest)
    problems.push(
      `packages/data/package.json is ${f.dataPackage.version} (${f.dataPackage.contentDigest}), the data ${version} (${contentDigest})`,
    );
  if (f.tag !== undefined && f.tag !== `v${version}`)
    problems.push(`the tag ${f.tag} is not the data version's, v${version}`);
  if (f.npmData?.found && f.npmData.contentDigest !== contentDigest)
    problems.push(
      `npm has data version ${version} with content digest ${String(f.npmData.contentDigest)}, content/ is ${contentDigest}: ` +
        'a published version never changes, record the content as a new version',
    );
  if (f.site && f.site.version === version && f.site.contentDigest !== contentDigest)
    problems.push(
      `the deployed site serves data version ${version} with content digest ${String(f.site.contentDigest)}, content/ is ` +
        `${contentDigest}: record the content as a new version`,
    );
  return { problems, publishData: !f.npmData?.found };
}
