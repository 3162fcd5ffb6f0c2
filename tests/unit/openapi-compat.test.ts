/**
 * Compatibility with the original OpenAPI documents (tests/fixtures/openapi), without a build: every
 * endpoint of ours is in the original document, and the first answers each endpoint precomputes
 * validate against the original's 200 schema (every built file: tests/dist/openapi-compat.test.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiModules } from '../../src/apis/registry.ts';
import { originalValidators } from '../support/openapi-original.ts';

const ANSWERS_PER_ENDPOINT = 25;

for (const { api, load } of apiModules) {
  test(`${api.base}: every endpoint is in the original document, and its answers fit the original schema`, () => {
    const validators = originalValidators(api);
    assert.ok(validators.size > 0, 'the original documents bodies for some endpoints');
    const data = load();
    for (const endpoint of api.endpoints) {
      const validate = validators.get(endpoint.path);
      if (!validate) continue;
      let checked = 0;
      for (const [params, body] of endpoint.precompute(data, { limits: [50] })) {
        assert.ok(validate(body), `${endpoint.path} ${JSON.stringify(params)} does not fit the original schema`);
        if (++checked === ANSWERS_PER_ENDPOINT) break;
      }
      assert.ok(checked > 0, `${endpoint.path}: no answer precomputed`);
    }
  });
}
