/**
 * Every static file of the row APIs (nouns, hymns) equals an independent brute-force answer over
 * the content rows: case-insensitive containment for substrings, case-insensitive equality for exact
 * lookups, equality otherwise.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiModules } from '../../src/apis/registry.ts';
import { endpointOfFile, templateParam, templateSegments } from '../../src/core/request-file.ts';
import { filesUnder, readDistJson, requireDist } from '../support/dist.ts';

for (const { api, load } of apiModules) {
  if (!api.endpoints.some((e) => e.filter)) continue;
  test(`${api.base}: every precomputed file equals a brute-force filter of the rows`, () => {
    requireDist();
    const rows = (load() as { rows: Record<string, unknown>[] }).rows;
    const counts = new Map<string, number>();
    for (const file of filesUnder(api.base.slice(1))) {
      if (file.endsWith('/openapi.json')) continue;
      const endpoint = endpointOfFile(api, file)!;
      // the site's text files (/rv/v2/meta/text/…) are no row filter: tests/dist/rv-text-all-verses.test.ts
      if (!endpoint.filter) continue;
      const segments = file.slice(api.base.length + 1, -'.json'.length).split('/');
      const expected = rows.filter((row) =>
        templateSegments(endpoint).every((t, i) => {
          const param = templateParam(t);
          if (!param) return true;
          const spec = endpoint.params[param] as { kind: string; field: string };
          const value = segments[i];
          if (spec.kind === 'substring') return String(row[spec.field]).toLowerCase().includes(value);
          if (spec.kind === 'exact') return String(row[spec.field]).toLowerCase() === value;
          return String(row[spec.field]) === value;
        }),
      );
      assert.deepEqual(readDistJson(file), expected, file);
      counts.set(endpoint.path, (counts.get(endpoint.path) ?? 0) + 1);
    }
    for (const endpoint of api.endpoints.filter((e) => e.filter))
      assert.ok((counts.get(endpoint.path) ?? 0) > 0, `${endpoint.path} has files`);
  });
}
