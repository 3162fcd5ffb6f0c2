/**
 * Page weight per page type, in Chromium against the bundled server (which compresses as a
 * browser asks): bytes transferred (headers and compressed bodies) for a cold load, and the
 * JavaScript the page loads. A page type is a folder of sibling pages (`/nouns/word/*`) or a page
 * of its own (`/about/`); each type is represented by its median-size page.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { apiModules } from '../../src/apis/registry.ts';
import { siteOnly, walk } from './mix.ts';

export interface PageFigures {
  type: string;
  url: string;
  pages: number;
  requests: number;
  transfer_bytes: number;
  html_bytes: number;
  js_files: number;
  js_bytes: number;
  /** the type's largest page, where it is much larger than the median one */
  largest?: { url: string; transfer_bytes: number; js_files: number; js_bytes: number };
}

/**
 * Page types of dist/: [type, its pages as URL paths]. Number segments become `#`; a page with no
 * pages below it, in a folder holding at least three such pages, becomes `*` (so the noun pages
 * are `/nouns/word/*` and the verse pages `/rigveda/#/#/*`); top-level pages (`/about/`,
 * `/search/`) are types of their own.
 */
export function pageTypes(dist: string): [string, string[]][] {
  const pages = walk(dist, '', (name) => name.endsWith('.html'), siteOnly(apiModules.map((m) => m.api)))
    .filter((p) => p !== '/404.html')
    .map((p) => (p.endsWith('/index.html') ? p.slice(0, -'index.html'.length) : p));
  const parentOf = (url: string) => url.replace(/[^/]+\/?$/, '');
  // Folders with pages below them: every proper ancestor of a page.
  const inner = new Set<string>();
  for (const url of pages) for (let p = parentOf(url); p.length > 1 && !inner.has(p); p = parentOf(p)) inner.add(p);
  const leafCount = new Map<string, number>();
  for (const url of pages) if (!inner.has(url)) leafCount.set(parentOf(url), (leafCount.get(parentOf(url)) ?? 0) + 1);
  const types = new Map<string, string[]>();
  for (const url of pages) {
    const parent = parentOf(url);
    const segments = url.split('/');
    const last = url.endsWith('/') ? segments.length - 2 : segments.length - 1;
    const leafInGroup = parent !== '/' && !inner.has(url) && (leafCount.get(parent) ?? 0) >= 3;
    const type = segments.map((s, i) => (i === 0 || s === '' ? s : i === last && leafInGroup ? '*' : /^\d+$/.test(s) ? '#' : s)).join('/');
    (types.get(type) ?? types.set(type, []).get(type)!).push(url);
  }
  // A folder with fewer than three pages (a one-verse hymn) joins its siblings' type.
  for (const [type, urls] of types) {
    const wider = type.replace(/#\/$/, '*/');
    if (wider !== type && types.has(wider)) {
      for (const url of urls) types.get(wider)!.push(url);
      types.delete(type);
    }
  }
  return [...types].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
}

/** The median-size and the largest page of a type (sizes of the HTML files, on an even sample). */
function representatives(dist: string, urls: string[]): { median: string; largest: string; ratio: number } {
  const step = Math.max(1, Math.floor(urls.length / 400));
  const sized = urls
    .filter((_, i) => i % step === 0)
    .map((url) => {
      const file = url.endsWith('/') ? join(dist, url, 'index.html') : join(dist, url);
      let size = 0;
      try {
        size = statSync(decodeURIComponent(file)).size;
      } catch {
        // leave 0
      }
      return { url, size };
    });
  sized.sort((a, b) => a.size - b.size);
  const median = sized[Math.floor(sized.length / 2)];
  const largest = sized[sized.length - 1];
  return { median: median.url, largest: largest.url, ratio: largest.size / Math.max(1, median.size) };
}

interface Load {
  requests: number;
  transfer_bytes: number;
  html_bytes: number;
  js_files: number;
  js_bytes: number;
}

async function loadPage(browser: Browser, address: string): Promise<Load> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const finished: Promise<{ type: string; bytes: number; body: number }>[] = [];
    page.on('requestfinished', (request) => {
      finished.push(
        request.sizes().then((sizes) => ({
          type: request.resourceType(),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          body: sizes.responseBodySize,
        })),
      );
    });
    await page.goto(address, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const requests = await Promise.all(finished);
    const scripts = requests.filter((r) => r.type === 'script');
    return {
      requests: requests.length,
      transfer_bytes: requests.reduce((sum, r) => sum + r.bytes, 0),
      html_bytes: requests.find((r) => r.type === 'document')?.bytes ?? 0,
      js_files: scripts.length,
      js_bytes: scripts.reduce((sum, r) => sum + r.body, 0),
    };
  } finally {
    await context.close();
  }
}

export async function measurePages(browser: Browser, base: string, dist: string, maxTypes = 40): Promise<PageFigures[]> {
  const out: PageFigures[] = [];
  for (const [type, urls] of pageTypes(dist).slice(0, maxTypes)) {
    const { median, largest, ratio } = representatives(dist, urls);
    const figures: PageFigures = { type, url: median, pages: urls.length, ...(await loadPage(browser, base + median)) };
    if (largest !== median && ratio > 1.5) {
      const big = await loadPage(browser, base + largest);
      figures.largest = { url: largest, transfer_bytes: big.transfer_bytes, js_files: big.js_files, js_bytes: big.js_bytes };
    }
    out.push(figures);
  }
  return out;
}
