/**
 * The original OpenAPI documents (tests/fixtures/openapi, vendored from ../shared/spec) as validators:
 * per endpoint of ours, the original's 200 schema. The originals describe the nouns and hymn answers
 * as one object though the services answered arrays of them (their own examples show arrays): there,
 * each item is validated.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ApiDeclaration } from '../../src/core/endpoint.ts';
import { fillTemplate } from '../../src/core/request-file.ts';
import { fixtures } from './paths.ts';

const shape = (path: string) => fillTemplate(path, () => '{}');

/** OpenAPI 3.0 → JSON Schema 2020-12: `nullable` becomes a type union; refs point into the document. */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) if (key !== 'nullable') out[key] = toJsonSchema(value);
  if ((node as { nullable?: boolean }).nullable && typeof out.type === 'string') out.type = [out.type, 'null'];
  return out;
}

/**
 * Endpoints the original API did not have, by `${base}${path}`: each a reviewed extension of the
 * contract (none today). Every other endpoint must be in the original document.
 */
export const CONTRACT_EXTENSIONS: ReadonlySet<string> = new Set<string>([
  '/vs/v2/word/{word}',
  '/rv/v2/meta/sukta/{mandal}/{sukta}',
  '/rv/v2/meta/poetname/{sungby}',
  '/rv/v2/meta/godname/{sungfor}',
  '/rv/v2/meta/metername/{meter}',
  '/rv/v2/meta/text/{mandal}/{sukta}',
  '/rv/v2/meta/text/{mandal}/{sukta}/{verse}',
]);

/** Endpoint path → validator of the original's 200 body; every endpoint must be in the original document. */
export function originalValidators(api: ApiDeclaration<any>): Map<string, (body: unknown) => boolean> {
  const original = toJsonSchema(
    JSON.parse(readFileSync(join(fixtures, 'openapi', `openapi_${api.id}.json`), 'utf8')),
  ) as any;
  const ajv = new Ajv2020({ strict: false });
  ajv.addSchema({ $id: 'original', components: original.components }, 'original');
  const validators = new Map<string, (body: unknown) => boolean>();
  for (const endpoint of api.endpoints) {
    const path = Object.keys(original.paths).find((p) => shape(p) === shape(endpoint.path));
    if (!path && CONTRACT_EXTENSIONS.has(`${api.base}${endpoint.path}`)) continue;
    assert.ok(path, `${endpoint.path} is in the original document (or a declared CONTRACT_EXTENSIONS entry)`);
    const schema = original.paths[path].get.responses['200'].content?.['application/json']?.schema;
    if (!schema) continue; // the original documents no body for it (the /names lists)
    const ref = JSON.stringify(schema).replaceAll('#/components', 'original#/components');
    const validate = ajv.compile(JSON.parse(ref));
    validators.set(endpoint.path, (body) =>
      Array.isArray(body) && !/"type":"array"/.test(ref) && schema.$ref
        ? body.every((item) => validate(item))
        : validate(body),
    );
  }
  return validators;
}
