/**
 * Compatibility with the original OpenAPI documents (tests/fixtures/openapi): every JSON file we
 * publish validates against the original's 200 schema of the same endpoint.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiModules } from '../../src/apis/registry.ts';
import { endpointOfFile } from '../../src/core/request-file.ts';
import { filesUnder, readDistJson, requireDist } from '../support/dist.ts';
import { originalValidators } from '../support/openapi-original.ts';

for (const { api } of apiModules) {
  test(`${api.base}: every file validates against the original document's schema`, () => {
    requireDist();
    const validators = originalValidators(api);
    let checked = 0;
    for (const f of filesUnder(api.base.slice(1))) {
      if (f.endsWith('/openapi.json')) continue;
      const endpoint = endpointOfFile(api, f);
      const validate = endpoint && validators.get(endpoint.path);
      if (!validate) continue;
      assert.ok(validate(readDistJson(f)), `${f} does not fit the original schema`);
      checked++;
    }
    assert.ok(checked > 0);
  });
}
