/**
 * The build's deploy profiles (src/build-config.ts): fewer precomputed limits for hosts with a
 * file-count limit, every other limit assembled from the limit-50 pages equal to the full build's
 * files, the default first page always present.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiModules } from '../../src/apis/registry.ts';
import { buildConfig } from '../../src/build-config.ts';
import { ApiError } from '../../src/core/api-error.ts';
import { resolveRequest } from '../../src/core/request-file.ts';
import { FileWriter, writeApiFiles } from '../../src/core/write-api.ts';
import { filesUnder, readDistJson, requireDist } from '../support/dist.ts';

for (const profile of ['lean', 'api'] as const) {
  test(`${profile}: fewer files, and every other limit assembled from the limit-50 pages`, () => {
    requireDist();
    const { api, load, catalog } = apiModules.find((m) => m.api.id === 'mb')!;
    const dir = mkdtempSync(join(tmpdir(), 'indica-limits-'));
    try {
      const data = load();
      const writer = new FileWriter(dir);
      writeApiFiles(api, data, catalog(data), writer, { limits: buildConfig({ INDICA_PROFILE: profile }).limits });
      // Far fewer than the full build's epic tree (every limit 1–50): under a tenth of it.
      const full = filesUnder('/mb/v2').length;
      assert.ok(
        writer.stats.files < full / 10,
        `${writer.stats.files} files in the ${profile} profile, ${full} in the full build`,
      );

      const read = (file: string) => {
        try {
          return JSON.parse(readFileSync(join(dir, file), 'utf8'));
        } catch {
          return undefined;
        }
      };
      // The plain list (Rule 1) is a file in every profile.
      assert.deepEqual(read('/mb/v2/persons.json'), readDistJson('/mb/v2/persons.json'));
      assert.deepEqual(read('/mb/v2/persons/Arjun/journeys.json'), readDistJson('/mb/v2/persons/Arjun/journeys.json'));
      const requests = [
        ['/persons', 'limit=7&page=3'],
        ['/persons', 'page=2'],
        ['/persons', 'fields=details&expand=true&limit=33&page=10'],
        ['/events', 'limit=49&page=2'],
        ['/journeys', 'person=Arjun&limit=3&page=2'],
        ['/weapons/Brahmastra/owners', 'limit=4&page=3'],
        ['/persons/Arjun/journeys', 'expand=true&limit=1&page=11'],
      ];
      for (const [path, query] of requests) {
        const narrowed = resolveRequest(api, catalog(data), path, query, read);
        assert.equal(narrowed.kind, 'file');
        if (narrowed.kind !== 'file') continue;
        if (read(narrowed.file) !== undefined) continue;
        assert.deepEqual(narrowed.fallback(), readDistJson(narrowed.file), `${path}?${query}`);
      }
      const past = resolveRequest(api, catalog(data), '/persons', 'limit=7&page=999', read);
      assert.throws(
        () => past.kind === 'file' && past.fallback(),
        (e: unknown) => e instanceof ApiError && e.status === 404,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
