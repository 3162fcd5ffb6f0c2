/**
 * Compatibility with the original OpenAPI documents (../shared/spec/openapi-original): every JSON
 * file we publish validates against the original's 200 schema of the same endpoint. The originals
 * describe the nouns and hymn answers as one object though the services answered arrays of them
 * (their own examples show arrays): there, each item is validated.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { apiModules } from '../../src/apis/registry.ts';
import { endpointOfFile } from '../../src/core/request-file.ts';
import { filesUnder, readDistJson, requireDist, root } from '../support/dist.ts';

const originals = join(root, '../shared/spec/openapi-original');
const shape = (path: string) => path.replace(/\{\w+\}/g, '{}');

/** OpenAPI 3.0 → JSON Schema 2020-12: `nullable` becomes a type union; refs point into the document. */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) if (key !== 'nullable') out[key] = toJsonSchema(value);
  if ((node as { nullable?: boolean }).nullable && typeof out.type === 'string') out.type = [out.type, 'null'];
  return out;
}

for (const { api } of apiModules) {
  test(`${api.base}: every file validates against the original document's schema`, (t) => {
    const file = join(originals, `openapi_${api.id}.json`);
    if (!existsSync(file)) return t.skip('../shared/spec is not beside the project');
    requireDist();
    const original = toJsonSchema(JSON.parse(readFileSync(file, 'utf8'))) as any;
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema({ $id: 'original', components: original.components }, 'original');
    const validators = new Map<string, (body: unknown) => boolean>();
    for (const endpoint of api.endpoints) {
      const path = Object.keys(original.paths).find((p) => shape(p) === shape(endpoint.path));
      assert.ok(path, `${endpoint.path} is in the original document`);
      const schema = original.paths[path].get.responses['200'].content?.['application/json']?.schema;
      if (!schema) continue; // the original documents no body for it (the /names lists)
      const ref = JSON.stringify(schema).replaceAll('#/components', 'original#/components');
      const validate = ajv.compile(JSON.parse(ref));
      validators.set(endpoint.path, (body) => (Array.isArray(body) && !/"type":"array"/.test(ref) && schema.$ref ? body.every((item) => validate(item)) : validate(body)));
    }
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
