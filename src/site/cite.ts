/**
 * "Cite this" for a record page or the downloads: the version-pinned address (the file of the npm
 * package indica-static-data that holds the record at this data version, served unchanged by npm
 * CDNs), a BibTeX entry and CSL-JSON. The table comes from the page's path (the downloads' page
 * column holds the same paths); tests/unit/cite.test.ts holds each table to the downloads.
 */
import { pinnedUrls } from '../downloads/package.ts';

/** Record pages by path prefix → the CSV table whose rows they show (one row per page). */
export const CITABLE_TABLES: readonly (readonly [prefix: string, table: string])[] = [
  ['/mahabharata/persons/', 'persons'],
  ['/mahabharata/weapons/', 'weapons'],
  ['/mahabharata/events/', 'events'],
  ['/mahabharata/places/', 'places'],
  ['/mahabharata/clans/', 'clans'],
  ['/mahabharata/journeys/', 'journeys'],
  ['/nouns/word/', 'nouns'],
  ['/rigveda/', 'verses'],
];

export const DATA_SET_TITLE = 'Indica: Vedic nouns, Rig Veda verse metadata and Mahabharata knowledge graph';
export const SITE_URL = 'https://aninditabasu.github.io/indica/';

export interface Citation {
  title: string;
  /** the file at its version-pinned address */
  pinned: string;
  /** the page on the site (not pinned: it shows the latest data) */
  page?: string;
  bibtex: string;
  csl: Record<string, unknown>;
}

/** The downloads file that holds a record page's record, or undefined for a page that is no record. */
export function citableFile(pagePath: string): string | undefined {
  const table = CITABLE_TABLES.find(([prefix]) => pagePath.startsWith(prefix) && pagePath !== prefix)?.[1];
  return table && `downloads/csv/${table}.csv`;
}

export function citation(
  options: { title: string; file: string; page?: string },
  data: { version: string; date: string },
): Citation {
  const pinned = pinnedUrls(data.version, options.file).jsdelivr;
  const [year, month, day] = data.date.split('-').map(Number);
  const key = `indica_${data.version.replace(/\./g, '_')}_${options.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')}`;
  const container = `${DATA_SET_TITLE}, data version ${data.version}`;
  const bibtex = [
    `@misc{${key},`,
    `  author = {Basu, Anindita and {Indica Static contributors}},`,
    `  title = {${options.title.replace(/[{}\\]/g, '')}},`,
    `  howpublished = {${container}},`,
    `  version = {${data.version}},`,
    `  year = {${year}},`,
    `  month = {${month}},`,
    `  url = {${pinned}},`,
    `  note = {Data licensed CC BY-NC 4.0${options.page ? `; page: ${options.page}` : ''}}`,
    '}',
  ].join('\n');
  const csl = {
    id: key,
    type: 'dataset',
    title: options.title,
    'container-title': DATA_SET_TITLE,
    author: [{ family: 'Basu', given: 'Anindita' }, { literal: 'Indica Static contributors' }],
    issued: { 'date-parts': [[year, month, day]] },
    version: data.version,
    URL: pinned,
    publisher: 'Indica Static',
    license: 'CC BY-NC 4.0',
    ...(options.page ? { note: `Page: ${options.page}` } : {}),
  };
  return { title: options.title, pinned, page: options.page, bibtex, csl };
}
