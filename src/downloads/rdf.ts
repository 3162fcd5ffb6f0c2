/**
 * The RDF edition: every record's schema.org node (linked-data.ts, the same nodes the pages carry
 * as JSON-LD) as triples, with what schema.org lacks in the project's vocabulary (vocabulary.ts,
 * whose own triples, labels and comments, the edition carries too). Written record by record to
 * N-Triples and Turtle files, so the build never holds the edition as one text; then gzipped.
 * Subjects are the records' page addresses, so every IRI of a record resolves to its page.
 */
import { closeSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { linkedRecords, type ExtraValue, type LinkedKind, type LinkedRecord } from './linked-data.ts';
import { RDF, RDFS, SCHEMA, VOCABULARY, vocabNamespace, XSD, type VocabTerm } from './vocabulary.ts';

export const TURTLE_FILE = 'indica.ttl.gz';
export const NTRIPLES_FILE = 'indica.nt.gz';

/** A term as N-Triples writes it: `<iri>`, `_:label` or a literal. */
type Term = string;
export type Triple = readonly [subject: Term, predicate: Term, object: Term];

/** An IRI term; the records' addresses come from URL (percent-encoded), so a character IRIs forbid is a bug. */
const iri = (value: string) => {
  if (/[\s<>"{}|^`\\]/.test(value)) throw new Error(`rdf: not an IRI: ${JSON.stringify(value)}`);
  return `<${value}>`;
};
const escapeText = (text: string) =>
  text.replace(/[\\"\n\r]/g, (c) => ({ '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r' })[c]!);
const text = (value: string, language?: string) => `"${escapeText(value)}"${language ? `@${language}` : ''}`;
const typed = (value: string, type: string) => `"${escapeText(value)}"^^<${XSD}${type}>`;

/** A number as JSON-LD's RDF conversion writes it: integers as xsd:integer, others as canonical xsd:double. */
function numberLiteral(n: number): Term {
  if (Number.isInteger(n)) return typed(String(n), 'integer');
  return typed(n.toExponential(15).replace(/(\d)0*e\+?/, '$1E'), 'double');
}

/** Properties whose text values are addresses (schema.org's context gives them `@type: @id`). */
export const IRI_PROPERTIES = new Set(['url', 'sameAs']);

/** Triples of one JSON-LD node (the shapes linked-data.ts makes); nested nodes without `@id` are blank nodes. */
function nodeTriples(node: Record<string, unknown>, blank: () => string, out: Triple[]): Term {
  const subject = typeof node['@id'] === 'string' ? iri(node['@id']) : blank();
  const types = node['@type'] === undefined ? [] : ([] as unknown[]).concat(node['@type']);
  for (const type of types) out.push([subject, iri(`${RDF}type`), iri(`${SCHEMA}${String(type)}`)]);
  for (const [key, raw] of Object.entries(node)) {
    if (key.startsWith('@')) continue;
    const predicate = iri(`${SCHEMA}${key}`);
    for (const value of ([] as unknown[]).concat(raw)) {
      const object = valueTerm(key, value, blank, out);
      out.push([subject, predicate, object]);
    }
  }
  return subject;
}

function valueTerm(key: string, value: unknown, blank: () => string, out: Triple[]): Term {
  if (typeof value === 'string') return IRI_PROPERTIES.has(key) ? iri(value) : text(value);
  if (typeof value === 'number') return numberLiteral(value);
  if (typeof value === 'boolean') return typed(String(value), 'boolean');
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if ('@value' in object) return text(String(object['@value']), object['@language'] as string | undefined);
    if (Object.keys(object).length === 1 && typeof object['@id'] === 'string') return iri(object['@id']);
    return nodeTriples(object, blank, out);
  }
  throw new Error(`rdf: ${key} has a value of no RDF shape: ${JSON.stringify(value)}`);
}

function extraTerm(value: ExtraValue): Term {
  if (typeof value === 'string') return text(value);
  if (typeof value === 'number') return numberLiteral(value);
  if (typeof value === 'boolean') return typed(String(value), 'boolean');
  return iri(value['@id']);
}

/** A record's triples: its schema.org node, then its extras in the project's vocabulary. */
export function recordTriples(record: LinkedRecord, site: string, blank: () => string): Triple[] {
  const out: Triple[] = [];
  const subject = nodeTriples(record.node as Record<string, unknown>, blank, out);
  const ns = vocabNamespace(site);
  for (const [name, value] of record.extras) out.push([subject, iri(`${ns}${name}`), extraTerm(value)]);
  if (record.kind === 'weapons' || record.kind === 'beings')
    out.push([subject, iri(`${RDF}type`), iri(`${ns}${record.kind === 'weapons' ? 'Weapon' : 'Being'}`)]);
  return out;
}

/** The vocabulary's own triples: each term's type, label, comment, domain and range. */
export function vocabularyTriples(site: string): Triple[] {
  const ns = vocabNamespace(site);
  const range = (r: string) => iri(r.startsWith('xsd:') ? `${XSD}${r.slice(4)}` : `${SCHEMA}${r}`);
  const out: Triple[] = [
    [iri(ns.slice(0, -1)), iri(`${RDFS}label`), text('Indica vocabulary', 'en')],
    [
      iri(ns.slice(0, -1)),
      iri(`${RDFS}comment`),
      text("Terms of the Indica data's RDF edition that schema.org lacks.", 'en'),
    ],
  ];
  for (const [name, term] of Object.entries(VOCABULARY) as [string, VocabTerm][]) {
    const s = iri(`${ns}${name}`);
    out.push([s, iri(`${RDF}type`), iri(term.kind === 'Class' ? `${RDFS}Class` : `${RDF}Property`)]);
    out.push([s, iri(`${RDFS}label`), text(term.label, 'en')], [s, iri(`${RDFS}comment`), text(term.comment, 'en')]);
    if (term.domain) out.push([s, iri(`${RDFS}domain`), range(term.domain)]);
    if (term.range) out.push([s, iri(`${RDFS}range`), range(term.range)]);
  }
  return out;
}

/** Turtle prefixes: the edition's IRIs shortened where the local part is a plain name. */
function prefixer(site: string) {
  const prefixes: [string, string][] = [
    ['schema', SCHEMA],
    ['indica', vocabNamespace(site)],
    ['rdf', RDF],
    ['rdfs', RDFS],
    ['xsd', XSD],
  ];
  const header = prefixes.map(([p, ns]) => `@prefix ${p}: <${ns}> .`).join('\n');
  const shorten = (term: Term): Term => {
    if (!term.startsWith('<')) return term;
    const value = term.slice(1, -1);
    for (const [p, ns] of prefixes) {
      const local = value.startsWith(ns) ? value.slice(ns.length) : undefined;
      if (local !== undefined && /^[A-Za-z][A-Za-z0-9_]*$/.test(local)) return `${p}:${local}`;
    }
    return term;
  };
  return { header, shorten };
}

/** Triples as Turtle, grouped by subject in their order (`a` for rdf:type). */
function turtleBlock(triples: readonly Triple[], shorten: (t: Term) => Term): string {
  const lines: string[] = [];
  let current: Term | undefined;
  for (const [s, p, o] of triples) {
    const predicate = p === `<${RDF}type>` ? 'a' : shorten(p);
    if (s !== current) {
      if (current !== undefined) lines[lines.length - 1] += ' .';
      lines.push(`${shorten(s)} ${predicate} ${shorten(o)}`);
      current = s;
    } else {
      lines[lines.length - 1] += ' ;';
      lines.push(`  ${predicate} ${shorten(o)}`);
    }
  }
  if (lines.length) lines[lines.length - 1] += ' .';
  return `${lines.join('\n')}\n`;
}

/** The vocabulary alone, as Turtle (`indica-vocab.ttl`). */
export function vocabularyTurtle(site: string): string {
  const { header, shorten } = prefixer(site);
  return `${header}\n\n${turtleBlock(vocabularyTriples(site), shorten)}`;
}

export interface RdfEdition {
  /** triples written (the same in both files) */
  triples: number;
  /** records by kind (each one typed subject) */
  records: Partial<Record<LinkedKind, number>>;
}

/**
 * Writes `indica.nt.gz` and `indica.ttl.gz` into a folder, record by record: the plain texts go
 * to files as they are made and are gzipped from there (a buffer of bytes, not a string).
 */
export function writeRdfEdition(dir: string, site: string, root?: string): RdfEdition {
  const { header, shorten } = prefixer(site);
  const ntPath = join(dir, 'indica.nt');
  const ttlPath = join(dir, 'indica.ttl');
  const nt = openSync(ntPath, 'w');
  const ttl = openSync(ttlPath, 'w');
  const edition: RdfEdition = { triples: 0, records: {} };
  let blanks = 0;
  const blank = () => `_:b${++blanks}`;
  const write = (triples: readonly Triple[]) => {
    writeSync(nt, triples.map(([s, p, o]) => `${s} ${p} ${o} .\n`).join(''));
    writeSync(ttl, turtleBlock(triples, shorten));
    edition.triples += triples.length;
  };
  try {
    writeSync(ttl, `${header}\n\n`);
    write(vocabularyTriples(site));
    for (const record of linkedRecords(site, root)) {
      write(recordTriples(record, site, blank));
      edition.records[record.kind] = (edition.records[record.kind] ?? 0) + 1;
    }
  } finally {
    closeSync(nt);
    closeSync(ttl);
  }
  // mtime 0: the gzip header carries no clock, so every build writes the same bytes
  for (const [plain, gz] of [
    [ntPath, NTRIPLES_FILE],
    [ttlPath, TURTLE_FILE],
  ] as const) {
    writeFileSync(join(dir, gz), gzipSync(readFileSync(plain), { level: 9 }));
    rmSync(plain);
  }
  return edition;
}
