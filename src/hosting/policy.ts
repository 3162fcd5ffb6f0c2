/**
 * The serving policy every host shares: which headers JSON answers carry and how long each kind of
 * file may be cached. The bundled server and every generated host configuration read it from here.
 */

export const JSON_TYPE = 'application/json; charset=utf-8';

/** The header naming the data version (content/VERSION.json) on every answer, where a host lets it be set. */
export const DATA_VERSION_HEADER = 'Indica-Data-Version';

/**
 * CORS on every file and answer of every host: any origin may read them, and a page on another
 * origin may read the data version and the validator (browsers hide other headers from it).
 */
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': `${DATA_VERSION_HEADER}, ETag`,
} as const;

/** The headers CORS_HEADERS lets a page on another origin read. */
export const CORS_EXPOSED_HEADERS = CORS_HEADERS['Access-Control-Expose-Headers'].split(', ');

/** Headers of every API answer, error or not, wherever a host lets the project set them. */
export const JSON_HEADERS = { 'Content-Type': JSON_TYPE, ...CORS_HEADERS } as const;

/**
 * Cache-Control by kind: API answers and pages change with each build, so caches revalidate after a
 * short while (ETags make that cheap); Astro's `/_astro/` assets carry a content hash in their
 * names and never change; error answers are not stored.
 */
export const CACHE_CONTROL = {
  revalidate: 'public, max-age=300, must-revalidate',
  immutable: 'public, max-age=31536000, immutable',
  error: 'no-store',
} as const;

/** The folder whose files are content-hashed, as a URL prefix. */
export const IMMUTABLE_PREFIX = '/_astro/';

export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith(IMMUTABLE_PREFIX) ? CACHE_CONTROL.immutable : CACHE_CONTROL.revalidate;
}

/** Methods every host answers; anything else is a 405 with `Allow`. */
export const ALLOWED_METHODS = 'GET, HEAD';
