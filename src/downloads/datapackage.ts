/**
 * Frictionless Data Package (datapackage.json): every CSV as a tabular resource whose field types,
 * required flags, enums, primary and foreign keys come from the table layout (itself from the zod
 * schemas); every JSON file with its JSON Schema (z.toJSONSchema); the other files by format.
 */
import type { Column, Table } from './layout.ts';
import { LICENCE, SOURCES, ATTRIBUTION } from './about-data.ts';

export const resourceName = (table: string) => table.toLowerCase();

function field(c: Column): Record<string, unknown> {
  const f: Record<string, unknown> = { name: c.name, type: c.type === 'json' ? (c.json ?? 'any') : c.type };
  if (c.description) f.description = c.description;
  const constraints: Record<string, unknown> = {};
  if (c.required) constraints.required = true;
  if (c.enum) constraints.enum = c.enum;
  if (Object.keys(constraints).length) f.constraints = constraints;
  // In a required text column an empty cell is the empty text, not a missing value.
  if (c.required && c.type === 'string') f.missingValues = [];
  return f;
}

export function tableResource(
  table: Table,
  file: { path: string; bytes: number; sha256: string },
): Record<string, unknown> {
  return {
    name: resourceName(table.name),
    type: 'table',
    title: table.title,
    path: file.path,
    format: 'csv',
    mediatype: 'text/csv',
    encoding: 'utf-8',
    bytes: file.bytes,
    hash: `sha256:${file.sha256}`,
    dialect: { delimiter: ',', quoteChar: '"', header: true, lineTerminator: '\n' },
    schema: {
      fields: table.columns.map(field),
      missingValues: [''],
      primaryKey: table.primaryKey,
      foreignKeys: table.foreignKeys.map((fk) => ({
        fields: fk.fields,
        reference: { resource: fk.table === table.name ? '' : resourceName(fk.table), fields: fk.references },
      })),
    },
  };
}

export function dataPackage(options: {
  version: string;
  date: string;
  resources: Record<string, unknown>[];
}): Record<string, unknown> {
  return {
    $schema: 'https://datapackage.org/profiles/2.0/datapackage.json',
    name: 'indica-static',
    title: 'Indica: Vedic nouns, Rig Veda verse metadata and the Mahabharata knowledge graph',
    description: `Every record of the three data sets the Indica Static site and API serve, as JSON, CSV, SQLite, GeoJSON and GraphML. ${ATTRIBUTION}`,
    version: options.version,
    // The data version's date, not the build's: the file is the same in every build of a version.
    created: `${options.date}T00:00:00Z`,
    homepage: 'https://aninditabasu.github.io/indica/',
    licenses: [LICENCE],
    sources: SOURCES.map((s) => ({ title: `${s.title} (${s.licence})`, path: s.path })),
    contributors: [
      { title: 'Anindita Basu', roles: ['creator'] },
      { title: 'Indica Static contributors', roles: ['contributor'] },
    ],
    keywords: ['Rig Veda', 'Mahabharata', 'Vedic', 'Sanskrit', 'knowledge graph'],
    dataVersionDate: options.date,
    resources: options.resources,
  };
}
