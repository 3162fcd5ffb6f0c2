/**
 * Page weights in Chromium against the bundled server (which compresses as a browser asks):
 * bytes transferred by a cold load of the median-size page of each page type, and the JavaScript
 * it loads. A page type is a URL pattern: number segments as `#`, a page among three or more
 * sibling leaf pages as a star (`/nouns/word/*`, `/rigveda/#/#/*`).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { filesBelow } from '../../src/core/walk.ts';

/** Debian's Chromium where installed, Playwright's own elsewhere. */
export function launchChromium(): Promise<Browser> {
  const debian = '/usr/bin/chromium';
  return chromium.launch({
    executablePath: existsSync(debian) ? debian : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
}

export interface PageWeight {
  type: string;
  pages: number;
  url: string;
  transfer_bytes: number;
  js_files: number;
  js_bytes: number;
}

/** Page types of dist/ with their pages (URL paths) and HTML sizes; `skip` names top-level folders without pages. */
export function pageTypes(dist: string, skip: ReadonlySet<string>): Map<string, { url: string; size: number }[]> {
  const pages = readdirSync(dist, { withFileTypes: true })
    .filter((e) => !skip.has(e.name) && !e.name.startsWith('_'))
    .flatMap((e) =>
      e.isDirectory()
        ? filesBelow(join(dist, e.name), (n) => n.endsWith('.html'))
        : e.name === 'index.html'
          ? [join(dist, e.name)]
          : [],
    )
    .map((full) => ({ url: `/${relative(dist, full)}`.replace(/index\.html$/, ''), size: statSync(full).size }));
  const parent = (url: string) => url.replace(/[^/]+\/?$/, '');
  const inner = new Set(pages.map((p) => parent(p.url)));
  const leaves = new Map<string, number>();
  for (const p of pages) if (!inner.has(p.url)) leaves.set(parent(p.url), (leaves.get(parent(p.url)) ?? 0) + 1);
  // A number segment is `#`; a page in a folder of three or more leaf pages below the top level is `*`.
  const typeOf = (url: string): string => {
    if (url === '/') return '/';
    const up = parent(url);
    const segment = url.slice(up.length).replace(/\/$/, '');
    const name = /^\d+$/.test(segment) ? '#' : up !== '/' && (leaves.get(up) ?? 0) >= 3 ? '*' : segment;
    return `${typeOf(up)}${name}${url.endsWith('/') ? '/' : ''}`;
  };
  const types = new Map<string, { url: string; size: number }[]>();
  for (const p of pages) types.set(typeOf(p.url), [...(types.get(typeOf(p.url)) ?? []), p]);
  return types;
}

export async function measurePages(
  browser: Browser,
  base: string,
  dist: string,
  skip: ReadonlySet<string>,
): Promise<PageWeight[]> {
  const out: PageWeight[] = [];
  const types = [...pageTypes(dist, skip)].sort((a, b) => b[1].length - a[1].length);
  for (const [type, pages] of types) {
    const url = [...pages].sort((a, b) => a.size - b.size)[Math.floor(pages.length / 2)].url;
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const sizes: Promise<{ script: boolean; bytes: number; body: number }>[] = [];
      // A request still finishing when the context closes has no sizes: it counts as nothing.
      page.on('requestfinished', (r) =>
        sizes.push(
          r.sizes().then(
            (s) => ({
              script: r.resourceType() === 'script',
              bytes: s.responseBodySize + s.responseHeadersSize,
              body: s.responseBodySize,
            }),
            () => ({ script: false, bytes: 0, body: 0 }),
          ),
        ),
      );
      await page.goto(base + url, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const all = await Promise.all(sizes);
      const scripts = all.filter((s) => s.script);
      out.push({
        type,
        pages: pages.length,
        url,
        transfer_bytes: all.reduce((sum, s) => sum + s.bytes, 0),
        js_files: scripts.length,
        js_bytes: scripts.reduce((sum, s) => sum + s.body, 0),
      });
    } finally {
      await context.close();
    }
  }
  return out;
}
