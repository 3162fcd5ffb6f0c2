/**
 * Bad input, generated from the endpoint table: malformed percent-encoding, dot segments and encoded
 * traversal, NUL bytes, 64 KB URLs and headers, repeated and empty parameters, floats, negatives,
 * huge integers, unknown parameters, every method besides GET and HEAD, and requests Node's HTTP
 * parser rejects. Each case carries the answer the contract (STATIC-API.md, Rule 5) asks for.
 *
 * Requests go over raw sockets (`node:net`), so nothing is normalised on the way: `..` segments,
 * NUL bytes, odd methods and oversized URLs reach the server as written. The same list runs in
 * `npm test` (tests/dist/bad-inputs.test.ts) and in `npm run bench` (bad_inputs_total/failed).
 */
import { METHODS } from 'node:http';
import { connect } from 'node:net';
import type { ApiDeclaration, Endpoint, PathParam, QueryName } from '../../src/core/endpoint.ts';
import { MAX_LIMIT } from '../../src/core/query.ts';
import { templateParam, templateSegments } from '../../src/core/request-file.ts';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** What a bad request must be answered with. */
export type Expect =
  /** an error status with `{"error": "…"}` (no body for HEAD) */
  | { status: 400 | 404 | 405 | 414 | 416 | 431 | 501 | 505; body: 'error' }
  /** 200 and the empty list: a substring without a match */
  | { status: 200; body: 'empty' }
  /** 200 (or 206 for a range) with a JSON body: a request that is odd but valid */
  | { status: 200 | 206; body: 'json' };

export interface BadCase {
  /** a short label: what is bad, and where */
  name: string;
  method: string;
  /** the request-target, exactly as sent */
  target: string;
  /** extra header lines ("Name: value"); Host and Connection are added unless `raw` is given */
  headers?: string[];
  /** the whole request, when it must be malformed at the HTTP level */
  raw?: Buffer;
  expect: Expect;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** set when the connection failed before a whole response head arrived */
  problem?: string;
}

const err = (status: 400 | 404 | 405 | 414 | 416 | 431 | 501 | 505): Expect => ({ status, body: 'error' });
const EMPTY: Expect = { status: 200, body: 'empty' };

/** A text no record of any API contains. */
const NOWHERE = 'qzqxjqzv';

/** The path (below the base) and the query of an endpoint's first example, or one built from its template. */
function validRequest(endpoint: Endpoint<any>): { segments: string[]; query: string } | undefined {
  const example = endpoint.examples?.find((e) => !e.includes('?')) ?? endpoint.examples?.[0];
  if (!example) return undefined;
  const [path] = example.split('?');
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((s) => encodeURIComponent(decodeURIComponent(s)));
  return { segments, query: '' };
}

/** Invalid values for a path parameter of each kind, with the answer each must get. */
function pathMutations(spec: PathParam): [string, string, Expect][] {
  const long = 'q'.repeat(8000);
  switch (spec.kind) {
    case 'enum':
      return [
        ['unknown value', NOWHERE, err(404)],
        ['NUL', '%00', err(404)],
        ['8 KB value', long, err(404)],
        ['float', '1.5', err(404)],
        ['negative', '-1', err(404)],
        ['encoded slash traversal', '..%2F..%2F..%2Fetc%2Fpasswd', err(404)],
      ];
    case 'name':
      return [
        ['unknown name', NOWHERE, err(404)],
        ['NUL', '%00', err(404)],
        ['8 KB name', long, err(404)],
        ['encoded slash traversal', '..%2F..%2F..%2Fetc%2Fpasswd', err(404)],
      ];
    case 'int':
      return [
        ['float', '1.5', err(400)],
        ['negative', '-1', err(400)],
        ['plus sign', '+1', err(400)],
        ['exponent', '1e1', err(400)],
        ['hex', '0x1', err(400)],
        ['text', 'ten', err(400)],
        ['NUL', '%00', err(400)],
        ['leading space', '%201', err(400)],
        ['zero (below range)', String(spec.min - 1), err(404)],
        ['above range', String(spec.max + 1), err(404)],
        ['huge integer', '99999999999999999999999999', err(404)],
      ];
    case 'substring':
    case 'exact':
      return [
        ['unmatched substring', NOWHERE, EMPTY],
        ['NUL', `${NOWHERE}%00`, EMPTY],
        ['8 KB substring', long, EMPTY],
        ['encoded slash traversal', `${NOWHERE}..%2F..%2F..%2Fetc%2Fpasswd`, EMPTY],
        ['encoded backslash traversal', `${NOWHERE}..%5C..%5Cpackage`, EMPTY],
      ];
  }
}

/** Invalid values of each query parameter (on an endpoint that accepts it). */
function queryMutations(name: QueryName): [string, string, Expect][] {
  const common: [string, string, Expect][] = [
    ['empty', `${name}=`, err(400)],
    [
      'repeated',
      `${name}=${name === 'limit' || name === 'page' ? '1' : 'x'}&${name}=${name === 'limit' || name === 'page' ? '2' : 'y'}`,
      err(400),
    ],
  ];
  switch (name) {
    case 'limit':
      return [
        ...common,
        ['float', 'limit=1.5', err(400)],
        ['negative', 'limit=-1', err(400)],
        ['zero', 'limit=0', err(400)],
        ['above the maximum', `limit=${MAX_LIMIT + 1}`, err(400)],
        ['huge integer', 'limit=99999999999999999999999999', err(400)],
        ['exponent', 'limit=1e1', err(400)],
        ['NUL', 'limit=5%00', err(400)],
      ];
    case 'page':
      return [
        ...common,
        ['float', 'page=1.5', err(400)],
        ['negative', 'page=-2', err(400)],
        ['zero', 'page=0', err(400)],
        ['huge integer (past the last page)', 'page=99999999999999999999999999', err(404)],
        ['hex', 'page=0x2', err(400)],
      ];
    case 'fields':
      return [...common, ['unknown value', 'fields=everything', err(400)], ['upper case', 'fields=DETAILS', err(400)]];
    case 'expand':
      return [...common, ['not a boolean', 'expand=yes', err(400)], ['number', 'expand=1', err(400)]];
    default: // a filter: a name (person, place)
      return [...common, ['unknown name', `${name}=${NOWHERE}`, err(404)], ['NUL', `${name}=%00`, err(404)]];
  }
}

const MALFORMED_PERCENT = ['%', '%G1', '%E0%A4%A', '%FF', '%C3%28'];

/**
 * Every bad request for the given APIs. `canary` is a file name placed next to dist/ (outside it):
 * traversal cases aim at it, and no answer may contain its content.
 */
export function badInputCases(apis: readonly ApiDeclaration<any>[], canary: string): BadCase[] {
  const cases: BadCase[] = [];
  const add = (name: string, target: string, expect: Expect, method = 'GET', headers?: string[]) =>
    cases.push({ name, method, target, expect, headers });

  for (const api of apis) {
    const base = api.base;
    const depth = base.split('/').filter(Boolean).length + 2;
    const up = '../'.repeat(depth);
    const encodedUp = '%2e%2e/'.repeat(depth);

    // Traversal below the API base: dot segments (raw and percent-encoded) are refused outright.
    for (const [label, target] of [
      ['dot segments to /etc/passwd', `${base}/${up}etc/passwd`],
      ['dot segments to the canary', `${base}/${up}${canary}`],
      ['encoded dot segments to the canary', `${base}/${encodedUp}${canary}`],
      ['mixed-case encoded dot segments', `${base}/%2E%2e/%2e%2E/${canary}`],
      ['half-encoded dot segments', `${base}/.%2e/.%2e/.%2e/${canary}`],
      ['dot segments in a .json path', `${base}/${up}package.json`],
      ['dot segments to the canary as .json', `${base}/${encodedUp}${canary}`],
      ['single dot segment', `${base}/./openapi.json`],
    ] as const) {
      add(`${base}: ${label}`, target, err(400));
    }
    // A whole traversal inside one segment (%2F) is just an odd name: no such file.
    add(`${base}: encoded-slash traversal as a .json file`, `${base}/..%2F..%2F..%2F..%2F${canary}`, err(404));
    add(
      `${base}: encoded-slash traversal to /etc/passwd as .json`,
      `${base}/..%2f..%2f..%2f..%2fetc%2fpasswd.json`,
      err(404),
    );
    add(`${base}: backslash traversal as .json`, `${base}/..%5C..%5C..%5C..%5Cpackage.json`, err(404));
    add(`${base}: raw backslash traversal as .json`, `${base}/..\\..\\..\\..\\package.json`, err(404));
    add(`${base}: query-string injection in a .json path`, `${base}/openapi.json%3F.json`, err(404));
    add(`${base}: fragment injection in a .json path`, `${base}/openapi.json%23.json`, err(404));
    add(`${base}: NUL before .json`, `${base}/openapi%00.json`, err(404));
    add(`${base}: NUL after .json`, `${base}/openapi.json%00`, err(404));
    add(`${base}: unknown endpoint`, `${base}/${NOWHERE}`, err(404));
    add(`${base}: unknown endpoint, deep`, `${base}/${NOWHERE}/a/b/c/d/e/f`, err(404));
    add(`${base}: unknown .json file`, `${base}/${NOWHERE}.json`, err(404));
    add(`${base}: the base alone`, base, err(404));
    add(`${base}: the base with a slash`, `${base}/`, err(404));
    for (const bad of MALFORMED_PERCENT) {
      add(`${base}: malformed percent-encoding "${bad}" in a .json path`, `${base}/x${bad}.json`, err(400));
    }
    // 64 KB: over the server's request-head limit.
    add(`${base}: 64 KB path`, `${base}/${'a'.repeat(65536)}`, err(414));
    add(`${base}: 64 KB query string`, `${base}/openapi.json?q=${'a'.repeat(65536)}`, err(414));
    add(`${base}: 64 KB header`, `${base}/openapi.json`, err(431), 'GET', [`X-Padding: ${'p'.repeat(65536)}`]);

    // Every method besides GET and HEAD, on a valid URL of the API.
    const example = api.endpoints.map(validRequest).find(Boolean);
    const valid = example ? `${base}/${example.segments.join('/')}` : `${base}/openapi.json`;
    for (const method of METHODS) {
      if (method === 'GET' || method === 'HEAD') continue;
      add(`${base}: method ${method}`, valid, err(405), method);
    }
    // A token no one registered is not implemented (RFC 9110 §9.1): methods are case-sensitive.
    add(`${base}: unknown method FOO`, valid, err(501), 'FOO');
    add(`${base}: lower-case method get`, valid, err(501), 'get');

    for (const endpoint of api.endpoints) {
      const req = validRequest(endpoint);
      if (!req) continue;
      const template = templateSegments(endpoint);
      const at = (segments: string[]) => `${base}/${segments.join('/')}`;
      const where = `${base}${endpoint.path}`;

      // Query parameters: unknown ones everywhere; invalid values of the accepted ones.
      add(`${where}: unknown parameter`, `${at(req.segments)}?${NOWHERE}=1`, err(400));
      add(`${where}: empty parameter name`, `${at(req.segments)}?=1`, err(400));
      add(`${where}: HEAD with an unknown parameter`, `${at(req.segments)}?${NOWHERE}=1`, err(400), 'HEAD');
      for (const q of ['limit', 'page'] as const) {
        if (!endpoint.query.includes(q))
          add(`${where}: parameter ${q} it does not take`, `${at(req.segments)}?${q}=2`, err(400));
      }
      for (const q of endpoint.query) {
        for (const [label, query, expect] of queryMutations(q))
          add(`${where}: ${q} ${label}`, `${at(req.segments)}?${query}`, expect);
      }

      // Path parameters: invalid values of each kind, malformed percent-encoding, dot segments.
      template.forEach((segment, i) => {
        const param = templateParam(segment);
        const replace = (value: string) => at(req.segments.map((s, j) => (j === i ? value : s)));
        if (param === undefined) {
          // An upper-case literal is no endpoint, unless another template takes a parameter there.
          const shadowed = api.endpoints.some((e) => {
            const t = templateSegments(e);
            return t.length === template.length && templateParam(t[i]) !== undefined;
          });
          if (!shadowed && segment.toUpperCase() !== segment)
            add(`${where}: literal segment in upper case`, replace(segment.toUpperCase()), err(404));
          return;
        }
        for (const [label, value, expect] of pathMutations(endpoint.params[param]))
          add(`${where}: ${param} ${label}`, replace(value), expect);
        for (const bad of MALFORMED_PERCENT)
          add(`${where}: ${param} malformed percent-encoding "${bad}"`, replace(`a${bad}`), err(400));
        add(`${where}: ${param} as a dot segment`, replace('..'), err(400));
        add(`${where}: ${param} as an encoded dot segment`, replace('%2E%2E'), err(400));
      });
      add(`${where}: HEAD with an empty unknown parameter`, `${at(req.segments)}?${NOWHERE}=`, err(400), 'HEAD');
    }
  }

  // The site outside the API bases: traversal and malformed requests answer JSON errors too.
  for (const [label, target, expect] of [
    ['dot segments to the canary', `/../${canary}`, err(400)],
    ['deep dot segments to /etc/passwd', `/${'../'.repeat(8)}etc/passwd`, err(400)],
    ['encoded dot segments to the canary', `/%2e%2e/${canary}`, err(400)],
    ['dot segments inside a page path', `/search/../../${canary}`, err(400)],
    ['malformed percent-encoding in a page path', '/search/%E0%A4%A/', err(400)],
    ['lone percent in a page path', '/%', err(400)],
    ['asterisk request-target on GET', '*', err(400)],
  ] as const) {
    add(`site: ${label}`, target, expect);
  }
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'])
    add(`site: method ${method}`, '/', err(405), method);
  add('site: OPTIONS *', '*', err(405), 'OPTIONS');

  // Requests Node's HTTP parser refuses before any handler runs: each still gets a JSON error.
  const first = apis[0]?.base ?? '';
  const target = `${first}/openapi.json`;
  const raw = (name: string, text: string | Buffer, expect: Expect) =>
    cases.push({
      name: `http: ${name}`,
      method: 'GET',
      target,
      raw: typeof text === 'string' ? Buffer.from(text, 'latin1') : text,
      expect,
    });
  raw('raw NUL byte in the path', `GET ${first}/a\0b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, err(400));
  raw('raw space in the path', `GET ${first}/a b/c HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, err(400));
  raw(
    'control character in the path',
    `GET ${first}/a\x01b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    err(400),
  );
  raw('unknown HTTP version', `GET ${target} HTTP/9.9\r\nHost: x\r\nConnection: close\r\n\r\n`, err(505));
  raw('HTTP/2.0 in a request line', `GET ${target} HTTP/2.0\r\nHost: x\r\nConnection: close\r\n\r\n`, err(505));
  // RFC 9110 §2.5: a higher minor version of a known major is processed as the highest implemented (1.1).
  raw('HTTP/1.2 (answered as 1.1)', `GET ${target} HTTP/1.2\r\nHost: x\r\nConnection: close\r\n\r\n`, {
    status: 200,
    body: 'json',
  });
  raw('missing Host header', `GET ${target} HTTP/1.1\r\nConnection: close\r\n\r\n`, err(400));
  raw(
    'Content-Length with Transfer-Encoding (smuggling)',
    `GET ${target} HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n`,
    err(400),
  );
  raw(
    'two Content-Length headers',
    `GET ${target} HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\nConnection: close\r\n\r\nab`,
    err(400),
  );
  raw(
    'header without a colon',
    `GET ${target} HTTP/1.1\r\nHost: x\r\nBroken header\r\nConnection: close\r\n\r\n`,
    err(400),
  );
  raw('NUL in a header value', `GET ${target} HTTP/1.1\r\nHost: x\r\nX-A: a\0b\r\nConnection: close\r\n\r\n`, err(400));
  raw('bare LF line endings in a malformed head', `GET ${target} HTTP/1.1\nHost: x\nX: \x7f\x00\n\n`, err(400));
  raw('garbage instead of a request line', '\x16\x03\x01\x00\xa5\x01\x00\x00\xa1\x03\x03 not http\r\n\r\n', err(400));

  // Range headers sirv would otherwise get wrong: invalid ones are ignored, unsatisfiable ones are 416.
  cases.push({
    name: 'range: start after end',
    method: 'GET',
    target,
    headers: ['Range: bytes=5-2'],
    expect: { status: 200, body: 'json' },
  });
  cases.push({
    name: 'range: end past 2^53 (clamped to the file)',
    method: 'GET',
    target,
    headers: ['Range: bytes=0-99999999999999999999'],
    expect: { status: 206, body: 'json' },
  });
  cases.push({
    name: 'range: suffix longer than the file',
    method: 'GET',
    target,
    headers: ['Range: bytes=-99999999999'],
    expect: { status: 206, body: 'json' },
  });
  cases.push({
    name: 'range: several ranges',
    method: 'GET',
    target,
    headers: ['Range: bytes=0-0,-1'],
    expect: { status: 200, body: 'json' },
  });
  cases.push({
    name: 'range: not bytes',
    method: 'GET',
    target,
    headers: ['Range: lines=1-2'],
    expect: { status: 200, body: 'json' },
  });
  cases.push({
    name: 'range: start past the end',
    method: 'GET',
    target,
    headers: ['Range: bytes=99999999-'],
    expect: err(416),
  });
  // Absolute-form request-targets (RFC 9112 §3.2.2) are accepted.
  cases.push({
    name: 'absolute-form request-target',
    method: 'GET',
    target: `http://127.0.0.1${target}`,
    expect: { status: 200, body: 'json' },
  });
  return cases;
}

/** Sends one request over a fresh socket and reads the whole answer (Connection: close). */
export function sendRaw(host: string, port: number, request: Buffer, timeoutMs = 5000): Promise<RawResponse> {
  return new Promise((done) => {
    const socket = connect(port, host);
    const chunks: Buffer[] = [];
    let finished = false;
    let failure: string | undefined;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      socket.destroy();
      done(parseResponse(Buffer.concat(chunks), failure));
    };
    const timer = setTimeout(() => {
      failure = `no complete answer within ${timeoutMs} ms`;
      finish();
    }, timeoutMs);
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', (e) => {
      // A reset after the answer arrived is fine (the server closes while we still write).
      failure ??= (e as NodeJS.ErrnoException).code ?? e.message;
    });
    socket.on('close', finish);
    socket.on('end', finish);
    socket.write(request);
  });
}

function parseResponse(data: Buffer, failure: string | undefined): RawResponse {
  const headEnd = data.indexOf('\r\n\r\n');
  if (headEnd === -1)
    return { status: 0, headers: {}, body: '', problem: failure ?? `no response head (${data.length} bytes)` };
  const [statusLine, ...lines] = data.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = data.subarray(headEnd + 4);
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(body);
  else if (headers['content-length'] !== undefined) body = body.subarray(0, Number(headers['content-length']));
  return { status, headers, body: body.toString('utf8') };
}

function dechunk(data: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  while (at < data.length) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    out.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(out);
}

/** The bytes of a case's request. */
export function requestBytes(c: BadCase): Buffer {
  if (c.raw) return c.raw;
  const head = [
    `${c.method} ${c.target} HTTP/1.1`,
    'Host: 127.0.0.1',
    ...(c.headers ?? []),
    'Connection: close',
    '',
    '',
  ].join('\r\n');
  return Buffer.from(head, 'latin1');
}

/**
 * What is wrong with an answer, or undefined when it is right: the expected status, never a 5xx,
 * a JSON `{"error": …}` body (none for HEAD) with the JSON content type, `Allow` on 405, and no
 * byte of a forbidden file (the canary next to dist/, /etc/passwd).
 */
export function checkAnswer(c: BadCase, r: RawResponse, forbidden: readonly string[]): string | undefined {
  if (r.problem && r.status === 0) return r.problem;
  // 501 and 505 refuse what the request asks (RFC 9110 §15.6); any other 5xx is the server failing.
  const refusal = (c.expect.status === 501 || c.expect.status === 505) && r.status === c.expect.status;
  if (r.status >= 500 && !refusal) return `server error ${r.status}: ${r.body.slice(0, 200)}`;
  for (const marker of forbidden)
    if (r.body.includes(marker)) return `the answer contains a file outside dist/ (${marker.slice(0, 20)}…)`;
  if (r.status !== c.expect.status) return `status ${r.status}, expected ${c.expect.status}: ${r.body.slice(0, 160)}`;
  const type = r.headers['content-type'];
  if (type !== JSON_TYPE) return `content-type ${type ?? '(none)'}, expected ${JSON_TYPE}`;
  if (c.expect.status === 405 && r.headers.allow !== 'GET, HEAD')
    return `405 without "Allow: GET, HEAD" (${r.headers.allow})`;
  if (c.method === 'HEAD') return r.body === '' ? undefined : 'HEAD answered with a body';
  let body: unknown;
  try {
    body = JSON.parse(r.body);
  } catch {
    return `body is not JSON: ${r.body.slice(0, 120)}`;
  }
  switch (c.expect.body) {
    case 'error':
      return typeof (body as { error?: unknown })?.error === 'string'
        ? undefined
        : `no {"error": …} in ${r.body.slice(0, 120)}`;
    case 'empty':
      return Array.isArray(body) && body.length === 0 ? undefined : `expected [], got ${r.body.slice(0, 120)}`;
    case 'json':
      return undefined;
  }
}

export interface BadInputResult {
  total: number;
  failed: { name: string; target: string; problem: string }[];
}

/** Runs every case against a server, a few at a time. */
export async function runBadInputs(
  host: string,
  port: number,
  cases: readonly BadCase[],
  forbidden: readonly string[],
  concurrency = 8,
): Promise<BadInputResult> {
  const failed: BadInputResult['failed'] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++];
      const answer = await sendRaw(host, port, requestBytes(c));
      const problem = checkAnswer(c, answer, forbidden);
      if (problem)
        failed.push({ name: c.name, target: c.target.length > 120 ? `${c.target.slice(0, 120)}…` : c.target, problem });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { total: cases.length, failed };
}
