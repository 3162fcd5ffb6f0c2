/**
 * Checks that every internal href/src of the built pages resolves: to a file of dist/, to a page
 * folder's index.html, or (for API URLs) to an answer of the request↔file mapping.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiDeclaration } from './endpoint.ts';
import { resolveRequest, type Catalog } from './request-file.ts';
import { filesBelow } from './walk.ts';

export interface BrokenLink {
  page: string;
  href: string;
}

const ATTRIBUTE = /\s(?:xlink:)?(?:href|src)="([^"]*)"/g;

export function htmlFiles(dist: string): string[] {
  return filesBelow(dist, (name) => name.endsWith('.html'));
}

/**
 * `base`: the path the build was made for (INDICA_BASE); every link must stay below it, and
 * resolves to the file of dist/ below it.
 */
export function checkLinks(
  dist: string,
  apis: { api: ApiDeclaration; catalog: Catalog }[],
  base = '/',
): { checked: number; broken: BrokenLink[] } {
  const verdicts = new Map<string, boolean>();
  const broken: BrokenLink[] = [];
  let checked = 0;
  const resolves = (path: string, query: string): boolean => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return false;
    }
    if (existsSync(join(dist, decoded)) && !decoded.endsWith('/')) return true;
    if (existsSync(join(dist, decoded, 'index.html'))) return true;
    const served = apis.find(({ api }) => path.startsWith(`${api.base}/`));
    if (!served) return false;
    const r = resolveRequest(served.api, served.catalog, path.slice(served.api.base.length), query);
    return r.kind === 'file';
  };
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(file, 'utf8');
    const page = `${base}${file.slice(dist.length + 1)}`;
    for (const [, raw] of html.matchAll(ATTRIBUTE)) {
      const written = raw.replaceAll('&amp;', '&');
      // External links and in-page anchors are not checked; relative links resolve against the page.
      if (written.startsWith('#') || written.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(written)) continue;
      const url = new URL(written, `http://site${page}`);
      checked++;
      if (!url.pathname.startsWith(base)) {
        broken.push({ page, href: written });
        continue;
      }
      const href = url.pathname.slice(base.length - 1) + url.search;
      const [beforeHash] = href.split('#');
      const [path, query = ''] = beforeHash.split('?');
      let ok = verdicts.get(beforeHash);
      if (ok === undefined) verdicts.set(beforeHash, (ok = resolves(path, query)));
      if (!ok) broken.push({ page, href: written });
    }
  }
  return { checked, broken };
}
