/**
 * Writes an API's static files (STATIC-API.md): every precomputed request of every endpoint at the
 * path the request↔file mapping gives, plus the catalog the server and the browser answer from.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ApiDeclaration, Endpoint, PrecomputeOptions, RequestParams } from './endpoint.ts';
import { exampleSources, openApiDocument, operationExamples } from './openapi.ts';
import { filePathFor, isAllDefaults, plainFilePathFor, type Catalog } from './request-file.ts';

export interface WriteStats {
  files: number;
  bytes: number;
}

/** Every canonical request of an endpoint with its body. */
export function answersOf<D>(
  endpoint: Endpoint<D>,
  data: D,
  options: PrecomputeOptions,
): Iterable<[RequestParams, unknown]> {
  return endpoint.precompute(data, options);
}

/** Every file of an API: [decoded path, body]. Rule 1 files are repeated for all-default requests. */
export function* filesOf<D>(api: ApiDeclaration<D>, data: D, options: PrecomputeOptions): Iterable<[string, unknown]> {
  for (const endpoint of api.endpoints) yield* filesOfEndpoint(api, endpoint, data, options);
}

/** The files of one endpoint of an API, as filesOf gives them. */
function* filesOfEndpoint<D>(
  api: ApiDeclaration<D>,
  endpoint: Endpoint<D>,
  data: D,
  options: PrecomputeOptions,
): Iterable<[string, unknown]> {
  for (const [request, body] of answersOf(endpoint, data, options)) {
    yield [filePathFor(api, endpoint, request), body];
    if (endpoint.query.length && isAllDefaults(endpoint, request))
      yield [plainFilePathFor(api, endpoint, request), body];
  }
}

/** Where the catalog of an API is emitted; the server and the exact search load it. */
export function catalogPath(api: ApiDeclaration): string {
  return `/_index/${api.id}.json`;
}

export class FileWriter {
  readonly outDir: string;
  readonly stats: WriteStats = { files: 0, bytes: 0 };
  private readonly madeDirs = new Set<string>();
  private readonly written = new Set<string>();

  constructor(outDir: string) {
    this.outDir = outDir;
  }

  write(urlPath: string, text: string): void {
    if (this.written.has(urlPath)) throw new Error(`two answers are written to ${urlPath}`);
    this.written.add(urlPath);
    const file = join(this.outDir, urlPath);
    const dir = dirname(file);
    if (!this.madeDirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.madeDirs.add(dir);
    }
    writeFileSync(file, text);
    this.stats.files++;
    this.stats.bytes += Buffer.byteLength(text);
  }

  writeJson(urlPath: string, body: unknown): void {
    this.write(urlPath, JSON.stringify(body));
  }
}

export function writeApiFiles<D>(
  api: ApiDeclaration<D>,
  data: D,
  catalog: Catalog,
  writer: FileWriter,
  options: PrecomputeOptions & {
    /** the data version (content/VERSION.json), named in the catalog */ dataVersion?: string;
  },
  progress?: (files: number) => void,
): void {
  let n = 0;
  // The OpenAPI document's examples are answered from the files as written (or, where a profile
  // leaves a file out, as the server would answer it).
  const sources = exampleSources(api, catalog);
  const kept = new Map<string, unknown>();
  const writing = new Set<Endpoint<D>>();
  for (const endpoint of api.endpoints)
    for (const [path, body] of filesOfEndpoint(api, endpoint, data, options)) {
      writer.writeJson(path, body);
      writing.add(endpoint);
      if (sources.has(path)) kept.set(path, body);
      if (++n % 20000 === 0) progress?.(n);
    }
  // A row filter the server answers without files; an endpoint with neither files nor filter is left out here.
  const examples = operationExamples(
    api,
    catalog,
    (file) => kept.get(file),
    (endpoint) => writing.has(endpoint as Endpoint<D>) || Boolean(endpoint.filter),
  );
  writer.write(`${api.base}/openapi.json`, `${JSON.stringify(openApiDocument(api, examples), null, 2)}\n`);
  // The base and entity kinds too: the browser's exact search reads them here, not from the declaration (zod).
  writer.writeJson(catalogPath(api), {
    ...(options.dataVersion ? { dataVersion: options.dataVersion } : {}),
    base: api.base,
    entities: api.entities,
    endpoints: api.endpoints.filter((e) => e.filter).map((e) => ({ path: e.path, filter: e.filter })),
    ...catalog,
  });
}
