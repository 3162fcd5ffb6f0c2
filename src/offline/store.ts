/**
 * Downloading, pausing, resuming and removing packs in the browser (the Offline page). A pack's
 * files go into a cache named by the pack and the data version; only when every file is there,
 * each with the bytes its manifest says, does the registry name that cache, and only then are the
 * pack's other versions deleted. The service worker answers from the caches the registry names,
 * so a reader sees a pack whole in one version or the previous one whole, never a mix.
 */
import { link } from '../site/link.ts';
import {
  PACKS_INDEX,
  packCacheName,
  packCachePrefix,
  packManifestPath,
  PACK_REQUEST_HEADER,
  REGISTRY_CACHE,
  REGISTRY_KEY,
  type InstalledPack,
  type PackManifest,
  type PacksIndex,
  type Registry,
} from './names.ts';

/** Parallel requests while downloading: enough to fill a slow line, few enough for a phone. */
const PARALLEL = 6;

export interface Progress {
  doneBytes: number;
  totalBytes: number;
  doneFiles: number;
  totalFiles: number;
}

async function fresh<T>(path: string): Promise<T> {
  const response = await fetch(link(path), { cache: 'no-store' });
  if (!response.ok) throw new Error(`${link(path)} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The packs of the current build, checked against the data version the site says it serves. */
export async function currentPacks(): Promise<PacksIndex> {
  const [index, version] = await Promise.all([
    fresh<PacksIndex>(PACKS_INDEX),
    fresh<{ version: string }>('/version.json'),
  ]);
  if (index.version !== version.version)
    throw new Error(
      `the site is being updated (its data version is ${version.version}, its packs are of ${index.version}): try again in a few minutes`,
    );
  return index;
}

export const packManifest = (id: string): Promise<PackManifest> => fresh<PackManifest>(packManifestPath(id));

export async function readRegistry(): Promise<Registry> {
  const stored = await (await caches.open(REGISTRY_CACHE)).match(link(REGISTRY_KEY));
  return stored ? ((await stored.json()) as Registry) : {};
}

async function writeRegistry(registry: Registry): Promise<void> {
  const body = JSON.stringify(registry);
  await (
    await caches.open(REGISTRY_CACHE)
  ).put(link(REGISTRY_KEY), new Response(body, { headers: { 'content-type': 'application/json' } }));
}

/** Deletes a pack's caches other than `keep` (every one when `keep` is undefined). */
async function deleteOtherVersions(id: string, keep?: string): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(packCachePrefix(id)) && n !== keep).map((n) => caches.delete(n)));
}

/** Files looked up at once where the cache is too large to list. */
const LOOKUPS = 200;

/**
 * The paths (with the base) of a pack's files that its cache holds. Chromium refuses to list a
 * cache whose keys exceed its query limit (about 10 MB: "Operation too large", the Rig Veda's
 * 27,000 files); such a cache is asked file by file, a batch at a time.
 */
async function storedPaths(cache: Cache, manifest: PackManifest): Promise<Set<string>> {
  try {
    return new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
  } catch {
    const stored = new Set<string>();
    const paths = manifest.files.map(([path]) => link(path));
    for (let i = 0; i < paths.length; i += LOOKUPS) {
      const batch = paths.slice(i, i + LOOKUPS);
      const found = await Promise.all(batch.map((path) => cache.match(path)));
      batch.forEach((path, j) => found[j] && stored.add(path));
    }
    return stored;
  }
}

/** The bytes and files of a pack's version that `stored` holds. */
function progressOf(manifest: PackManifest, stored: Set<string>): Progress {
  const progress: Progress = { doneBytes: 0, totalBytes: 0, doneFiles: 0, totalFiles: manifest.files.length };
  for (const [path, bytes] of manifest.files) {
    progress.totalBytes += bytes;
    if (stored.has(link(path))) {
      progress.doneBytes += bytes;
      progress.doneFiles += 1;
    }
  }
  return progress;
}

/** The files of a pack's version already in its cache (a paused or stopped download). */
export async function storedFiles(manifest: PackManifest): Promise<Progress> {
  const cache = await caches.open(packCacheName(manifest.id, manifest.version));
  return progressOf(manifest, await storedPaths(cache, manifest));
}

/** Whether a pack's version has a cache (whole or not). */
export async function hasCache(id: string, version: string): Promise<boolean> {
  return (await caches.keys()).includes(packCacheName(id, version));
}

/**
 * Downloads the files of a pack's version that its cache lacks, then names the cache in the
 * registry. An abort (pause) or a failure leaves the cache as far as it got, unnamed: the next
 * call resumes it. A file whose bytes differ from the manifest's (the site changed meanwhile)
 * stops the download.
 */
export async function downloadPack(
  manifest: PackManifest,
  signal: AbortSignal,
  onProgress: (progress: Progress) => void,
): Promise<InstalledPack> {
  const cacheName = packCacheName(manifest.id, manifest.version);
  const cache = await caches.open(cacheName);
  const stored = await storedPaths(cache, manifest);
  const progress = progressOf(manifest, stored);
  onProgress(progress);
  const missing = manifest.files.filter(([path]) => !stored.has(link(path)));
  // One failure stops every request (the pack stays as far as it got), as a pause does.
  const stop = new AbortController();
  const stopped = AbortSignal.any([signal, stop.signal]);
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      stopped.throwIfAborted();
      const [path, bytes] = missing[next++]!;
      const response = await fetch(link(path), {
        signal: stopped,
        cache: 'no-cache',
        headers: { [PACK_REQUEST_HEADER]: manifest.version },
      });
      if (!response.ok) throw new Error(`${link(path)} answered ${response.status}`);
      const body = await response.arrayBuffer();
      if (body.byteLength !== bytes)
        throw new Error(`${link(path)} has ${body.byteLength} bytes, not ${bytes}: the site changed; try again`);
      const type = response.headers.get('content-type');
      await cache.put(link(path), new Response(body, { headers: type ? { 'content-type': type } : {} }));
      progress.doneBytes += bytes;
      progress.doneFiles += 1;
      onProgress(progress);
    }
  };
  let firstFailure: unknown;
  const workers = Array.from({ length: PARALLEL }, () =>
    worker().catch((error: unknown) => {
      firstFailure ??= error;
      stop.abort();
    }),
  );
  // Every worker has ended before the call returns: none writes into the cache after a failure.
  await Promise.all(workers);
  signal.throwIfAborted();
  if (firstFailure !== undefined) throw firstFailure;
  const installed: InstalledPack = {
    id: manifest.id,
    version: manifest.version,
    cache: cacheName,
    files: manifest.files.length,
    bytes: progress.totalBytes,
  };
  // The switch: from here the service worker answers from this version; then the old one goes.
  await writeRegistry({ ...(await readRegistry()), [manifest.id]: installed });
  await deleteOtherVersions(manifest.id, cacheName);
  return installed;
}

export async function removePack(id: string): Promise<void> {
  const registry = await readRegistry();
  delete registry[id];
  await writeRegistry(registry);
  await deleteOtherVersions(id);
}

/** Partial caches of a pack that the registry does not name (paused downloads or updates). */
export async function partialVersions(id: string, registry: Registry): Promise<string[]> {
  return (await caches.keys())
    .filter((n) => n.startsWith(packCachePrefix(id)) && n !== registry[id]?.cache)
    .map((n) => n.slice(packCachePrefix(id).length));
}
