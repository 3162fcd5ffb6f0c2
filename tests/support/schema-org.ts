/**
 * The schema.org vocabulary, offline: no npm package ships schema.org's own vocabulary file
 * (schemaorg-current-https.jsonld), so the terms are read from schema-dts's type declarations,
 * which are generated from that file (one `"@type": "X"` per type and enumeration member, one
 * `"x"?:` per property). From them: the set of terms, and a JSON-LD context like schema.org's
 * (every term in the schema.org namespace; properties that take a URL typed `@id`), served by a
 * document loader so jsonld.js never goes to the network.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const SCHEMA = 'https://schema.org/';

export interface SchemaOrgTerms {
  types: Set<string>;
  properties: Set<string>;
  /** properties whose values may be URLs: schema.org's context types them `@id` */
  urlProperties: Set<string>;
}

let terms: SchemaOrgTerms | undefined;

export function schemaOrgTerms(): SchemaOrgTerms {
  if (terms) return terms;
  const file = createRequire(import.meta.url).resolve('schema-dts/dist/schema.d.ts');
  const text = readFileSync(file, 'utf8');
  const types = new Set([...text.matchAll(/"@type": "([A-Za-z0-9]+)"/g)].map((m) => m[1]!));
  const properties = new Set<string>();
  const urlProperties = new Set<string>();
  for (const m of text.matchAll(/^\s+"([A-Za-z0-9]+)"\?: SchemaValue<([^\n]*)>;$/gm)) {
    properties.add(m[1]!);
    if (/(^|[<| ])URL( |,|\|)/.test(m[2]!)) urlProperties.add(m[1]!);
  }
  terms = { types, properties, urlProperties };
  return terms;
}

/** A schema.org context built from the terms: an unknown term is dropped by expansion, as with schema.org's own. */
export function schemaOrgContext(): Record<string, unknown> {
  const { types, properties, urlProperties } = schemaOrgTerms();
  const context: Record<string, unknown> = { schema: SCHEMA };
  for (const t of types) context[t] = `${SCHEMA}${t}`;
  for (const p of properties)
    context[p] = urlProperties.has(p) ? { '@id': `${SCHEMA}${p}`, '@type': '@id' } : { '@id': `${SCHEMA}${p}` };
  return { '@context': context };
}

/** A jsonld.js document loader that knows schema.org's context URLs and refuses every other. */
export function offlineLoader() {
  const document = schemaOrgContext();
  return async (url: string) => {
    if (!/^https?:\/\/schema\.org\/?$/.test(url)) throw new Error(`no network in tests: ${url}`);
    return { contextUrl: undefined, documentUrl: url, document };
  };
}
