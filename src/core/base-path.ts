/**
 * The site's base path: `/` at a host's root, `/indica/` for a site published below a folder (a
 * GitHub Pages project site). Pages, assets and the API's files are written with root-absolute
 * paths (`/mb/v2/…`, `/pagefind/…`); these helpers put the base in front of them where the site
 * links or fetches them. The API's JSON keeps its documented paths, relative to the base.
 */

/** A base: `/`, or `/` and path segments of URL-safe characters ending in `/`. */
export const BASE_PATH = /^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*\/)*$/;

/** Whether a text is a base this build accepts (no segment starts with a dot, nothing to encode). */
export const isBasePath = (text: string): boolean => BASE_PATH.test(text);

/** `/x/y` below the base: `/indica/x/y`; other URLs (`https:`, `#a`, `//host`, relative) as they are. */
export function withBase(base: string, path: string): string {
  if (base === '/' || !path.startsWith('/') || path.startsWith('//')) return path;
  return `${base}${path.slice(1)}`;
}

/** The attributes of a page that hold a URL the browser or the page's scripts resolve. */
const LINK_ATTRIBUTE = /(\s(?:xlink:)?(?:href|src|action|poster)=)(?:"(\/(?!\/)[^"]*)"|'(\/(?!\/)[^']*)')/g;

/**
 * A rendered page with its root-absolute links below the base: one pass over the page's HTML, so
 * templates write the site's own paths and need not know where the site is published. Links Astro
 * already put below the base (its bundled `_astro/` assets) are left as they are.
 */
export function linksBelowBase(html: string, base: string): string {
  if (base === '/') return html;
  const assets = `${base}_astro/`;
  return html.replace(LINK_ATTRIBUTE, (whole, attribute: string, doubled?: string, single?: string) => {
    const url = doubled ?? single!;
    const quote = doubled === undefined ? "'" : '"';
    return url.startsWith(assets) ? whole : `${attribute}${quote}${withBase(base, url)}${quote}`;
  });
}
