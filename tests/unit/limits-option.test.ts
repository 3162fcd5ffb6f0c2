/**
 * The build option for hosts with a file-count limit (INDICA_LIMITS): fewer precomputed limits,
 * and the bundled server's answers for the others equal the full build's files.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiModules } from '../../src/apis/registry.ts';
import { ApiError } from '../../src/core/api-error.ts';
import { resolveRequest } from '../../src/core/request-file.ts';
import { FileWriter, writeApiFiles } from '../../src/core/write-api.ts';
import { readDistJson, requireDist } from '../support/dist.ts';

test('INDICA_LIMITS=10: far fewer files, and every other limit assembled from the limit-50 pages', () => {
  requireDist();
  const { api, load, catalog } = apiModules.find((m) => m.api.id === 'mb')!;
  const dir = mkdtempSync(join(tmpdir(), 'indica-limits-'));
  try {
    process.env.INDICA_LIMITS = '10';
    const data = load();
    const writer = new FileWriter(dir);
    writeApiFiles(api, data, catalog(data), writer);
    delete process.env.INDICA_LIMITS;
    assert.ok(writer.stats.files < 20_000, `${writer.stats.files} files with INDICA_LIMITS=10`);

    const read = (file: string) => {
      try {
        return JSON.parse(readFileSync(join(dir, file), 'utf8'));
      } catch {
        return undefined;
      }
    };
    const requests = [
      ['/persons', 'limit=7&page=3'],
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
      assert.equal(read(narrowed.file), undefined, `${narrowed.file} was not written`);
      assert.deepEqual(narrowed.fallback(), readDistJson(narrowed.file), `${path}?${query}`);
    }
    const past = resolveRequest(api, catalog(data), '/persons', 'limit=7&page=999', read);
    assert.throws(() => past.kind === 'file' && past.fallback(), (e: unknown) => e instanceof ApiError && e.status === 404);
  } finally {
    delete process.env.INDICA_LIMITS;
    rmSync(dir, { recursive: true, force: true });
  }
});
