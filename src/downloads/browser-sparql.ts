/**
 * The SPARQL page's engine: Oxigraph (a SPARQL store compiled to WebAssembly, from npm), loaded
 * from /vendor/oxigraph/ on the first query only, with the RDF edition's Turtle (gunzipped in the
 * browser). Browser code.
 */
import type * as Oxigraph from 'oxigraph/web.js';

type Engine = typeof Oxigraph & { default: (init: { module_or_path: string }) => Promise<unknown> };

export interface SparqlSource {
  /** the gzipped Turtle of the RDF edition */
  store: string;
  /** the folder holding Oxigraph's web.js and web_bg.wasm */
  engine: string;
}

export interface SparqlTable {
  columns: string[];
  /** each cell: the term's value (an IRI's address, a literal's text), or null when unbound */
  rows: (string | null)[][];
}

let opened: Promise<{ engine: Engine; store: Oxigraph.Store }> | undefined;

async function open(source: SparqlSource, progress: (message: string) => void) {
  progress('Loading the SPARQL engine…');
  const engine = (await import(/* @vite-ignore */ `${source.engine}web.js`)) as Engine;
  await engine.default({ module_or_path: `${source.engine}web_bg.wasm` });
  progress('Loading the graph…');
  const response = await fetch(source.store);
  if (!response.ok || !response.body) throw new Error(`${source.store}: HTTP ${response.status}`);
  const turtle = await new Response(response.body.pipeThrough(new DecompressionStream('gzip'))).text();
  progress('Reading the graph…');
  const store = new engine.Store();
  store.load(turtle, { format: 'text/turtle' });
  return { engine, store };
}

/** Loads the store once (timed by the page), then answers a SELECT query as a table. */
export async function runSparql(
  source: SparqlSource,
  query: string,
  progress: (message: string) => void,
): Promise<SparqlTable> {
  opened ??= open(source, progress).catch((error) => {
    opened = undefined;
    throw error;
  });
  const { store } = await opened;
  progress('Running…');
  // SPARQL's JSON results keep the query's order of variables
  const answer = store.query(query, { results_format: 'application/sparql-results+json' });
  const json = JSON.parse(String(answer)) as {
    head: { vars?: string[] };
    results?: { bindings: Record<string, { value: string }>[] };
  };
  if (!json.results) throw new Error('Only SELECT queries show a table here.');
  const columns = json.head.vars ?? [];
  return { columns, rows: json.results.bindings.map((b) => columns.map((c) => b[c]?.value ?? null)) };
}
