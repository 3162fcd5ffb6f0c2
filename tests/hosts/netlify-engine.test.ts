/**
 * Netlify as `netlify dev` runs it: the build's `_redirects` handed to Netlify's own rule engine
 * (netlify-redirector, tests/support/netlify-engine.ts), the requests as a browser sends them.
 * For the documented URLs and for every hostile request made from the OpenAPI documents
 * (tests/support/requests.ts), the engine must serve the file the bundled server answers with, or
 * the same error status. The cases Netlify cannot tell apart are listed in docs/host-limits.md
 * ("Netlify"), each with the engine's own answer; every other difference fails, and so does a
 * listed case that no request shows any more. `_headers` is judged by Netlify's parser.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { apiModules } from '../../src/apis/registry.ts';
import { MAX_LIMIT } from '../../src/core/query.ts';
import { CACHE_CONTROL, DATA_VERSION_HEADER } from '../../src/hosting/policy.ts';
import { dist, requireDist, root, startServer } from '../support/dist.ts';
import { netlifyEngine, type NetlifyAnswer, type NetlifyEngine } from '../support/netlify-engine.ts';
import { documentedRequests, hostileRequests, type HostileRequest } from '../support/requests.ts';
import type { RunningServer } from '../support/server.ts';
import { traversalCases } from '../support/traversal.ts';

const apis = apiModules.map((m) => m.api);
let bundled: RunningServer;
let engine: NetlifyEngine;
let hostile: HostileRequest[];
/** Every query key an API's OpenAPI document names, by base. */
let apiKeys: Map<string, Set<string>>;
/** Each path of the OpenAPI documents: its pattern, the query keys it takes, its integer segments. */
let pathsOf: { pattern: RegExp; keys: Set<string>; integers: [number, number, number][] }[];
const answers = new Map<string, { status: number; body: Buffer }>();

before(async () => {
  requireDist();
  bundled = await startServer();
  engine = await netlifyEngine(dist);
  const openapi = Object.fromEntries(
    apis.map((api) => [api.base, JSON.parse(readFileSync(join(dist, api.base, 'openapi.json'), 'utf8'))]),
  );
  hostile = hostileRequests(openapi);
  apiKeys = new Map(
    Object.entries(openapi).map(([base, doc]) => [
      base,
      new Set(
        Object.values(doc.paths as Record<string, { get: { parameters?: { name: string; in: string }[] } }>).flatMap(
          (item) => (item.get.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        ),
      ),
    ]),
  );
  type Parameter = { name: string; in: string; schema?: { type?: string; minimum?: number; maximum?: number } };
  pathsOf = Object.entries(openapi).flatMap(([base, doc]) =>
    Object.entries(doc.paths as Record<string, { get: { parameters?: Parameter[] } }>).map(([template, item]) => {
      const parameters = item.get.parameters ?? [];
      const segments = `${base}${template}`.split('/');
      const integer = (s: string) =>
        parameters.find((p) => p.in === 'path' && `{${p.name}}` === s && p.schema?.type === 'integer')?.schema;
      return {
        pattern: new RegExp(
          `^${segments.map((s) => (s.startsWith('{') ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/')}$`,
        ),
        keys: new Set(parameters.filter((p) => p.in === 'query').map((p) => p.name)),
        integers: segments.flatMap((s, i): [number, number, number][] => {
          const schema = integer(s);
          return schema ? [[i, schema.minimum ?? 1, schema.maximum ?? Infinity]] : [];
        }),
      };
    }),
  );
});
after(() => bundled?.close());

/** The OpenAPI path a URL's path is an instance of. */
const pathOf = (path: string) => pathsOf.find((p) => p.pattern.test(path));
/** A number as the server takes it: canonical, within its range. */
const inRange = (value: string, min = 1, max = Infinity) =>
  /^[1-9]\d*$/.test(value) && Number(value) >= min && Number(value) <= max;
const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

async function server(url: string): Promise<{ status: number; body: Buffer }> {
  const known = answers.get(url);
  if (known) return known;
  const get = () => fetch(bundled.base + url, { headers: { 'accept-encoding': 'identity' } });
  // A kept-alive connection the server has just closed fails once; the request is sent again.
  const res = await get().catch(get);
  const answer = { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
  answers.set(url, answer);
  return answer;
}

/** The engine's answer is the server's: the same file for a 200, the same status for an error. */
function agrees(answer: NetlifyAnswer, served: { status: number; body: Buffer }): boolean {
  if (answer.status !== served.status) return false;
  return answer.status !== 200 || (engine.bytes(answer)?.equals(served.body) ?? false);
}

const withQuery = (path: string, params: [string, string][]) => {
  const query = new URLSearchParams(params).toString().replaceAll('+', '%20');
  return query ? `${path}?${query}` : path;
};
const split = (url: string) => {
  const [path, query = ''] = url.split('?');
  return { path, params: [...new URLSearchParams(query)] };
};
const apiOf = (path: string) => apis.find((api) => path.startsWith(`${api.base}/`))?.base ?? '';

/**
 * What Netlify cannot tell apart, as listed in docs/host-limits.md: each case says which requests
 * it concerns and what the engine answers them — the server's answer to the URL Netlify sees, or a
 * 404 without a file. A difference counts as listed only when its case applies and that answer holds.
 */
interface Listed {
  /** the case as docs/host-limits.md names it (first column of the Netlify table) */
  name: string;
  /** whether the case applies to the URL and the engine's answer is the one listed */
  holds(url: string, answer: NetlifyAnswer): Promise<boolean>;
}

/**
 * The engine answers as the server answers `seen` (the URL as Netlify sees it), if there is one; or,
 * when `seen` carries a `person` or `place` value the engine re-encodes, as the engine answers such a
 * URL (the re-encoding case below: a 404): two listed cases in one request.
 */
const answersAs = async (answer: NetlifyAnswer, seen: string | undefined) =>
  seen !== undefined && (agrees(answer, await server(seen)) || (reencodes(seen) && notFound(answer)));
/** A `person` or `place` value the engine writes into a target form-encoded (a space as `+`). */
const reencodes = (url: string) =>
  split(url).params.some(([key, value]) => FILTERS.has(key) && encodeURIComponent(value) !== value);
/** Netlify's 404: no rule or no file (or the 404 error body). */
const notFound = (answer: NetlifyAnswer) =>
  answer.status === 404 && (!answer.file || answer.file === '/_errors/404.json');

/** Listed for the documented URLs: names the engine writes into a target in another form. */
const REENCODED = 'a `person` or `place` value with a space or another character the engine re-encodes';
const FILTERS = new Set(['person', 'place']);

const LISTED: Listed[] = [
  {
    name: 'a query key the API never takes (unknown, misspelt, upper case)',
    holds(url, answer) {
      const { path, params } = split(url);
      const keys = apiKeys.get(apiOf(path)) ?? new Set();
      const kept = params.filter(([key]) => keys.has(key));
      return answersAs(answer, kept.length < params.length ? withQuery(path, kept) : undefined);
    },
  },
  {
    name: 'a key without a value (`?expand`)',
    holds(url, answer) {
      const [path, query] = url.split('?');
      const parts = query?.split('&') ?? [];
      const kept = parts.filter((p) => p.includes('='));
      return answersAs(answer, kept.length < parts.length ? [path, ...kept].join(kept.length ? '?' : '') : undefined);
    },
  },
  {
    name: 'a repeated key (`?page=1&page=2`)',
    holds(url, answer) {
      const { path, params } = split(url);
      const last = new Map(params);
      return answersAs(answer, last.size < params.length ? withQuery(path, [...last]) : undefined);
    },
  },
  {
    name: 'a doubled slash (`/words//ash`)',
    holds: (url, answer) => answersAs(answer, /\/\//.test(url.split('?')[0]) ? url.replace(/\/{2,}/g, '/') : undefined),
  },
  {
    name: 'an encoded slash (`%2F`) in a path segment',
    holds(url, answer) {
      const [path, query] = url.split('?');
      if (!/%2F/i.test(path)) return Promise.resolve(false);
      const seen = new URL(path.replace(/%2F/gi, '/'), 'http://h').pathname;
      return answersAs(answer, query === undefined ? seen : `${seen}?${query}`);
    },
  },
  {
    name: 'a backslash (`%5C`) in a path segment',
    async holds(url, answer) {
      const [path, query] = url.split('?');
      if (!/%5C/i.test(path)) return false;
      // Matched as a character of the segment; written into the target, the value ends before it.
      const cut = path
        .split('/')
        .map((segment) => segment.replace(/%5C.*$/i, ''))
        .join('/');
      const seen = new URL(cut, 'http://h').pathname;
      // a segment cut to nothing leaves a doubled slash, which the host collapses (`/text/1/%5C/1` → `/text/1/1`)
      const collapsed = seen.replace(/\/{2,}/g, '/');
      return (
        (await answersAs(answer, query === undefined ? seen : `${seen}?${query}`)) ||
        (collapsed !== seen && (await answersAs(answer, query === undefined ? collapsed : `${collapsed}?${query}`))) ||
        (await answersAs(
          answer,
          query === undefined ? path.replace(/%5C/gi, '/') : `${path.replace(/%5C/gi, '/')}?${query}`,
        ))
      );
    },
  },
  {
    name: 'an unknown name with a key the endpoint does not take',
    async holds(url, answer) {
      const { path, params } = split(url);
      const taken = pathOf(path)?.keys;
      const notTaken = params.some(([key]) => apiKeys.get(apiOf(path))?.has(key) && !taken?.has(key));
      return answer.status === 400 && notTaken && (await server(url)).status === 404;
    },
  },
  {
    name: 'a number Netlify cannot check (no patterns): not canonical or out of range (`01`, `0`, `abc`, `51`)',
    async holds(url, answer) {
      const { path, params } = split(url);
      const segments = path.split('/');
      const odd =
        params.some(
          ([key, value]) => (key === 'limit' && !inRange(value, 1, MAX_LIMIT)) || (key === 'page' && !inRange(value)),
        ) ||
        (pathOf(path)?.integers.some(([i, min, max]) => !inRange(decode(segments[i]), min, max)) ?? false);
      return notFound(answer) && odd;
    },
  },
  {
    name: 'a name in another letter case',
    async holds(url, answer) {
      const [path, query] = url.split('?');
      const lower = [path.toLowerCase(), query].filter((p) => p !== undefined).join('?');
      const served = await server(url);
      // The server resolves the letter case: the same record as for the lower-case name.
      return (
        notFound(answer) && lower !== url && served.status === 200 && served.body.equals((await server(lower)).body)
      );
    },
  },
  {
    name: 'a substring no record contains',
    async holds(url, answer) {
      const served = await server(url);
      return notFound(answer) && served.status === 200 && served.body.toString('utf8') === '[]';
    },
  },
];

test("Netlify's parser accepts every line of _redirects and the engine is handed every rule", () => {
  const lines = readFileSync(join(dist, '_redirects'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'));
  assert.deepEqual(engine.errors, []);
  assert.equal(engine.rules, lines.length);
});

test('Netlify: the documented URLs reach the files holding the bundled server’s answers', async () => {
  // Netlify cannot match a value against a pattern (no leading zeros) nor resolve aliases.
  const missed: string[] = [];
  const expected: string[] = [];
  for (const url of documentedRequests({ leadingZeros: false, aliases: false })) {
    const answer = engine.answer(url);
    const served = await server(url);
    assert.equal(served.status, 200, url);
    if (answer.status !== 200) missed.push(url);
    else assert.ok(engine.bytes(answer)!.equals(served.body), url);
    // Listed: the engine writes a query value into the target form-encoded (a space as `+`).
    if (reencodes(url)) expected.push(url);
  }
  assert.deepEqual(missed, expected);
  assert.ok(expected.length > 0, REENCODED);
});

test('Netlify: no traversal value of a query or path parameter reaches a file outside its endpoint', () => {
  let refused = 0;
  for (const c of traversalCases(apis, 'canary')) {
    const answer = engine.answer(c.target);
    if (!answer.file) continue;
    assert.ok(posix.normalize(answer.file).startsWith('/'), c.target);
    // A file served for a traversal is an error body or the file of the endpoint asked for.
    const endpointFolder = c.target.split('?')[0].split('/').slice(0, 3).join('/');
    assert.ok(
      answer.file.startsWith('/_errors/') || answer.file.startsWith(endpointFolder),
      `${c.target} → ${answer.file}`,
    );
    if (/[?&](fields|expand)=/.test(c.target)) {
      assert.equal(answer.status, 400, `${c.target} → ${answer.status} ${answer.file}`);
      refused++;
    }
  }
  assert.ok(refused > 0);
});

test("Netlify's engine serves the bundled server's answer to every hostile request, but for the listed cases", async () => {
  const unlisted: string[] = [];
  const used = new Map<string, number>(LISTED.map((c) => [c.name, 0]));
  let differing = 0;
  /** requests the engine answers with a file (200) that is not the server's answer */
  let otherFile = 0;
  for (const { url, kind } of hostile) {
    const answer = engine.answer(url);
    const served = await server(url);
    if (agrees(answer, served)) continue;
    differing++;
    if (answer.status === 200) otherFile++;
    let listed: Listed | undefined;
    // The cases reason on the URL as the browser sends it (dot segments removed), as the engine sees it.
    const sent = new URL(url, 'http://h');
    for (const c of LISTED)
      if (await c.holds(`${sent.pathname}${sent.search}`, answer)) {
        listed = c;
        break;
      }
    if (listed) used.set(listed.name, used.get(listed.name)! + 1);
    else
      unlisted.push(
        `${kind}: ${url} → ${answer.status} ${answer.file ?? ''} [${answer.rule ?? 'no rule'}] (server ${(await server(url)).status})`,
      );
  }
  console.log(
    `Netlify (netlify-redirector): ${hostile.length} hostile requests, ${differing} answered otherwise than the server ` +
      `(${otherFile} with a file that is not the server's answer, ${differing - otherFile} with another status), ` +
      `${unlisted.length} of them not listed; listed: ${[...used].map(([name, n]) => `${name} (${n})`).join('; ')}`,
  );
  assert.deepEqual(unlisted.slice(0, 60), [], `${unlisted.length} differences are not listed in docs/host-limits.md`);
  const unused = [...used].filter(([, n]) => n === 0).map(([name]) => name);
  assert.deepEqual(unused, [], 'listed cases no request shows');
  // docs/host-limits.md lists exactly these cases for Netlify.
  const doc = readFileSync(join(root, 'docs/host-limits.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Netlify'), doc.indexOf('\n## ', doc.indexOf('## Netlify') + 1));
  const rows = [...section.matchAll(/^\| (?!case |---)(.+?) \|/gm)].map((m) => m[1]);
  assert.deepEqual(rows, [...LISTED.map((c) => c.name), REENCODED]);
});

test("_headers per Netlify's parser: CORS on every file, the JSON type on the API, the cache policy", async () => {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [join(dist, '_headers')],
    configHeaders: [],
    minimal: false,
  });
  assert.deepEqual(errors.map(String), []);
  // Netlify applies every block whose path matches; a header set by several is sent joined.
  const forPath = (path: string) => {
    const values: Record<string, string[]> = {};
    for (const h of headers as { for: string; values: Record<string, string> }[])
      if (new RegExp(`^${h.for.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path))
        for (const [k, v] of Object.entries(h.values)) (values[k] ??= []).push(v);
    return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.join(', ')]));
  };
  const paths = [
    '/version.json',
    '/index.html',
    '/_astro/x.js',
    '/downloads/indica.sqlite',
    '/_errors/404.json',
    '/_index/x.json',
    ...apis.map((api) => `${api.base}/openapi.json`),
  ];
  for (const path of paths) {
    const h = forPath(path);
    assert.equal(h['Access-Control-Allow-Origin'], '*', path);
    assert.equal(h['Access-Control-Expose-Headers'], `${DATA_VERSION_HEADER}, ETag`, path);
  }
  for (const api of apis) {
    const h = forPath(`${api.base}/openapi.json`);
    assert.equal(h['Content-Type'], 'application/json; charset=utf-8');
    assert.equal(h['Cache-Control'], CACHE_CONTROL.revalidate);
    assert.equal(h['Access-Control-Allow-Origin'], '*', 'CORS once, not joined');
  }
  // `! Cache-Control` in the `/_astro/*` block replaces the value of `/*` instead of joining it.
  const astro = (headers as { for: string; values: Record<string, string> }[]).filter((h) => h.for === '/_astro/*');
  assert.deepEqual(
    astro.map((h) => h.values['Cache-Control']),
    [CACHE_CONTROL.immutable],
  );
});
