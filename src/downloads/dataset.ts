/**
 * The downloads as a schema.org `Dataset` and a DCAT `dcat:Dataset` in one JSON-LD document (what
 * dataset search engines read): version, licences, creator, sources, and every file as a
 * `DataDownload` / `dcat:Distribution` with its media type, size, licence and sha256. The
 * downloads page carries it, and the downloads hold it as `indica-dataset.jsonld`.
 */
import type { DataDownload, Dataset } from 'schema-dts';
import { ALL_LICENCES, ATTRIBUTION, FIELD_LICENCES, LICENCE, SOURCES } from './about-data.ts';

export const DATASET_FILE = 'indica-dataset.jsonld';
const DCAT = 'http://www.w3.org/ns/dcat#';
const DCT = 'http://purl.org/dc/terms/';

/** Media types by the format the downloads' manifest records. */
const MEDIA_TYPES: Record<string, string> = {
  json: 'application/json',
  jsonld: 'application/ld+json',
  csv: 'text/csv',
  sqlite: 'application/vnd.sqlite3',
  geojson: 'application/geo+json',
  graphml: 'application/graphml+xml',
  sql: 'application/sql',
  text: 'text/plain',
  turtle: 'text/turtle',
  ntriples: 'application/n-triples',
};

export interface DescribedFile {
  path: string;
  bytes: number;
  sha256: string;
  format: string;
  title: string;
}

/** The licences of a file: the Vedic nouns' fields bring theirs into the files that hold them. */
function fileLicences(file: DescribedFile): string[] {
  const holdsNouns =
    file.path === 'indica-vedic-nouns.json' ||
    file.path === 'indica.sqlite' ||
    /(^|\/)(nouns)\.csv$/.test(file.path) ||
    file.format === 'turtle' ||
    file.format === 'ntriples';
  return holdsNouns && FIELD_LICENCES.nouns ? ALL_LICENCES.map((l) => l.path) : [LICENCE.path];
}

/** A DataDownload's own DCAT terms (prefixed names; the document's context declares the prefixes). */
type DcatTerms = Record<`dcat:${string}` | `dct:${string}`, unknown>;

export function datasetDescription(options: {
  version: string;
  date: string;
  /** the site's address with its base, ending in "/" */
  site: string;
  files: readonly DescribedFile[];
}): Record<string, unknown> {
  const { version, date, site, files } = options;
  const downloads = `${site}downloads/`;
  const distribution = files.map((f): DataDownload & DcatTerms => {
    const mediaType = MEDIA_TYPES[f.format] ?? 'application/octet-stream';
    const gzipped = f.path.endsWith('.gz');
    return {
      '@type': ['DataDownload', 'dcat:Distribution'] as unknown as 'DataDownload',
      name: f.title,
      contentUrl: `${downloads}${f.path}`,
      encodingFormat: mediaType,
      contentSize: String(f.bytes),
      sha256: f.sha256,
      license: fileLicences(f),
      'dcat:downloadURL': { '@id': `${downloads}${f.path}` },
      'dcat:mediaType': mediaType,
      'dcat:byteSize': f.bytes,
      ...(gzipped ? { 'dcat:compressFormat': 'application/gzip' } : {}),
      'dct:license': fileLicences(f).map((l) => ({ '@id': l })),
    };
  });
  const dataset: Dataset & DcatTerms = {
    '@type': ['Dataset', 'dcat:Dataset'] as unknown as 'Dataset',
    '@id': downloads,
    name: 'Indica: Vedic nouns, Rig Veda verse metadata and the Mahabharata knowledge graph',
    description: `Every record of the three data sets the Indica Static site and API serve, as JSON, CSV, SQLite, GeoJSON, GraphML and RDF (Turtle, N-Triples). ${ATTRIBUTION}`,
    url: downloads,
    version,
    datePublished: date,
    inLanguage: ['en', 'sa'],
    license: ALL_LICENCES.map((l) => l.path),
    creator: { '@type': 'Person', name: 'Anindita Basu' },
    contributor: { '@type': 'Organization', name: 'Indica Static contributors' },
    isBasedOn: SOURCES.map((s) => s.path),
    keywords: ['Rig Veda', 'Mahabharata', 'Vedic', 'Sanskrit', 'knowledge graph', 'linked data'],
    distribution,
    'dct:title': 'Indica: Vedic nouns, Rig Veda verse metadata and the Mahabharata knowledge graph',
    'dct:issued': date,
    'dcat:version': version,
    'dct:creator': 'Anindita Basu',
    'dct:license': ALL_LICENCES.map((l) => ({ '@id': l.path })),
    'dcat:landingPage': { '@id': downloads },
    'dct:source': SOURCES.map((s) => ({ '@id': s.path })),
  };
  return {
    '@context': ['https://schema.org', { dcat: DCAT, dct: DCT }],
    ...dataset,
    distribution,
  };
}
