/**
 * The published OpenAPI documents are valid OpenAPI 3.1, and every JSON file of every API in dist/
 * validates against the schema its document gives for the endpoint it answers (with the named
 * schemas it refers to) — all of them.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validate } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { apiModules } from '../../src/apis/registry.ts';
import { endpointOfFile } from '../../src/core/request-file.ts';
import { filesUnder, readDistJson, requireDist } from '../support/dist.ts';

for (const { api } of apiModules) {
  test(`${api.base}/openapi.json is a valid OpenAPI 3.1 document with every endpoint`, async () => {
    requireDist();
    const doc = readDistJson(`${api.base}/openapi.json`) as { openapi: string; paths: Record<string, unknown> };
    const result = await validate(structuredClone(doc) as any);
    assert.ok(result.valid, JSON.stringify(result));
    assert.equal(doc.openapi, '3.1.0');
    assert.deepEqual(Object.keys(doc.paths).sort(), api.endpoints.map((e) => e.path).sort());
  });

  test(`every JSON file under ${api.base} validates against its endpoint's schema`, () => {
    requireDist();
    const doc = readDistJson(`${api.base}/openapi.json`) as any;
    const ajv = new Ajv2020({ strict: false, allErrors: false });
    // An operation's schema refers to the document's named schemas (#/components/schemas/…): compiled beside them.
    const validators = new Map(
      api.endpoints.map((e) => [
        e,
        ajv.compile({
          ...doc.paths[e.path].get.responses['200'].content['application/json'].schema,
          components: doc.components,
        }),
      ]),
    );
    const files = filesUnder(api.base.slice(1)).filter((f) => f !== `${api.base}/openapi.json`);
    assert.ok(files.length > 0);
    for (const file of files) {
      const endpoint = endpointOfFile(api, file);
      assert.ok(endpoint, `${file} answers no endpoint`);
      const check = validators.get(endpoint)!;
      assert.ok(check(readDistJson(file)), `${file}: ${JSON.stringify(check.errors)}`);
    }
  });
}
