/**
 * The hostile requests (tests/support/requests.ts, made from the OpenAPI documents) replayed on a
 * Vercel Build Output folder (tests/support/vercel-router.ts) and on the bundled server over the
 * same build. An answer is the same when the status is, and for a 200 the bytes are. Where they
 * differ, the request must be one of the cases docs/host-limits.md lists, each checked by what
 * makes it so (never by a list of URLs):
 *
 * - a key Vercel's conditions cannot see: one no API takes, misspelt or in upper case (`has`
 *   names keys literally), or a repeated key (one value counts): Vercel answers the URL without
 *   them, which must be the server's answer to that URL;
 * - an answer no file holds: the server computes it (a substring that is not a precomputed key,
 *   a page assembled from larger pages, an empty filtered list the build left out): Vercel's 404;
 * - a name, alias or key in another letter case than its file's: the server resolves it; Vercel
 *   answers 404, and the canonical URL's answer must be the server's.
 */
import { existsSync, readFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { join } from 'node:path';
import { apiModules } from '../../src/apis/registry.ts';
import { fileOfUrl, resolveRequest, type Catalog } from '../../src/core/request-file.ts';
import { catalogPath } from '../../src/core/write-api.ts';
import { hostileRequests } from './requests.ts';
import { vercelAnswer, type VercelOutput } from './vercel-router.ts';

export interface ReplayResult {
  total: number;
  /** requests answered differently that no listed case explains */
  differing: string[];
  /** requests answered as a listed case, counted by case */
  apart: Map<string, number>;
}

type Answer = { status: number; body: Buffer };

const apis = apiModules.map((m) => m.api);
/** Every query key some endpoint takes (the keys Vercel's routes name). */
const KNOWN_KEYS = new Set(apis.flatMap((api) => api.endpoints.flatMap((e) => e.query)));

const same = (a: Answer, b: { status: number; body?: Buffer }) =>
  a.status === b.status && (a.status !== 200 || (b.body !== undefined && a.body.equals(b.body)));

/** The URL with only keys Vercel's routes name, each once (its first value). */
function asVercelSees(url: string): string {
  const [path, query] = url.split(/\?(.*)/s);
  if (query === undefined) return url;
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(query))
    if (KNOWN_KEYS.has(key) && !kept.has(key)) kept.set(key, value);
  const rest = kept.toString().replaceAll('+', '%20');
  return rest ? `${path}?${rest}` : path;
}

export async function replayHostile(
  dist: string,
  output: VercelOutput,
  serverBase: string,
  openapi: Record<string, { servers: { url: string }[]; paths: object }>,
): Promise<ReplayResult> {
  const answers = new Map<string, Answer>();
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const server = async (url: string): Promise<Answer> => {
    const known = answers.get(url);
    if (known) return known;
    // As sent: fetch() would resolve dot segments (plain and %2E) before sending.
    const answer = await new Promise<Answer>((done, fail) => {
      const req = get(`${serverBase}/`, { path: url, agent, headers: { 'accept-encoding': 'identity' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', fail);
      });
      req.on('error', fail);
    });
    answers.set(url, answer);
    return answer;
  };
  const catalogs = new Map(
    apis.map((api) => [api.base, JSON.parse(readFileSync(join(dist, catalogPath(api)), 'utf8')) as Catalog]),
  );
  const apiOf = (url: string) => apis.find((api) => url.startsWith(`${api.base}/`));

  /** Whether the server answers from no file of the build (it computes the answer). */
  const computed = (url: string): boolean => {
    const api = apiOf(url);
    if (!api) return false;
    const [path, query = ''] = url.split(/\?(.*)/s);
    const resolved = resolveRequest(api, catalogs.get(api.base)!, path.slice(api.base.length), query);
    return resolved.kind === 'file' && (resolved.file === '' || !existsSync(join(dist, resolved.file)));
  };
  /** The canonical URL of a request the server resolves (names, aliases, letter case), if another. */
  const canonical = (url: string): string | undefined => {
    const api = apiOf(url);
    if (!api) return undefined;
    try {
      const found = fileOfUrl(api, catalogs.get(api.base)!, url).url;
      return found === url ? undefined : found;
    } catch {
      return undefined;
    }
  };

  const hostile = hostileRequests(openapi);
  const differing: string[] = [];
  const apart = new Map<string, number>();
  const count = (kind: string) => apart.set(kind, (apart.get(kind) ?? 0) + 1);
  for (const { url, kind } of hostile) {
    const vercel = vercelAnswer(output, url);
    const answer = await server(url);
    if (same(answer, vercel)) continue;
    // What Vercel's routes see of the URL: the keys they name, once each.
    const seen = asVercelSees(url);
    const seenAnswer = seen === url ? answer : await server(seen);
    if (seen !== url && same(seenAnswer, vercel)) {
      const keys = [...new URLSearchParams(url.split(/\?(.*)/s)[1])].map(([k]) => k);
      count(
        keys.some((k, i) => KNOWN_KEYS.has(k) && keys.indexOf(k) !== i)
          ? 'a repeated key: one value counts'
          : 'a key no rule names (unknown, misspelt, upper case): ignored',
      );
      continue;
    }
    if (seenAnswer.status === 200 && vercel.status === 404) {
      if (computed(seen)) {
        count('an answer no file holds (computed by the server): 404');
        continue;
      }
      const other = canonical(seen);
      if (other && same(seenAnswer, vercelAnswer(output, other))) {
        count('a name, alias or key not in its canonical form: 404');
        continue;
      }
    }
    differing.push(`${kind}: ${url} → Vercel ${vercel.status} ${vercel.file ?? ''} (server ${answer.status})`);
  }
  agent.destroy();
  return { total: hostile.length, differing, apart };
}
