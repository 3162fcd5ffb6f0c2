/**
 * The exact search mode in the browser: answers a substring endpoint from the catalog the build
 * emits, with the same filter function as the build and the server, and the epic's names with the
 * API's one name resolver, so results equal the API's. Spellings the data writes otherwise
 * (variants.ts rules, the reviewed table) are answered as the data's spelling, shown apart.
 */
import type { RowFilter } from '../core/endpoint.ts';
import { resolveName, type NameIndex } from '../core/names.ts';
import { fillTemplate } from '../core/request-file.ts';
import { filterRows, type Row } from '../core/rows.ts';
import tableJson from '../../content/search/variants.json' with { type: 'json' };
import { epicKinds, kindsOf, type ApiFacts, type ExactOption } from './exact-options.ts';
import { skeleton, wordsOf } from './variants.ts';
import { link } from '../site/link.ts';

/** An API's catalog (src/core/write-api.ts): its base and kinds, filter endpoints, rows and names. */
export interface CatalogFile extends ApiFacts {
  endpoints: { path: string; filter: RowFilter }[];
  rows: Row[];
  names: Record<string, NameIndex>;
}

const catalogs = new Map<string, Promise<CatalogFile>>();
/** Where each API's catalog is: the build names them in the search page (src/search/pagefind.ts). */
const catalogUrls = (): Record<string, string> =>
  JSON.parse(document.getElementById('pagefind-files')?.dataset.catalogs ?? '{}');

export function loadCatalog(api: string): Promise<CatalogFile> {
  let found = catalogs.get(api);
  if (!found) {
    found = fetch(link(catalogUrls()[api])).then((r) => {
      if (!r.ok) throw new Error(`catalog ${api}: HTTP ${r.status}`);
      return r.json() as Promise<CatalogFile>;
    });
    catalogs.set(api, found);
  }
  return found;
}

/** The rows `{base}{path}` answers for `query` in the one parameter of a one-parameter substring endpoint. */
export function exactAnswer(catalog: CatalogFile, path: string, query: string): Row[] {
  const endpoint = catalog.endpoints.find((e) => e.path === path);
  if (!endpoint) throw new Error(`no endpoint ${path}`);
  const params = Object.fromEntries(Object.keys(endpoint.filter.match).map((p) => [p, query]));
  return filterRows(catalog.rows, endpoint.filter, params);
}

/** An epic record the API answers for a name: `/mb/v2/{kind}/{query}` → `name`. */
export interface EpicHit {
  kind: string;
  name: string;
}

/** Every epic record whose name or alias is `query` (any letter case), as the API resolves it. */
export function epicAnswer(catalog: CatalogFile, query: string): EpicHit[] {
  const hits: EpicHit[] = [];
  for (const kind of epicKinds(catalog)) {
    const index = catalog.names[kind];
    if (!index) continue;
    try {
      hits.push({ kind, name: resolveName(index, query, kind) });
    } catch {
      // not a name of this kind: the API answers 404
    }
  }
  return hits;
}

/** The documented request of one choice for one query. */
export function requestOf(option: ExactOption, api: ApiFacts, query: string, epicKind?: string): string {
  const key = encodeURIComponent(option.api === 'mb' ? query : query.toLowerCase());
  if (option.api === 'mb') return `${api.base}/${epicKind ?? '{kind}'}/${key}`;
  return `${api.base}${fillTemplate(option.path!, () => key)}`;
}

const TABLE = (tableJson as { entries: { kind: string; name: string; spellings: string[] }[] }).entries;

/** The words (or names) of the data a choice searches, for finding the data's spelling of a query. */
function spellingsOfData(option: ExactOption, catalog: CatalogFile): Iterable<string> {
  if (option.api === 'mb') return epicKinds(catalog).flatMap((k) => Object.keys(catalog.names[k] ?? {}));
  const endpoint = catalog.endpoints.find((e) => e.path === option.path)!;
  const field = Object.values(endpoint.filter.match)[0].field;
  const words = new Set<string>();
  for (const row of catalog.rows) for (const w of wordsOf(String(row[field]))) words.add(w.toLowerCase());
  return words;
}

/**
 * The data's words of each choice by skeleton, made once per catalog: taking the skeleton of every
 * word of a field costs 50–500 ms, too much for each query (the box searches as the reader types).
 */
const bySkeleton = new WeakMap<CatalogFile, Map<string, Map<string, string[]>>>();
function wordsBySkeleton(option: ExactOption, catalog: CatalogFile): Map<string, string[]> {
  let perOption = bySkeleton.get(catalog);
  if (!perOption) bySkeleton.set(catalog, (perOption = new Map()));
  let index = perOption.get(option.id);
  if (!index) {
    index = new Map();
    for (const word of spellingsOfData(option, catalog)) {
      const key = skeleton(word);
      const same = index.get(key);
      if (same) same.push(word);
      else index.set(key, [word]);
    }
    perOption.set(option.id, index);
  }
  return index;
}

/** Makes the skeleton index of a choice ahead of the first query (while the reader types it). */
export function prepareSpellings(option: ExactOption, catalog: CatalogFile): void {
  if (option.id !== 'vs-descriptions') wordsBySkeleton(option, catalog);
}

/**
 * How the data spells `query` when it spells it otherwise: words of the field with the same
 * skeleton (Vasishtha → vasishth), and the names the reviewed table gives for it (Ushas → Usha).
 * Only spellings whose answer the query's own answer does not already include.
 */
export function dataSpellings(option: ExactOption, catalog: CatalogFile, query: string): string[] {
  const q = query.trim().toLowerCase();
  if (!q || option.id === 'vs-descriptions') return [];
  const wanted = skeleton(q);
  const found = new Set<string>();
  if (!q.includes(' ')) for (const word of wordsBySkeleton(option, catalog).get(wanted) ?? []) found.add(word);
  const kinds = kindsOf(option, catalog);
  for (const entry of TABLE) {
    if (!kinds.includes(entry.kind)) continue;
    if (entry.spellings.some((s) => skeleton(s) === wanted)) found.add(entry.name.toLowerCase());
  }
  // Substring endpoints already answer every spelling that contains the query, or another spelling
  // found (vasishth answers all of vasishth maitravaruni); names must be equal.
  const spellings = [...found];
  if (option.api === 'mb') return spellings.filter((s) => s !== q).sort();
  return spellings.filter((s) => !s.includes(q) && !spellings.some((t) => t !== s && s.includes(t))).sort();
}
