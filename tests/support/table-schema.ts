/**
 * Table Schema 2.0 (datapackage.org/standard/table-schema), the parts this package uses, as a
 * checker of CSV rows: missing values (per schema and per field), types (string, integer, number,
 * boolean, array, object, any), the required and enum constraints, primary keys and foreign keys.
 * No validator package is installable here (the issue), so the tests hold this one to fixtures
 * that must fail as well as the real files.
 */
import { parse } from 'csv-parse/sync';

export interface Field {
  name: string;
  type: string;
  constraints?: { required?: boolean; enum?: unknown[] };
  missingValues?: string[];
}
export interface TableResource {
  name: string;
  path: string;
  schema: {
    fields: Field[];
    missingValues?: string[];
    primaryKey?: string[];
    foreignKeys?: { fields: string[]; reference: { resource?: string; fields: string[] } }[];
  };
}

const MISSING = Symbol('missing');
type Cell = unknown;

/** A cell's logical value, or MISSING, or an Error saying why it does not fit the field. */
function castCell(field: Field, raw: string, schemaMissing: string[]): Cell | Error {
  if ((field.missingValues ?? schemaMissing).includes(raw)) return MISSING;
  const bad = () => new Error(`"${raw.slice(0, 40)}" is not a ${field.type}`);
  switch (field.type) {
    case 'string':
    case 'any':
      return raw;
    case 'integer':
      return /^[+-]?\d+$/.test(raw) ? Number(raw) : bad();
    case 'number':
      return /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$|^(NaN|INF|-INF)$/.test(raw) ? Number(raw) : bad();
    case 'boolean':
      return ['true', 'True', 'TRUE', '1'].includes(raw)
        ? true
        : ['false', 'False', 'FALSE', '0'].includes(raw)
          ? false
          : bad();
    case 'array':
    case 'object':
      try {
        const value: unknown = JSON.parse(raw);
        const isArray = Array.isArray(value);
        if (value === null || typeof value !== 'object' || isArray !== (field.type === 'array')) return bad();
        return value;
      } catch {
        return bad();
      }
    default:
      return new Error(`type ${field.type} is not checked here`);
  }
}

export interface CheckedTable {
  /** rows of logical values (MISSING as undefined) */
  rows: Record<string, unknown>[];
  errors: string[];
}

/** Every row of a CSV against its resource's schema (not its foreign keys: checkForeignKeys). */
export function checkTable(resource: TableResource, csv: string): CheckedTable {
  const errors: string[] = [];
  const { fields } = resource.schema;
  const schemaMissing = resource.schema.missingValues ?? [''];
  const [header, ...records] = parse(csv, { relax_column_count: false }) as string[][];
  if (JSON.stringify(header) !== JSON.stringify(fields.map((f) => f.name)))
    errors.push(`${resource.name}: header ${header?.join(',')} is not the schema's fields`);
  const rows: Record<string, unknown>[] = [];
  const keys = new Set<string>();
  records.forEach((record, i) => {
    const row: Record<string, unknown> = {};
    const at = `${resource.name} row ${i + 2}`;
    fields.forEach((field, j) => {
      const value = castCell(field, record[j] ?? '', schemaMissing);
      if (value instanceof Error) errors.push(`${at}, ${field.name}: ${value.message}`);
      else if (value === MISSING) {
        if (field.constraints?.required) errors.push(`${at}, ${field.name}: required, missing`);
        row[field.name] = undefined;
      } else {
        if (field.constraints?.enum && !field.constraints.enum.includes(value))
          errors.push(`${at}, ${field.name}: "${String(value)}" is not in its enum`);
        row[field.name] = value;
      }
    });
    const pk = resource.schema.primaryKey;
    if (pk?.length) {
      const values = pk.map((k) => row[k]);
      if (values.some((v) => v === undefined)) errors.push(`${at}: primary key ${pk.join(',')} has a missing value`);
      const key = JSON.stringify(values);
      if (keys.has(key)) errors.push(`${at}: primary key ${key} repeats`);
      keys.add(key);
    }
    rows.push(row);
  });
  return { rows, errors };
}

/** Every foreign key of every table resolves to a row of the table it names. Returns [checked, errors]. */
export function checkForeignKeys(resources: TableResource[], tables: Map<string, CheckedTable>): [number, string[]] {
  const errors: string[] = [];
  let checked = 0;
  for (const resource of resources) {
    for (const fk of resource.schema.foreignKeys ?? []) {
      const target = fk.reference.resource ?? resource.name;
      const targetRows = tables.get(target)?.rows;
      if (!targetRows) {
        errors.push(`${resource.name}: foreign key to unknown resource ${target}`);
        continue;
      }
      const present = new Set(targetRows.map((r) => JSON.stringify(fk.reference.fields.map((f) => r[f]))));
      tables.get(resource.name)!.rows.forEach((row, i) => {
        const values = fk.fields.map((f) => row[f]);
        if (values.some((v) => v === undefined)) return;
        checked++;
        if (!present.has(JSON.stringify(values)))
          errors.push(
            `${resource.name} row ${i + 2}: ${fk.fields.join(',')} ${JSON.stringify(values)} names no row of ${target}`,
          );
      });
    }
  }
  return [checked, errors];
}
