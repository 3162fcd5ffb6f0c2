/**
 * "Cite this" for a record page or the downloads: where the file holding the record stays unchanged
 * at this data version, a BibTeX entry and CSL-JSON. Once the version is on npm (published.json),
 * that is its version-pinned address (the file of the npm package indica-static-data, served
 * unchanged by npm CDNs); before, the file on this site with its sha256 (every build of a version
 * writes the same bytes). The table comes from the page's path (the downloads' page column holds
 * the same paths); tests/unit/cite.test.ts holds each table to the downloads, and
 * tests/unit/published.test.ts every address to the npm registry. The citation's own URL (BibTeX
 * `url`, CSL-JSON `URL`) is the cited page on this site, the same address as its canonical link;
 * the file goes in the note.
 */
import { licenceNote } from '../downloads/about-data.ts';
import { DATA_PACKAGE_NAME, isPublished, PACKAGE_DOWNLOADS_DIR, pinnedUrls } from '../downloads/package.ts';
import { pagedKinds } from '../apis/mb/kind-facts.ts';
import { epicFolder } from '../apis/mb/urls.ts';

/**
 * Record pages by path prefix → the CSV table whose rows they show (one row per page): each epic
 * kind with pages of its own (kind-facts.ts) by its table, then the nouns and the verses.
 */
export const CITABLE_TABLES: readonly (readonly [prefix: string, table: string])[] = [
  ...pagedKinds.map((kind) => [epicFolder(kind), kind] as const),
  ['/nouns/word/', 'nouns'],
  ['/rigveda/', 'verses'],
];

export const DATA_SET_TITLE = 'Indica: Vedic nouns, Rig Veda verse metadata and Mahabharata knowledge graph';

/** Where the cited data version is: on npm, or only on this site. */
export interface CiteWhere {
  /** whether the data version is published on npm (published.json) */
  published: boolean;
  /** the site's address with its base, ending in "/" (the build's INDICA_SITE_URL and INDICA_BASE) */
  site: string;
  /** the sha256 (hex) of a download, by its path below downloads/ */
  sha256: (path: string) => string | undefined;
}

/**
 * Where this build's data version is: published when published.json lists it; else the site's
 * files, whose sha256 come from the downloads (asked only then).
 */
export function citeWhere(
  version: string,
  site: string,
  downloads: () => readonly { path: string; sha256: string }[],
): CiteWhere {
  const published = isPublished(DATA_PACKAGE_NAME, version);
  return {
    published,
    site,
    sha256: (path) => (published ? undefined : downloads().find((f) => f.path === path)?.sha256),
  };
}

export interface Citation {
  title: string;
  /** the file's address: version-pinned on npm's CDN, or on this site */
  url: string;
  /** whether url is a version-pinned address */
  pinned: boolean;
  /** the sha256 (hex) of the file on this site, for a version not on npm */
  sha256?: string;
  /** what url is, to put before it: "unchanged at its version-pinned address:" or the site's file and its sha256 */
  lead: string;
  /** the data's licences, in one line */
  licence: string;
  /** the page on the site (not pinned: it shows the latest data) */
  page?: string;
  /** what BibTeX's `url` and CSL-JSON's `URL` give: the page where there is one, else the file */
  link: string;
  bibtex: string;
  csl: Record<string, unknown>;
}

/** The downloads file that holds a record page's record, or undefined for a page that is no record. */
export function citableFile(pagePath: string): string | undefined {
  const table = CITABLE_TABLES.find(([prefix]) => pagePath.startsWith(prefix) && pagePath !== prefix)?.[1];
  return table && `${PACKAGE_DOWNLOADS_DIR}/csv/${table}.csv`;
}

/** The table a downloads file holds (downloads/csv/<table>.csv), if it holds one. */
const tableOf = (file: string) => /^downloads\/csv\/([^/]+)\.csv$/.exec(file)?.[1];

/**
 * The citation of a file of the package (`downloads/…`, or the zip of them all) at a data version.
 * A version not on npm is cited by the file on the site; the zip, which only the package holds, by
 * the site's datapackage.json (which names every file's sha256).
 */
export function citation(
  options: { title: string; file: string; page?: string },
  data: { version: string; date: string },
  where: CiteWhere,
): Citation {
  let url: string;
  let sha256: string | undefined;
  if (where.published) url = pinnedUrls(data.version, options.file).jsdelivr;
  else {
    const file = options.file.startsWith(`${PACKAGE_DOWNLOADS_DIR}/`)
      ? options.file
      : `${PACKAGE_DOWNLOADS_DIR}/datapackage.json`;
    sha256 = where.sha256(file.slice(PACKAGE_DOWNLOADS_DIR.length + 1));
    if (!sha256) throw new Error(`no sha256 for ${file}: the downloads were not written`);
    url = new URL(file, where.site).href;
  }
  const lead = where.published
    ? 'unchanged at its version-pinned address:'
    : `not yet published on npm: this site's file, sha256 ${sha256}, the same bytes in every build of this version:`;
  const licence = licenceNote(tableOf(options.file));
  const [year, month, day] = data.date.split('-').map(Number);
  const key = `indica_${data.version.replace(/\./g, '_')}_${options.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')}`;
  const container = `${DATA_SET_TITLE}, data version ${data.version}`;
  // A page is cited by its own address; the unchanging file of the data version goes in the note.
  const link = options.page ?? url;
  const notes = [
    ...(options.page ? [`file: ${url}`] : []),
    ...(sha256 ? [`sha256 ${sha256}`] : []),
    `Data licensed ${licence}`,
  ];
  const bibtex = [
    `@misc{${key},`,
    `  author = {Basu, Anindita and {Indica Static contributors}},`,
    `  title = {${options.title.replace(/[{}\\]/g, '')}},`,
    `  howpublished = {${container}},`,
    `  version = {${data.version}},`,
    `  year = {${year}},`,
    `  month = {${month}},`,
    `  url = {${link}},`,
    `  note = {${notes.join('; ').replace(/[{}\\]/g, '')}}`,
    '}',
  ].join('\n');
  // CSL 1.0.2 has a `license` variable, but CSL-JSON's input schema does not take it (see
  // tests/support/csl-json.ts): the licence goes in the note.
  const csl = {
    id: key,
    type: 'dataset',
    title: options.title,
    'container-title': DATA_SET_TITLE,
    author: [{ family: 'Basu', given: 'Anindita' }, { literal: 'Indica Static contributors' }],
    issued: { 'date-parts': [[year, month, day]] },
    version: data.version,
    URL: link,
    publisher: 'Indica Static',
    note: notes.join('; '),
  };
  return {
    title: options.title,
    url,
    pinned: where.published,
    sha256,
    lead,
    licence,
    page: options.page,
    link,
    bibtex,
    csl,
  };
}
