/**
 * Static hosts match paths exactly, so `/mahabharata/persons/Arjun/` and the alias
 * `/mahabharata/persons/partha/` would be bare 404s. For every name and alias whose written form,
 * lower-case form or slug differs from its record's page slug, the build writes a small page that
 * sends the reader on (meta refresh, canonical link and a visible link): it works on every host.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEpic } from '../apis/mb/graph.ts';
import { aliasesOf, apiKinds, keyOf, type RecordOf } from '../apis/mb/kinds.ts';
import { epicFolder, epicPageUrl } from '../apis/mb/urls.ts';
import { loadHymnVerses } from '../apis/rv/data.ts';
import { hymnSite } from '../apis/rv/site.ts';
import { deityUrl, meterUrl, poetUrl } from '../apis/rv/urls.ts';
import { slugOf } from '../core/slug.ts';
import { withBase } from '../core/base-path.ts';

export interface Redirect {
  from: string;
  to: string;
  name: string;
}

interface Family {
  folder: string;
  url(name: string): string;
  records: { name: string; aliases: readonly string[] }[];
}

/** A path segment a static host can serve as a folder. */
// eslint-disable-next-line no-control-regex -- a segment with a control character cannot be a folder name
const UNSERVABLE_IN_SEGMENT = /[/\\?#%\u0000-\u001f]/;
const servable = (segment: string) =>
  segment !== '' && !UNSERVABLE_IN_SEGMENT.test(segment) && !segment.startsWith('.');

export function redirectsOf(families: Family[]): Redirect[] {
  const redirects: Redirect[] = [];
  for (const { folder, url, records } of families) {
    const pages = new Set(records.map((r) => slugOf(r.name)));
    const targets = new Map<string, Set<string>>();
    for (const record of records) {
      for (const form of [record.name, ...record.aliases]) {
        for (const segment of new Set([form, form.toLowerCase(), slugOf(form)])) {
          if (pages.has(segment) || !servable(segment)) continue;
          (targets.get(segment) ?? targets.set(segment, new Set()).get(segment)!).add(record.name);
        }
      }
    }
    // A form two records share (an alias of both) leads to neither.
    for (const [segment, names] of targets) {
      if (names.size !== 1) continue;
      const [name] = names;
      redirects.push({ from: `${folder}${segment}/`, to: url(name), name });
    }
  }
  return redirects;
}

/** Every alias and case variant of the epic's records and the hymns' poets, beings and meters. */
export function siteRedirects(): Redirect[] {
  const g = loadEpic();
  const hymns = hymnSite(loadHymnVerses());
  const plain = (names: readonly string[]) => names.map((name) => ({ name, aliases: [] }));
  return redirectsOf([
    // Every kind the API serves by name has pages: its names and aliases lead to them.
    ...apiKinds.map((k) => ({
      folder: epicFolder(k),
      url: (name: string) => epicPageUrl(k, name),
      records: (g[k] as RecordOf<typeof k>[]).map((r) => ({ name: keyOf(k, r), aliases: aliasesOf(k, r) })),
    })),
    { folder: '/rigveda/poets/', url: poetUrl, records: plain(hymns.poets.map((p) => p.name)) },
    { folder: '/rigveda/beings/', url: deityUrl, records: plain(hymns.beings.map((b) => b.name)) },
    { folder: '/rigveda/meters/', url: meterUrl, records: plain(hymns.meters.map((m) => m.name)) },
  ]);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function redirectPage({ to: path, name }: Redirect, site: URL | undefined, base = '/'): string {
  const to = withBase(base, path);
  const target = site ? new URL(to, site).href : to;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(name)} · Indica Static</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(target)}">
<meta http-equiv="refresh" content="0; url=${escapeHtml(to)}">
</head>
<body>
<main>
<h1>${escapeHtml(name)}</h1>
<p>This name leads to <a href="${escapeHtml(to)}">${escapeHtml(name)}</a>.</p>
</main>
</body>
</html>
`;
}

/**
 * Writes the redirect pages into the built site. A page never replaces an existing file: on a
 * case-insensitive file system `Arjun/` is `arjun/`, and the record's own page wins.
 */
export function writeRedirects(
  outDir: string,
  site: URL | undefined,
  base = '/',
): { written: number; skipped: number } {
  let written = 0;
  let skipped = 0;
  for (const redirect of siteRedirects()) {
    const file = join(outDir, ...redirect.from.split('/').filter(Boolean), 'index.html');
    if (existsSync(file)) {
      skipped++;
      continue;
    }
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, redirectPage(redirect, site, base));
    written++;
  }
  return { written, skipped };
}
