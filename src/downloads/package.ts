/**
 * The downloads as an npm package (packages/data/): npm never lets a published version change, so
 * npm CDNs (jsDelivr, unpkg) serve every file of a data version at a permanent, version-pinned
 * address. `npm pack` in packages/data/ runs scripts/pack-data.ts, which writes the downloads and
 * one zip of them all there and checks the sizes against the CDNs' published limits (CDN_LIMITS).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const DATA_PACKAGE_NAME = 'indica-static-data';
export const CLIENT_PACKAGE_NAME = 'indica-client';

/**
 * The published versions of the packages (published.json at the repository's root). npm and CDN
 * addresses of a version are offered only once it is listed there: before, the site offers its
 * own files with their sha256. The release workflow lists a version after `npm publish`.
 */
export const PUBLISHED_FILE = 'published.json';

const semver = z.string().regex(/^\d+\.\d+\.\d+$/);
export const publishedVersions = z.strictObject({
  note: z.string(),
  packages: z.strictObject({ [DATA_PACKAGE_NAME]: z.array(semver), [CLIENT_PACKAGE_NAME]: z.array(semver) }),
});
export type PublishedVersions = z.infer<typeof publishedVersions>;
export type PackageName = keyof PublishedVersions['packages'];

/** The project's root: the build and every script run from it (as src/build-config.ts reads content/). */
export function readPublished(root: string = process.cwd()): PublishedVersions {
  return publishedVersions.parse(JSON.parse(readFileSync(join(root, PUBLISHED_FILE), 'utf8')));
}

/** Whether a version of a package is on npm (listed in published.json). */
export function isPublished(name: PackageName, version: string, root?: string): boolean {
  return readPublished(root).packages[name].includes(version);
}

/** The folder of the package holding the downloads, as under /downloads/ on the site. */
export const PACKAGE_DOWNLOADS_DIR = 'downloads';

/** The archive of every download in the package (a zip, so every platform opens it). */
export const archiveName = (version: string) => `indica-downloads-${version}.zip`;

/**
 * The published size limits of the npm CDNs. jsDelivr serves npm packages up to 150 MB (the
 * "Restrictions" of github.com/jsdelivr/data.jsdelivr.com's README) and single files up to 20 MB
 * (its maintainer in jsdelivr/jsdelivr issues #18143 and #18362); unpkg publishes no limit (its
 * About page promises a best-effort service only), so jsDelivr's bind.
 */
export const CDN_LIMITS = {
  packageBytes: 150 * 1024 * 1024,
  fileBytes: 20 * 1024 * 1024,
} as const;

/** The version-pinned address of a file of the package on each CDN. */
export function pinnedUrls(version: string, path: string): { jsdelivr: string; unpkg: string } {
  return {
    jsdelivr: `https://cdn.jsdelivr.net/npm/${DATA_PACKAGE_NAME}@${version}/${path}`,
    unpkg: `https://unpkg.com/${DATA_PACKAGE_NAME}@${version}/${path}`,
  };
}

/**
 * The version-pinned addresses of a data version's files, only if that version is published
 * (published.json): what /version.json's `pinned` and the "Cite this" blocks offer.
 */
export function pinnedIfPublished(
  version: string,
  root?: string,
): ((path: string) => Record<string, string>) | undefined {
  return isPublished(DATA_PACKAGE_NAME, version, root) ? (path) => pinnedUrls(version, path) : undefined;
}
