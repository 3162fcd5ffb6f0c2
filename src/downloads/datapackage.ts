/**
 * Frictionless Data Package (datapackage.json): every CSV as a tabular resource whose field types,
 * required flags, enums, primary and foreign keys come from the table layout (itself from the zod
 * schemas); every JSON file with its JSON Schema (z.toJSONSchema); the other files by format.
 */
import type { Column, Table } from './layout.ts';
import { ALL_LICENCES, ATTRIBUTION, FIELD_LICENCES, LICENCE, SOURCES, tableLicences } from './about-data.ts';

export const resourceName = (table: string) => table.toLowerCase();

function field(table: Table, c: Column): Record<string, unknown> {
  const f: Record<string, unknown> = { name: c.name, type: c.type === 'json' ? (c.json ?? 'any') : c.type };
  if (c.description) f.description = c.description;
  // Not a property of Table Schema 2.0 (descriptors may be extended): the terms of this field's values.
  const licences = FIELD_LICENCES[table.name]?.[c.name];
  if (licences) f.licenses = [LICENCE, ...licences];
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
  const foreignKeys = table.foreignKeys.map((fk) => ({
    fields: fk.fields,
    // A reference to the table itself names no resource (Table Schema 2.0).
    reference:
      fk.table === table.name ? { fields: fk.references } : { resource: resourceName(fk.table), fields: fk.references },
  }));
  return {
    name: resourceName(table.name),
    type: 'table',
    title: table.title,
    licenses: tableLicences(table.name),
    path: file.path,
    format: 'csv',
    mediatype: 'text/csv',
    encoding: 'utf-8',
    bytes: file.bytes,
    hash: `sha256:${file.sha256}`,
    dialect: { delimiter: ',', quoteChar: '"', header: true, lineTerminator: '\n' },
    schema: {
      fields: table.columns.map((c) => field(table, c)),
      missingValues: [''],
      primaryKey: table.primaryKey,
      // The profile wants at least one key when the property is there.
      ...(foreignKeys.length ? { foreignKeys } : {}),
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
    licenses: ALL_LICENCES,
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
