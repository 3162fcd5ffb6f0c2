/**
 * Writes every download into one folder from the content the API is built from: JSON per data set,
 * CSV per table, one SQLite database, GeoJSON, GraphML, the example SQL, datapackage.json and
 * SHA256SUMS. Returns the manifest the downloads page lists.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEpic } from '../apis/mb/graph.ts';
import {
  ALL_LICENCES,
  ATTRIBUTION,
  FIELD_LICENCES,
  LICENCE,
  licenceNote,
  SOURCES,
  tableLicences,
} from './about-data.ts';
import { loadDatasets, type Dataset } from './collections.ts';
import { tableCsv } from './csv.ts';
import { dataPackage, tableResource } from './datapackage.ts';
import { examplesSql } from './examples.ts';
import { epicGeoJson } from './geojson.ts';
import { epicGraphMl } from './graphml.ts';
import { layoutCollection, recordJsonSchema, resolveForeignKeys, type CollectionLayout, type Table } from './layout.ts';
import { writeSqlite } from './sqlite.ts';
import { DATASET_FILE, datasetDescription } from './dataset.ts';
import { siteAddress, type LinkedKind } from './linked-data.ts';
import { NTRIPLES_FILE, TURTLE_FILE, vocabularyTurtle, writeRdfEdition } from './rdf.ts';
import { VOCAB_FILE } from './vocabulary.ts';
import { readDataVersion, type DataVersion } from './version.ts';

import { EXAMPLES_FILE, GEOJSON_FILE, GRAPHML_FILE, SQLITE_FILE, SUMS_FILE } from './media-types.ts';

export { SQLITE_FILE };

export interface DownloadFile {
  path: string;
  bytes: number;
  sha256: string;
  format: string;
  title: string;
  dataset?: string;
}

export interface DownloadsManifest {
  version: string;
  date: string;
  seconds: number;
  files: DownloadFile[];
  tables: { name: string; dataset: string; title: string; rows: number; columns: number }[];
  graph: { nodes: number; edges: number };
  features: number;
  /** the RDF edition: triples, and records by kind */
  rdf: { triples: number; records: Partial<Record<LinkedKind, number>> };
}

/** Every collection's tables, foreign keys resolved. */
export function layoutDatasets(datasets: Dataset[]): { layouts: CollectionLayout[]; tables: Table[] } {
  const layouts = datasets.flatMap((d) => d.collections.map(layoutCollection));
  const tables = layouts.flatMap((l) => l.tables);
  resolveForeignKeys(tables);
  return { layouts, tables };
}

/** Writes a file of the downloads and records its size and checksum for the manifest and SHA256SUMS. */
type Put = (path: string, body: string | Buffer, format: string, title: string, dataset?: string) => DownloadFile;

function fileWriter(dir: string): { files: DownloadFile[]; put: Put } {
  const files: DownloadFile[] = [];
  const put: Put = (path, body, format, title, dataset) => {
    const buffer = typeof body === 'string' ? Buffer.from(body) : body;
    writeFileSync(join(dir, path), buffer);
    const file = {
      path,
      bytes: buffer.length,
      sha256: createHash('sha256').update(buffer).digest('hex'),
      format,
      title,
      dataset,
    };
    files.push(file);
    return file;
  };
  return { files, put };
}

type Resource = Record<string, unknown>;

/** One JSON file per data set: its meta and every table's records, with a JSON Schema of each table. */
function writeDatasetJson(put: Put, datasets: Dataset[], { version, date }: DataVersion): Resource[] {
  return datasets.map((d) => {
    const meta = { dataset: d.title, api: d.api, version, date, licence: LICENCE, attribution: ATTRIBUTION };
    const collections = d.collections.filter((c) => !c.csvOnly);
    const body = { meta, ...Object.fromEntries(collections.map((c) => [c.table, c.records])) };
    const file = put(
      `${d.file}.json`,
      `${JSON.stringify(body)}\n`,
      'json',
      `${d.title}: every record with every field`,
      d.id,
    );
    return {
      name: `${d.file}-json`,
      title: file.title,
      licenses: [...new Map(collections.flatMap((c) => tableLicences(c.table)).map((l) => [l.name, l])).values()],
      path: file.path,
      format: 'json',
      mediatype: 'application/json',
      bytes: file.bytes,
      hash: `sha256:${file.sha256}`,
      jsonSchema: {
        type: 'object',
        required: ['meta', ...collections.map((c) => c.table)],
        properties: Object.fromEntries([
          ['meta', { type: 'object' }],
          ...collections.map((c) => [c.table, { type: 'array', items: recordJsonSchema(c.schema) }]),
        ]),
      },
    };
  });
}

function writeCsvTables(put: Put, tables: Table[]): Resource[] {
  return tables.map((table) =>
    tableResource(table, put(`csv/${table.name}.csv`, tableCsv(table), 'csv', table.title, table.dataset)),
  );
}

function writeSqliteDatabase(dir: string, put: Put, tables: Table[], { version, date }: DataVersion): Resource {
  writeSqlite(join(dir, SQLITE_FILE), tables, {
    data_version: version,
    data_date: date,
    licence: `${licenceNote()}: ${ALL_LICENCES.map((l) => `${l.title} (${l.name}), ${l.path}`).join('; ')}`,
    licences: JSON.stringify(ALL_LICENCES),
    field_licences: JSON.stringify(
      Object.entries(FIELD_LICENCES).flatMap(([table, fields]) =>
        Object.entries(fields).map(([field, licences]) => ({ table, field, licences: licences.map((l) => l.name) })),
      ),
    ),
    attribution: ATTRIBUTION,
    sources: JSON.stringify(SOURCES),
    tables: JSON.stringify(tables.map((t) => ({ name: t.name, title: t.title }))),
    layout:
      'Arrays of names are child tables <table>_<field> (parent key, position, value); arrays of objects are child tables with one column per member; objects of scalars are columns <field>_<member>; other shapes are JSON text. page columns are paths of the site.',
  });
  const sqlite = put(
    SQLITE_FILE,
    readFileSync(join(dir, SQLITE_FILE)),
    'sqlite',
    'All three data sets in one SQLite database (keys, foreign keys, indexes, meta table)',
  );
  return {
    name: 'indica-sqlite',
    title: sqlite.title,
    licenses: ALL_LICENCES,
    path: sqlite.path,
    format: 'sqlite',
    mediatype: 'application/vnd.sqlite3',
    bytes: sqlite.bytes,
    hash: `sha256:${sqlite.sha256}`,
  };
}

/** The data package's entry for a file under the data licence alone. */
function singleFileResource(name: string, file: DownloadFile, mediatype: string): Resource {
  return {
    name,
    licenses: [LICENCE],
    title: file.title,
    path: file.path,
    format: file.format,
    mediatype,
    bytes: file.bytes,
    hash: `sha256:${file.sha256}`,
  };
}

/**
 * The RDF edition (Turtle, N-Triples, gzipped) and its vocabulary, with IRIs on the build's site;
 * written to files record by record (rdf.ts), then recorded like every other download.
 */
function writeRdf(dir: string, put: Put, root?: string): { resources: Resource[]; rdf: DownloadsManifest['rdf'] } {
  const site = siteAddress();
  const rdf = writeRdfEdition(dir, site, root);
  const turtle = put(
    TURTLE_FILE,
    readFileSync(join(dir, TURTLE_FILE)),
    'turtle',
    'Every record as RDF: Turtle, gzipped (schema.org and the Indica vocabulary)',
  );
  const ntriples = put(
    NTRIPLES_FILE,
    readFileSync(join(dir, NTRIPLES_FILE)),
    'ntriples',
    'Every record as RDF: N-Triples, gzipped (the same triples)',
  );
  const vocab = put(
    VOCAB_FILE,
    vocabularyTurtle(site),
    'turtle',
    'The Indica vocabulary: terms schema.org lacks, with labels and comments (Turtle)',
  );
  // the nouns' fields are in the edition too, so it carries their licence
  const gz = (name: string, file: DownloadFile, mediatype: string) => ({
    ...singleFileResource(name, file, mediatype),
    licenses: ALL_LICENCES,
  });
  return {
    resources: [
      gz('indica-turtle', turtle, 'text/turtle'),
      gz('indica-ntriples', ntriples, 'application/n-triples'),
      singleFileResource('indica-vocabulary', vocab, 'text/turtle'),
    ],
    rdf,
  };
}

/**
 * No clock: every date in the files is the data version's, so two builds of one commit write the
 * same bytes (tests/unit/downloads-reproducible.test.ts).
 */
export function writeDownloads(dir: string, options: { root?: string } = {}): DownloadsManifest {
  const started = performance.now();
  const dataVersion = readDataVersion(options.root);
  const { version, date } = dataVersion;
  const datasets = loadDatasets(options.root);
  const { layouts, tables } = layoutDatasets(datasets);
  const csvOnly = new Set(datasets.flatMap((d) => d.collections.filter((c) => c.csvOnly).map((c) => c.table)));
  mkdirSync(join(dir, 'csv'), { recursive: true });
  const { files, put } = fileWriter(dir);

  const resources: Resource[] = [
    ...writeDatasetJson(put, datasets, dataVersion),
    ...writeCsvTables(put, tables),
    writeSqliteDatabase(
      dir,
      put,
      tables.filter((t) => !csvOnly.has(t.collection)),
      dataVersion,
    ),
  ];

  const page = (path: string) => path;
  const geo = epicGeoJson(loadEpic(options.root), page) as { features: unknown[] };
  const geoTitle = 'Places (points), paths and journeys (line strings) of the epic, with names and pages';
  const geoFile = put(GEOJSON_FILE, `${JSON.stringify(geo)}\n`, 'geojson', geoTitle, 'mb');
  const graph = epicGraphMl(
    layouts.filter((l) => l.spec.dataset === 'mb'),
    page,
  );
  const graphTitle = 'The epic as a graph: records as nodes, references as edges';
  const graphFile = put(GRAPHML_FILE, graph.xml, 'graphml', graphTitle, 'mb');
  const examples = put(EXAMPLES_FILE, examplesSql(), 'sql', 'Example queries for the SQLite database');
  resources.push(
    singleFileResource('indica-mahabharata-geojson', geoFile, 'application/geo+json'),
    singleFileResource('indica-mahabharata-graphml', graphFile, 'application/graphml+xml'),
    singleFileResource('examples-sql', examples, 'application/sql'),
  );
  const linked = writeRdf(dir, put, options.root);
  resources.push(...linked.resources);
  const dataset = put(
    DATASET_FILE,
    `${JSON.stringify(datasetDescription({ version, date, site: siteAddress(), files }), null, 1)}\n`,
    'jsonld',
    'The downloads described for dataset search engines: schema.org Dataset and DCAT (JSON-LD)',
  );
  resources.push(singleFileResource('indica-dataset', dataset, 'application/ld+json'));

  put(
    'datapackage.json',
    `${JSON.stringify(dataPackage({ version, date, resources }), null, 1)}\n`,
    'json',
    'Frictionless Data Package: every file, its fields and types, licence and sources',
  );
  const sums = files.map((f) => `${f.sha256}  ${f.path}`).join('\n');
  put(SUMS_FILE, `${sums}\n`, 'text', 'SHA-256 checksums of every file (sha256sum -c SHA256SUMS)');

  return {
    version,
    date,
    seconds: (performance.now() - started) / 1000,
    files,
    tables: tables.map((t) => ({
      name: t.name,
      dataset: t.dataset,
      title: t.title,
      rows: t.rows.length,
      columns: t.columns.length,
    })),
    graph: { nodes: graph.nodes, edges: graph.edges },
    features: geo.features.length,
    rdf: linked.rdf,
  };
}
