/**
 * Declares an endpoint whose answer is a filter over the API's rows (all of /vs/v2 and /rv/v2/meta).
 * Precomputing walks the rows once and files each row under every key it matches, so tens of
 * thousands of substring files cost one pass instead of one scan per file.
 */
import type { Endpoint, ParamValue, PathParam, PrecomputeOptions, RequestParams, RowFilter } from './endpoint.ts';
import { isFileSafeKey, precomputedKeys, type Row } from './rows.ts';
import type { z } from 'zod';

export interface RowData<R extends Row = Row> {
  rows: readonly R[];
}

interface RowEndpointSpec {
  path: string;
  summary: string;
  description?: string;
  /** param name → its spec and the row field it matches */
  params: Record<string, PathParam & { field: string }>;
  response: z.ZodType;
  examples?: readonly string[];
  /** a lookup the site's pages link as their JSON (default: one with an `exact` parameter) */
  pageLookup?: boolean;
}

export function rowFilterEndpoint<R extends Row>(spec: RowEndpointSpec): Endpoint<RowData<R>> {
  const filter: RowFilter = {
    match: Object.fromEntries(
      Object.entries(spec.params).map(([name, p]) => [
        name,
        { field: p.field, op: p.kind === 'substring' ? 'contains' : p.kind === 'exact' ? 'is' : 'equals' },
      ]),
    ),
  };
  const names = Object.keys(spec.params);
  const fromData = Object.values(spec.params).some((p) => p.kind === 'substring' || p.kind === 'exact');
  // Combinations of a key read from the rows with another parameter are precomputed only where they have rows.
  const everyCombination = names.length === 1 || !fromData;

  const pageLookup = spec.pageLookup ?? Object.values(spec.params).some((p) => p.kind === 'exact');

  function* precompute(data: RowData<R>, options?: PrecomputeOptions): Iterable<[RequestParams, unknown]> {
    if (pageLookup && options?.pageLookups === false) return;
    // Grams only where the key is alone: with a second parameter their combinations would run to hundreds of thousands.
    const grams = names.length === 1 && options?.substringGrams !== false;
    const matchers = names.map((name) => keyMatcher(spec.params[name], data.rows, grams));
    const answers = new Map<string, { values: ParamValue[]; rows: R[] }>();
    if (everyCombination) {
      for (const values of product(matchers.map((m) => m.domain)))
        answers.set(JSON.stringify(values), { values, rows: [] });
    }
    for (const row of data.rows) {
      for (const values of product(matchers.map((m) => m.keysOf(row)))) {
        const id = JSON.stringify(values);
        let entry = answers.get(id);
        if (!entry) {
          if (everyCombination) continue;
          answers.set(id, (entry = { values, rows: [] }));
        }
        entry.rows.push(row);
      }
    }
    for (const { values, rows } of answers.values()) {
      yield [{ path: Object.fromEntries(names.map((n, i) => [n, values[i]])), query: {} }, rows];
    }
  }

  return {
    path: spec.path,
    summary: spec.summary,
    description: spec.description,
    params: spec.params,
    query: [],
    examples: spec.examples,
    response: spec.response,
    filter,
    precompute,
  };
}

interface KeyMatcher {
  /** every value precomputed even without rows (enum, int); substrings only where they match */
  domain: ParamValue[];
  keysOf(row: Row): ParamValue[];
}

function keyMatcher(param: PathParam & { field: string }, rows: readonly Row[], grams: boolean): KeyMatcher {
  switch (param.kind) {
    case 'enum':
      return { domain: [...param.values], keysOf: (row) => [row[param.field] as ParamValue] };
    case 'int': {
      const domain = Array.from({ length: param.max - param.min + 1 }, (_, i) => param.min + i);
      return { domain, keysOf: (row) => [row[param.field] as ParamValue] };
    }
    case 'substring': {
      const values = [...new Set(rows.map((row) => String(row[param.field])))];
      const keys = precomputedKeys(values, param.minWordLength, grams);
      const keysOfValue = new Map(values.map((v) => [v, keys.filter((k) => v.toLowerCase().includes(k))]));
      return { domain: keys, keysOf: (row) => keysOfValue.get(String(row[param.field]))! };
    }
    case 'exact': {
      const keyOf = (row: Row) => String(row[param.field]).toLowerCase();
      const domain = [...new Set(rows.map(keyOf))].filter(isFileSafeKey);
      const safe = new Set(domain);
      return { domain, keysOf: (row) => (safe.has(keyOf(row)) ? [keyOf(row)] : []) };
    }
    case 'name':
      throw new Error('row endpoints take no entity names');
  }
}

function* product(lists: ParamValue[][]): Iterable<ParamValue[]> {
  if (lists.length === 0) {
    yield [];
    return;
  }
  const [first, ...rest] = lists;
  for (const value of first) for (const tail of product(rest)) yield [value, ...tail];
}
