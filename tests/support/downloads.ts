/** Reading the downloads of the real build, and the API answers they must equal. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parse } from 'csv-parse/sync';
import type { ApiDeclaration, RequestParams } from '../../src/core/endpoint.ts';
import { filePathFor } from '../../src/core/request-file.ts';
import { dist, readDistJson } from './dist.ts';

export const downloadsDir = join(dist, 'downloads');
export const readDownload = (path: string) => readFileSync(join(downloadsDir, path));
export const readDownloadJson = (path: string) => JSON.parse(readDownload(path).toString('utf8'));

/** The API's answer to a canonical request, from its static file (the request → file mapping). */
export function apiAnswer(api: ApiDeclaration<any>, path: string, request: RequestParams): unknown {
  const endpoint = api.endpoints.find((e) => e.path === path);
  if (!endpoint) throw new Error(`${api.base}${path}: no such endpoint`);
  return readDistJson(filePathFor(api, endpoint, request));
}

/** Every item of a paginated list, page after page at limit 50. */
export function apiList(api: ApiDeclaration<any>, path: string, query: RequestParams['query']): unknown[] {
  const items: unknown[] = [];
  for (let page = 1; ; page++) {
    const answer = apiAnswer(api, path, { path: {}, query: { ...query, limit: 50, page } }) as {
      meta: { pages: number };
      data: unknown[];
    };
    items.push(...answer.data);
    if (page >= answer.meta.pages) return items;
  }
}

export function openSqlite(): DatabaseSync {
  return new DatabaseSync(join(downloadsDir, 'indica.sqlite'), { readOnly: true });
}

export type Field = {
  name: string;
  type: string;
  constraints?: { required?: boolean; enum?: string[] };
  missingValues?: string[];
};
export type TableResource = {
  name: string;
  path: string;
  schema: {
    fields: Field[];
    primaryKey: string[];
    missingValues: string[];
    foreignKeys?: { fields: string[]; reference: { resource?: string; fields: string[] } }[];
  };
};

/** A CSV resource read with the types its datapackage.json declares; throws on any cell that does not fit. */
export function readTypedCsv(resource: TableResource): Record<string, unknown>[] {
  const text = readDownload(resource.path).toString('utf8');
  const records = parse(text, { columns: false, skip_empty_lines: false }) as string[][];
  const [header, ...rows] = records;
  const fields = resource.schema.fields;
  if (JSON.stringify(header) !== JSON.stringify(fields.map((f) => f.name)))
    throw new Error(`${resource.path}: header ${header} ≠ declared fields`);
  return rows.map((cells, r) => {
    if (cells.length !== fields.length)
      throw new Error(`${resource.path} row ${r + 2}: ${cells.length} cells, ${fields.length} fields`);
    return Object.fromEntries(
      fields.map((f, i) => [
        f.name,
        cast(cells[i], f, resource.schema.missingValues, `${resource.path} row ${r + 2} ${f.name}`),
      ]),
    );
  });
}

function cast(cell: string, field: Field, tableMissing: string[], where: string): unknown {
  const missing = field.missingValues ?? tableMissing;
  if (missing.includes(cell)) {
    if (field.constraints?.required) throw new Error(`${where}: required, but missing`);
    return null;
  }
  let value: unknown;
  switch (field.type) {
    case 'string':
      value = cell;
      break;
    case 'integer':
      if (!/^-?\d+$/.test(cell)) throw new Error(`${where}: "${cell}" is not an integer`);
      value = Number(cell);
      break;
    case 'number':
      if (!Number.isFinite(Number(cell)) || cell.trim() === '') throw new Error(`${where}: "${cell}" is not a number`);
      value = Number(cell);
      break;
    case 'boolean':
      if (cell !== 'true' && cell !== 'false') throw new Error(`${where}: "${cell}" is not a boolean`);
      value = cell === 'true';
      break;
    case 'array':
    case 'object':
    case 'any':
      value = JSON.parse(cell);
      if (field.type === 'array' && !Array.isArray(value)) throw new Error(`${where}: not a JSON array`);
      if (field.type === 'object' && (typeof value !== 'object' || value === null || Array.isArray(value)))
        throw new Error(`${where}: not a JSON object`);
      return cell; // the layout keeps JSON as text; the inverse parses it
    default:
      throw new Error(`${where}: unknown type ${field.type}`);
  }
  if (field.constraints?.enum && !field.constraints.enum.includes(value as string))
    throw new Error(`${where}: "${cell}" is not one of the declared values`);
  return value;
}
