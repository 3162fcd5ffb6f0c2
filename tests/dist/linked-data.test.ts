/**
 * The linked data over the real build: every page type's JSON-LD (one page of each kind, 100
 * record pages drawn at random, the downloads page) expands with jsonld.js without losing a term
 * (schema.org's context built offline from the vocabulary, tests/support/schema-org.ts), uses only
 * schema.org terms that exist, names pages that exist, and says nothing the RDF edition does not;
 * the RDF edition parses with n3 in both syntaxes, holds one typed subject per record, and every
 * IRI on the site in it resolves to a file of dist/.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import jsonld from 'jsonld';
import { Parser, type Quad } from 'n3';
import { dist, requireDist } from '../support/dist.ts';
import { readDownload, readDownloadJson } from '../support/downloads.ts';
import { offlineLoader, schemaOrgTerms } from '../support/schema-org.ts';
import { DATASET_FILE } from '../../src/downloads/dataset.ts';
import { siteAddress } from '../../src/downloads/linked-data.ts';
import { NTRIPLES_FILE, TURTLE_FILE } from '../../src/downloads/rdf.ts';
import { nounUrl } from '../../src/apis/vs/urls.ts';

requireDist();
const site = siteAddress();
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';

const parse = (file: string, format: string): Quad[] =>
  new Parser({ format }).parse(gunzipSync(readDownload(file)).toString('utf8'));
const turtle = parse(TURTLE_FILE, 'text/turtle');
const tripleKey = (q: Quad) => `${q.subject.id} ${q.predicate.id} ${q.object.id}`;
const groundKeys = (quads: Quad[]) =>
  new Set(quads.filter((q) => q.subject.termType !== 'BlankNode' && q.object.termType !== 'BlankNode').map(tripleKey));
const edition = groundKeys(turtle);

/** The file of dist/ an address on the site names (fragment and query left off), if there is one. */
function distFile(iri: string): string | undefined {
  if (!iri.startsWith(site)) return undefined;
  const path = decodeURIComponent(new URL(iri).pathname.slice(new URL(site).pathname.length));
  const file = join(dist, path, path === '' || path.endsWith('/') ? 'index.html' : '');
  return existsSync(file) ? file : undefined;
}

test('the RDF edition: Turtle and N-Triples parse with n3 and hold the same triples', () => {
  const ntriples = parse(NTRIPLES_FILE, 'application/n-triples');
  assert.ok(turtle.length > 100_000, `${turtle.length} triples`);
  assert.equal(ntriples.length, turtle.length);
  assert.deepEqual(groundKeys(ntriples), edition);
});

/** Typed subjects of the edition, by the folder of their pages. */
function subjectsBelow(folder: RegExp): Set<string> {
  return new Set(
    turtle
      .filter((q) => q.predicate.value === RDF_TYPE && q.subject.termType === 'NamedNode')
      .map((q) => q.subject.value)
      .filter((s) => s.startsWith(site) && folder.test(s.slice(site.length))),
  );
}

test('the RDF edition: one typed subject per record of every kind', () => {
  const epic = readDownloadJson('indica-mahabharata.json') as Record<string, unknown[]>;
  const verses = (
    readDownloadJson('indica-rigveda.json') as {
      verses: { mandal: number; sukta: number; poets: { name: string }[]; deities: { name: string }[] }[];
    }
  ).verses;
  const nouns = (readDownloadJson('indica-vedic-nouns.json') as { nouns: { word: string }[] }).nouns;
  const expected: [RegExp, number][] = [
    [/^mahabharata\/persons\/[^/]+\/$/, epic.persons!.length],
    [/^mahabharata\/weapons\/[^/]+\/$/, epic.weapons!.length],
    [/^mahabharata\/clans\/[^/]+\/$/, epic.clans!.length],
    [/^mahabharata\/events\/[^/]+\/$/, epic.events!.length],
    [/^mahabharata\/journeys\/[^/]+\/$/, epic.journeys!.length],
    [/^mahabharata\/places\/[^/]+\/$/, epic.places!.length],
    [/^rigveda\/\d+\/\d+\/$/, new Set(verses.map((v) => `${v.mandal}.${v.sukta}`)).size],
    [/^rigveda\/\d+\/\d+\/\d+\/$/, verses.length],
    [/^rigveda\/poets\/[^/]+\/$/, new Set(verses.flatMap((v) => v.poets.map((p) => p.name))).size],
    [/^rigveda\/beings\/[^/]+\/$/, new Set(verses.flatMap((v) => v.deities.map((d) => d.name))).size],
    [/^nouns\/word\/[^/]+\/$/, new Set(nouns.map((n) => nounUrl(n.word))).size],
  ];
  for (const [folder, count] of expected) assert.equal(subjectsBelow(folder).size, count, String(folder));
});

test('the RDF edition: every IRI on the site resolves to a page or a file of dist/', () => {
  const iris = new Set(
    turtle
      .flatMap((q) => [q.subject, q.predicate, q.object])
      .filter((t) => t.termType === 'NamedNode')
      .map((t) => t.value),
  );
  const onSite = [...iris].filter((i) => i.startsWith(site));
  assert.ok(onSite.length > 10_000, `${onSite.length} IRIs on the site`);
  const missing = onSite.filter((i) => !distFile(i));
  assert.deepEqual(missing.slice(0, 10), [], `${missing.length} IRIs with no page`);
});

/** The JSON-LD of a built page. */
function pageJsonLd(iri: string): Record<string, unknown> {
  const html = readFileSync(distFile(iri)!, 'utf8');
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  assert.equal(scripts.length, 1, `${iri}: one JSON-LD script`);
  return JSON.parse(scripts[0]![1]!) as Record<string, unknown>;
}

/** Every (property, value) a document states, and every @type and @id reference, walking nested nodes. */
function walk(value: unknown, visit: (key: string, value: unknown) => void): void {
  if (Array.isArray(value)) return value.forEach((v) => walk(v, visit));
  if (!value || typeof value !== 'object' || '@value' in value) return;
  for (const [key, v] of Object.entries(value)) {
    if (key === '@context') continue;
    for (const item of ([] as unknown[]).concat(v)) visit(key, item);
    if (!key.startsWith('@')) walk(v, visit);
  }
}
const countValues = (doc: unknown) => {
  let n = 0;
  walk(doc, (key) => (n += key.startsWith('@') && key !== '@type' ? 0 : 1));
  return n;
};

/** A deterministic sample: a small linear congruential generator, seeded. */
function sample<T>(items: T[], n: number, seed = 37): T[] {
  const pool = [...items];
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
  return out;
}

const KINDS = [
  /^mahabharata\/persons\//,
  /^mahabharata\/weapons\//,
  /^mahabharata\/clans\//,
  /^mahabharata\/events\//,
  /^mahabharata\/journeys\//,
  /^mahabharata\/places\//,
  /^rigveda\/\d+\/\d+\/$/,
  /^rigveda\/\d+\/\d+\/\d+\/$/,
  /^rigveda\/poets\//,
  /^rigveda\/beings\//,
  /^nouns\/word\//,
];
const records = [...subjectsBelow(/./)].filter((r) => KINDS.some((k) => k.test(r.slice(site.length)))).sort();
const onePerKind = KINDS.map((k) => records.find((r) => k.test(r.slice(site.length)))!);
const pages = [...new Set([...onePerKind, ...sample(records, 100), `${site}downloads/`])];

test('JSON-LD: one page of every kind, 100 random record pages and the downloads page', async (t) => {
  const { types, properties } = schemaOrgTerms();
  const documentLoader = offlineLoader();
  assert.equal(pages.length >= 100 + 1, true, `${pages.length} pages`);
  for (const iri of pages) {
    await t.test(iri.slice(site.length), async () => {
      const doc = pageJsonLd(iri);
      assert.equal(doc['@id'], iri, '@id is the page');
      walk(doc, (key, value) => {
        if (key === '@type') {
          const type = String(value);
          assert.ok(type.startsWith('dcat:') || types.has(type), `${type} is a schema.org type`);
        } else if (key === '@id') {
          if (String(value).startsWith(site)) assert.ok(distFile(String(value)), `${String(value)} resolves`);
        } else if (!key.startsWith('@') && !/^(dcat|dct):/.test(key))
          assert.ok(properties.has(key), `${key} is a schema.org property`);
      });
      const expanded = await jsonld.expand(doc as jsonld.JsonLdDocument, { documentLoader } as jsonld.Options.Expand);
      assert.equal(countValues(expanded), countValues(doc), 'expansion keeps every value');
      if (iri.endsWith('/downloads/')) return;
      // the page says nothing the RDF edition does not (blank nodes aside)
      const nquads = (await jsonld.toRDF(
        doc as jsonld.JsonLdDocument,
        {
          documentLoader,
          format: 'application/n-quads',
        } as jsonld.Options.ToRdf,
      )) as unknown as string;
      const said = groundKeys(new Parser({ format: 'application/n-quads' }).parse(nquads));
      const unsaid = [...said].filter((k) => !edition.has(k));
      assert.deepEqual(unsaid, [], 'every triple of the page is in the RDF edition');
      assert.ok(said.size >= 3, `${said.size} triples`);
    });
  }
});

test('the Dataset description: on the downloads page and in the downloads, every file with its sha256', () => {
  const sums = new Map(
    readDownload('SHA256SUMS')
      .toString('utf8')
      .trim()
      .split('\n')
      .map((line) => line.split('  ').reverse() as [string, string]),
  );
  const file = readDownloadJson(DATASET_FILE) as { distribution: { contentUrl: string; sha256: string }[] };
  const page = pageJsonLd(`${site}downloads/`) as typeof file & { '@type': string[] };
  assert.deepEqual(page['@type'], ['Dataset', 'dcat:Dataset']);
  // the file is written before datapackage.json, which lists it; the page knows every file
  for (const [doc, unlisted] of [
    [file, [DATASET_FILE, 'datapackage.json']],
    [page, []],
  ] as const) {
    const byPath = new Map(doc.distribution.map((d) => [d.contentUrl.slice(`${site}downloads/`.length), d.sha256]));
    for (const [path, sha] of sums)
      if (!(unlisted as readonly string[]).includes(path)) assert.equal(byPath.get(path), sha, path);
  }
  const resources = (readDownloadJson('datapackage.json') as { resources: { path: string }[] }).resources;
  for (const path of [DATASET_FILE, TURTLE_FILE, NTRIPLES_FILE])
    assert.ok(
      resources.some((r) => r.path === path),
      `datapackage.json lists ${path}`,
    );
});
