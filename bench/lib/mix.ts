/**
 * The request mix, built from the real dist/ and the endpoint table, the same for every server:
 * - `documented`: an API answer by its documented URL (query strings where the endpoint takes
 *   parameters); servers without the contract get the same answer's `.json` file;
 * - `json`: an API answer by its `.json` path, for every server;
 * - `html`: a site page;
 * - `missing`: a 404 (unknown endpoint, unknown name or category, unknown page).
 * Every API present gets the same share, and within an API every endpoint does, so a large API
 * (over a hundred thousand files) does not crowd out a small one.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiModule } from '../../src/apis/registry.ts';
import type { ApiDeclaration, Endpoint } from '../../src/core/endpoint.ts';
import { encodePath, orderedQuery, templateSegments } from '../../src/core/request-file.ts';

export type MixKind = 'documented' | 'json' | 'html' | 'missing';

export interface MixEntry {
  kind: MixKind;
  api?: string;
  /** the URL for a server with the contract (bundled, nginx with the generated block) */
  url: string;
  /** the URL for a plain static server (the `.json` file; the same URL for pages and 404s) */
  file: string;
  status: 200 | 404;
}

export interface Mix {
  entries: MixEntry[];
  counts: Record<MixKind, number> & { query_string: number; apis: number; endpoints: number };
}

/** Files below a folder of dist/, as decoded URL paths; `skip` leaves folders out (by URL path). */
export function walk(dist: string, folder: string, keep: (name: string) => boolean, skip: (folder: string) => boolean = () => false): string[] {
  const out: string[] = [];
  const visit = (dir: string, url: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.isDirectory()) {
        if (!skip(`${url}/${entry.name}`)) visit(join(dir, entry.name), `${url}/${entry.name}`);
      }
      else if (keep(entry.name)) out.push(`${url}/${entry.name}`);
    }
  };
  visit(join(dist, folder), folder === '' ? '' : `/${folder.replace(/^\/+/, '')}`);
  return out.sort();
}

/** A small deterministic generator (mulberry32), so every run builds the same mix. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(items: T[], rand: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** An evenly spread sample of n items. */
function spread<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return [...items];
  const step = items.length / n;
  return Array.from({ length: n }, (_, i) => items[Math.floor(i * step)]);
}

/**
 * The documented URL of an API file: its endpoint's path, then the `name/value` pairs after the
 * template as a query string (Rule 2 read backwards). The Rule 1 file of an endpoint with query
 * parameters is its plain URL.
 */
export function documentedUrl(api: ApiDeclaration<any>, endpoint: Endpoint<any>, file: string): string {
  const segments = file.slice(api.base.length + 1, -'.json'.length).split('/');
  const n = templateSegments(endpoint).length;
  const path = segments.slice(0, n).map((s) => encodeURIComponent(s));
  const query = new URLSearchParams();
  for (let i = n; i + 1 < segments.length; i += 2) query.set(segments[i], segments[i + 1]);
  const qs = query.toString().replaceAll('+', '%20');
  return `${api.base}/${path.join('/')}${qs ? `?${qs}` : ''}`;
}

/**
 * Which endpoint a file of the API answers (as endpointOfFile in src/core/request-file.ts, with the
 * templates split once: classifying thousands of files stays in milliseconds).
 */
export function fileClassifier(api: ApiDeclaration<any>): (file: string) => Endpoint<any> | undefined {
  const templates = api.endpoints.map((endpoint) => {
    const segments = templateSegments(endpoint);
    const literal = segments.map((s) => (/^\{\w+\}$/.test(s) ? undefined : s));
    return { endpoint, literal, literals: literal.filter(Boolean).length, order: orderedQuery(endpoint) as string[] };
  });
  return (file) => {
    if (!file.startsWith(`${api.base}/`) || !file.endsWith('.json')) return undefined;
    const segments = file.slice(api.base.length + 1, -'.json'.length).split('/');
    let best: (typeof templates)[number] | undefined;
    for (const t of templates) {
      const n = t.literal.length;
      if (segments.length < n || (segments.length - n) % 2 !== 0) continue;
      if (!t.literal.every((lit, i) => (lit === undefined ? segments[i] !== '' : lit === segments[i]))) continue;
      let last = -1;
      let ok = true;
      for (let i = n; i < segments.length; i += 2) {
        const at = t.order.indexOf(segments[i]);
        if (at <= last) {
          ok = false;
          break;
        }
        last = at;
      }
      if (ok && (!best || t.literals > best.literals)) best = t;
    }
    return best?.endpoint;
  };
}

/** The answers of one API, sampled evenly per endpoint: [endpoint, decoded file path]. */
function sampleApi(dist: string, api: ApiDeclaration<any>, perEndpoint: number): Map<Endpoint<any>, string[]> {
  const files = walk(dist, api.base.slice(1), (name) => name.endsWith('.json')).filter((f) => f !== `${api.base}/openapi.json`);
  const classify = fileClassifier(api);
  const byEndpoint = new Map<Endpoint<any>, string[]>();
  for (const file of files) {
    const endpoint = classify(file);
    if (!endpoint) continue;
    (byEndpoint.get(endpoint) ?? byEndpoint.set(endpoint, []).get(endpoint)!).push(file);
  }
  for (const [endpoint, list] of byEndpoint) byEndpoint.set(endpoint, spread(list, perEndpoint));
  return byEndpoint;
}

/** A value no name, key or category has. */
const NOWHERE = 'qzqxjqzv';

/** 404s of an API: an unknown endpoint, and an unknown value for each name or category parameter. */
function missingOf(api: ApiDeclaration<any>): MixEntry[] {
  const out: MixEntry[] = [{ kind: 'missing', api: api.id, url: `${api.base}/${NOWHERE}/x`, file: `${api.base}/${NOWHERE}/x`, status: 404 }];
  for (const endpoint of api.endpoints) {
    const segments = templateSegments(endpoint);
    const params = segments.map((s) => /^\{(\w+)\}$/.exec(s)?.[1]);
    // Only endpoints whose every parameter is a name or an enum: an unknown value is a 404 there
    // (a substring without a match is a 200 [] on the bundled server, a 404 on a static host).
    if (!params.some(Boolean) || params.some((p) => p && !['name', 'enum'].includes(endpoint.params[p].kind))) continue;
    const path = `${api.base}/${segments.map((s, i) => (params[i] ? NOWHERE : s)).join('/')}`;
    out.push({ kind: 'missing', api: api.id, url: path, file: `${path}.json`, status: 404 });
  }
  return out;
}

export interface MixOptions {
  /** total entries (before rounding per API and endpoint) */
  size?: number;
  seed?: number;
}

/** Builds the mix: about 35% documented, 30% json, 25% html, 10% missing. */
export function buildMix(dist: string, modules: readonly ApiModule[], options: MixOptions = {}): Mix {
  const size = options.size ?? 4000;
  const rand = random(options.seed ?? 8);
  const entries: MixEntry[] = [];
  const apis = modules.map((m) => m.api).filter((api) => readdirSafe(join(dist, api.base.slice(1))));
  let endpoints = 0;
  for (const api of apis) {
    const perApi = Math.round((size * 0.65) / apis.length);
    const perEndpoint = Math.max(4, Math.ceil(perApi / api.endpoints.length));
    for (const [endpoint, files] of sampleApi(dist, api, perEndpoint)) {
      endpoints++;
      files.forEach((file, i) => {
        const fileUrl = encodePath(file);
        // Alternate: documented URL on even picks, the `.json` path on odd ones (35:30 overall).
        if (i % 13 < 7) entries.push({ kind: 'documented', api: api.id, url: documentedUrl(api, endpoint, file), file: fileUrl, status: 200 });
        else entries.push({ kind: 'json', api: api.id, url: fileUrl, file: fileUrl, status: 200 });
      });
    }
  }
  const pages = walk(dist, '', (name) => name.endsWith('.html'), siteOnly(modules.map((m) => m.api)))
    .filter((p) => p !== '/404.html' && !p.startsWith('/_'))
    .map((p) => (p.endsWith('/index.html') ? p.slice(0, -'index.html'.length) : p));
  for (const page of spread(pages, Math.round(size * 0.25))) {
    const url = encodePath(page);
    entries.push({ kind: 'html', url, file: url, status: 200 });
  }
  const missing = [...apis.flatMap(missingOf), { kind: 'missing' as const, url: `/${NOWHERE}/page/`, file: `/${NOWHERE}/page/`, status: 404 as const }];
  for (let i = 0; i < Math.round(size * 0.1); i++) entries.push(missing[i % missing.length]);
  shuffle(entries, rand);
  const count = (k: MixKind) => entries.filter((e) => e.kind === k).length;
  return {
    entries,
    counts: {
      documented: count('documented'),
      json: count('json'),
      html: count('html'),
      missing: count('missing'),
      query_string: entries.filter((e) => e.url.includes('?')).length,
      apis: apis.length,
      endpoints,
    },
  };
}

/** A `skip` for walk: the API trees, the search index and build folders hold no pages. */
export function siteOnly(apis: readonly ApiDeclaration<any>[]): (folder: string) => boolean {
  const roots = new Set(apis.map((api) => `/${api.base.split('/')[1]}`));
  return (folder) => roots.has(folder) || folder === '/pagefind' || folder.startsWith('/_');
}

function readdirSafe(dir: string): boolean {
  try {
    readdirSync(dir);
    return true;
  } catch {
    return false;
  }
}

/**
 * The load test's mix: the serving mix, plus substrings that are not precomputed (the bundled
 * server computes them: 200 with a list, possibly empty) and requests with an unknown parameter
 * (400), so the load also runs through the computed and the error paths.
 */
export function loadMix(mix: Mix, modules: readonly ApiModule[], seed = 5): { paths: string[]; expect: number[] } {
  const rand = random(seed);
  const letters = 'aeiouykshtrnmdpgbvjc';
  const word = () => Array.from({ length: 2 + Math.floor(rand() * 3) }, () => letters[Math.floor(rand() * letters.length)]).join('');
  const extra: { url: string; status: number }[] = [];
  const computed = Math.round(mix.entries.length * 0.1);
  const substringEndpoints = modules.flatMap(({ api }) =>
    api.endpoints
      .filter((e) => Object.values(e.params).length > 0 && Object.values(e.params).every((p) => p.kind === 'substring'))
      .map((e) => ({ api, e })),
  );
  for (let i = 0; substringEndpoints.length && i < computed; i++) {
    const { api, e } = substringEndpoints[i % substringEndpoints.length];
    // An odd letter case and a space make the key one no file has.
    const path = templateSegments(e).map((s) => (/^\{\w+\}$/.test(s) ? encodeURIComponent(`${word().toUpperCase()} ${word()}`) : s));
    extra.push({ url: `${api.base}/${path.join('/')}`, status: 200 });
  }
  const documented = mix.entries.filter((e) => e.kind === 'documented');
  for (let i = 0; documented.length && i < Math.round(mix.entries.length * 0.05); i++) {
    const d = documented[i % documented.length];
    extra.push({ url: `${d.url}${d.url.includes('?') ? '&' : '?'}${NOWHERE}=1`, status: 400 });
  }
  const all = shuffle([...mix.entries.map((e) => ({ url: e.url, status: e.status as number })), ...extra], rand);
  return { paths: all.map((e) => e.url), expect: all.map((e) => e.status) };
}
