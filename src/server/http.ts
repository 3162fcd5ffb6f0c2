/**
 * HTTP done once for every answer of the bundled server, file or computed: content coding
 * (brotli/gzip, compressed once off the event loop and kept with the bytes), validators and conditional requests
 * (RFC 9110 §13: If-None-Match lists, weak comparison, `*`), single byte ranges, HEAD with the
 * headers of GET, Cache-Control, CORS; and JSON answers for what Node's parser refuses before any
 * handler runs.
 */
import Negotiator from 'negotiator';
import { METHODS, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { closeSync, createReadStream } from 'node:fs';
import type { Duplex } from 'node:stream';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip, type BrotliOptions } from 'node:zlib';
import { clip } from '../core/query.ts';
import { ALLOWED_METHODS, CACHE_CONTROL, CORS_HEADERS, JSON_TYPE } from '../hosting/policy.ts';
import { entityOf, type Entity } from './dist-files.ts';

const COMPRESSIBLE = /^(application\/(json|javascript|xml|manifest\+json)|text\/|image\/svg\+xml)/;
/** Below this, compression saves less than its headers cost. */
const COMPRESS_MIN = 512;
const CODINGS = ['br', 'gzip', 'identity'];

function encodingFor(req: IncomingMessage, entity: Entity): string {
  if (entity.size < COMPRESS_MIN || !COMPRESSIBLE.test(entity.type) || req.headers['accept-encoding'] === undefined)
    return 'identity';
  return new Negotiator(req).encoding(CODINGS.filter((c) => !entity.refused?.has(c))) ?? 'identity';
}

function brotliOptions(size: number): BrotliOptions {
  const window = Math.min(
    constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 16))),
  );
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
      [constants.BROTLI_PARAM_LGWIN]: window,
    },
  };
}

/**
 * Compression for answers made on request (brotli at a low quality: quality 11 takes ~100× longer).
 * Brotli's window fits the body, so a small file does not allocate the default 4 MB ring buffer.
 * A large file is read through zlib in chunks, never whole.
 */
function compress(coding: string, entity: Entity, done: (error: Error | null, result: Buffer) => void): void {
  if (entity.body) {
    if (coding === 'br') brotliCompress(entity.body, brotliOptions(entity.size), done);
    else gzip(entity.body, { level: 6 }, done);
    return;
  }
  const chunks: Buffer[] = [];
  const zip = coding === 'br' ? createBrotliCompress(brotliOptions(entity.size)) : createGzip({ level: 6 });
  const source = createReadStream(entity.stream!.path);
  let failed = false;
  const fail = (error: Error) => {
    if (failed) return;
    failed = true;
    source.destroy();
    zip.destroy();
    done(error, Buffer.alloc(0));
  };
  source.on('error', fail);
  zip.on('error', fail);
  zip.on('data', (chunk: Buffer) => chunks.push(chunk));
  zip.on('end', () => failed || done(null, Buffer.concat(chunks)));
  source.pipe(zip);
}

/**
 * The entity's bytes in a content coding, passed to `use` — at once when kept, else compressed on
 * zlib's thread pool (a synchronous compression would stall every other connection meanwhile),
 * kept with the entity, and shared by the requests that wait for the same form. Null when the
 * compression failed (the caller then answers unencoded).
 */
function withEncoded(
  entity: Entity,
  coding: string,
  grew: (entity: Entity, bytes: number, coding: string) => void,
  use: (body: Buffer | null) => void,
): void {
  const kept = entity.encoded.get(coding);
  if (kept) return use(kept);
  const waiting = entity.compressing.get(coding);
  if (waiting) {
    waiting.push(use);
    return;
  }
  const waiters = [use];
  entity.compressing.set(coding, waiters);
  compress(coding, entity, (error, body) => {
    entity.compressing.delete(coding);
    if (!error) {
      entity.encoded.set(coding, body);
      grew(entity, body.length, coding);
    }
    for (const waiter of waiters) waiter(error ? null : body);
  });
}

export interface SendOptions {
  status?: number;
  cacheControl: string;
  /** told how many bytes of compressed forms were added to a kept entity */
  grew?: (entity: Entity, bytes: number, coding: string) => void;
}

/** Closes a large file's descriptor when its bytes will not be streamed. */
function release(entity: Entity): void {
  if (!entity.stream) return;
  try {
    closeSync(entity.stream.fd);
  } catch {
    // already closed
  }
}

/** Sends an entity: 200, 206 for one satisfiable range, 304 when the client's copy is current. */
export function sendEntity(req: IncomingMessage, res: ServerResponse, entity: Entity, options: SendOptions): void {
  const status = options.status ?? 200;
  const byteRange = status === 200 ? rangeOf(req, entity) : undefined;
  // A range selects bytes of the unencoded file; otherwise pick the coding the client prefers.
  const coding = byteRange ? 'identity' : encodingFor(req, entity);
  const etag = coding === 'identity' ? entity.etag : `${entity.etag.slice(0, -1)}-${coding}"`;
  for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Cache-Control', options.cacheControl);
  if (status === 200) {
    res.setHeader('ETag', etag);
    res.setHeader('Accept-Ranges', 'bytes');
    if (noneMatch(req.headers['if-none-match'], etag)) {
      release(entity);
      res.statusCode = 304;
      res.end();
      return;
    }
  }
  res.setHeader('Content-Type', entity.type);
  if (byteRange === 'unsatisfiable') {
    release(entity);
    return sendJson(
      req,
      res,
      416,
      { error: `the range is outside the file (${entity.size} bytes)` },
      { 'Content-Range': `bytes */${entity.size}` },
    );
  }
  if (coding === 'identity') return sendBody(req, res, status, entity, byteRange);
  withEncoded(entity, coding, options.grew ?? (() => {}), (body) => {
    if (res.destroyed || res.writableEnded) return release(entity);
    if (!body) {
      // Compression failed: the unencoded form is always acceptable, with its own validator.
      if (status === 200) res.setHeader('ETag', entity.etag);
      return sendBody(req, res, status, entity, undefined);
    }
    release(entity);
    res.setHeader('Content-Encoding', coding);
    sendBody(req, res, status, entityOf(body, entity.type, entity.etag), undefined);
  });
}

/**
 * Sends an entity's bytes (or one range of them). Kept bytes are written from the one shared
 * buffer (no copy per client); a large file is streamed from its descriptor with backpressure, so a
 * client that stops reading holds one chunk of it, not the file.
 */
function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  entity: Entity,
  byteRange: { start: number; end: number } | undefined,
): void {
  res.statusCode = status;
  const start = byteRange?.start ?? 0;
  const end = byteRange?.end ?? entity.size - 1;
  if (byteRange) {
    res.statusCode = 206;
    res.setHeader('Content-Range', `bytes ${start}-${end}/${entity.size}`);
  }
  res.setHeader('Content-Length', Math.max(0, end - start + 1));
  if (entity.body || req.method === 'HEAD' || end < start) {
    release(entity);
    return void res.end(req.method === 'HEAD' ? undefined : entity.body?.subarray(start, end + 1));
  }
  const { fd, path } = entity.stream!;
  const source = createReadStream(path, { fd, start, end, autoClose: true, highWaterMark: 64 << 10 });
  source.on('error', () => res.destroy());
  res.on('close', () => source.destroy());
  source.pipe(res);
}

/** A computed JSON answer (a substring, an assembled page) sent like a file: ETag, coding, ranges. */
export function sendComputed(req: IncomingMessage, res: ServerResponse, body: unknown, cacheControl: string): void {
  sendEntity(req, res, entityOf(Buffer.from(JSON.stringify(body)), JSON_TYPE), { cacheControl });
}

/** An error answer: `{"error": …}` with the JSON type and CORS, never stored by caches. */
export function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', JSON_TYPE);
  for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
  res.setHeader('Cache-Control', CACHE_CONTROL.error);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(req.method === 'HEAD' ? undefined : text);
}

/**
 * If-None-Match (RFC 9110 §13.1.2): true when the client's copy is current — `*`, or any tag of
 * the list equal to ours under weak comparison. Hand-written because `fresh` also honours a
 * request's Cache-Control: no-cache, which addresses caches, not the origin (fetch() sends it with
 * every conditional request).
 */
function noneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

const RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * The one byte range to send (RFC 9110 §14), or undefined to send the whole file: a header that is
 * invalid, names several ranges, is not in bytes, or fails If-Range is ignored, as §14.2 allows;
 * a valid range starting past the end is 'unsatisfiable' (416). Hand-written because range-parser
 * reports invalid and unsatisfiable ranges alike, and they call for different answers.
 */
function rangeOf(req: IncomingMessage, entity: Entity): { start: number; end: number } | 'unsatisfiable' | undefined {
  const header = req.headers.range;
  if (header === undefined) return undefined;
  const ifRange = req.headers['if-range'];
  if (ifRange !== undefined && ifRange !== entity.etag) return undefined;
  const m = RANGE.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  const size = entity.size;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? Infinity : Number(m[2]);
  if (end < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  413: 'Content Too Large',
  414: 'URI Too Long',
  417: 'Expectation Failed',
  431: 'Request Header Fields Too Large',
  501: 'Not Implemented',
  505: 'HTTP Version Not Supported',
};

/** A method token (RFC 9110 §9.1, §5.6.2): one or more tchar. */
const METHOD_TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * The answer to a method other than GET and HEAD (RFC 9110 §15.5.6, §15.6.2): 405 with Allow for
 * a registered method (Node's parser knows the IANA registry's), 501 for a token no one defined
 * (methods are case-sensitive: `get` is one of those).
 */
export function methodRefusal(method: string): { status: 405 | 501; error: string; headers: Record<string, string> } {
  if (METHODS.includes(method))
    return { status: 405, error: methodNotAllowed(method), headers: { Allow: ALLOWED_METHODS } };
  return { status: 501, error: `method ${clip(method, 20)} is not implemented; only GET and HEAD`, headers: {} };
}

/** A request line of HTTP/1.x with x above 1, up to its version. */
const HIGHER_MINOR_LINE = /^[!-~]+ [^ \r\n]+ HTTP\/1\.(?:[2-9]|\d{2,})\r\n/;
/** How long a new connection may stay silent before Node's own timers (408) take it over. */
const FIRST_BYTES_WAIT_MS = 2000;

/**
 * RFC 9110 §2.5/§6.2: a request of a known major version with a higher minor version (HTTP/1.2) is
 * processed as the highest minor version implemented, 1.1. Node's parser refuses it, so the first
 * bytes of each connection are read before the parser sees them and such a request line is rewritten
 * to HTTP/1.1 (the server's answer is HTTP/1.1 either way). Only a connection's first request line is
 * read so; a later HTTP/1.2 request on the same kept-alive connection is refused with 505.
 */
export function readHigherMinorVersionsAs11(server: Server): void {
  const handOver = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  server.on('connection', (socket: Socket) => {
    let handed = false;
    const hand = (head?: Buffer) => {
      if (handed) return;
      handed = true;
      clearTimeout(silent);
      socket.removeListener('readable', onReadable);
      if (head) socket.unshift(rewriteHigherMinor(head));
      for (const listener of handOver) listener.call(server, socket);
    };
    const onReadable = () => hand(socket.read() ?? undefined);
    const silent = setTimeout(() => hand(), FIRST_BYTES_WAIT_MS);
    socket.once('readable', onReadable);
    socket.once('close', () => clearTimeout(silent));
  });
}

/** The bytes with an HTTP/1.x (x > 1) request line at their start made HTTP/1.1. */
export function rewriteHigherMinor(head: Buffer): Buffer {
  const line = HIGHER_MINOR_LINE.exec(head.subarray(0, 8192).toString('latin1'))?.[0];
  if (!line) return head;
  const rewritten = line.replace(/HTTP\/1\.\d+\r\n$/, 'HTTP/1.1\r\n');
  return Buffer.concat([Buffer.from(rewritten, 'latin1'), head.subarray(line.length)]);
}

/**
 * What the request head says that this server cannot honour (RFC 9110/9112), or undefined: an HTTP
 * version other than 1.x (505; a higher 1.x was made 1.1 before parsing), a transfer coding other than chunked (501: the body's
 * framing is unknown), a missing, repeated or malformed Host (400).
 */
export function headRefusal(req: IncomingMessage): { status: number; error: string } | undefined {
  if (req.httpVersionMajor !== 1 || req.httpVersionMinor > 1)
    return { status: 505, error: `HTTP/${clip(req.httpVersion, 8)} is not supported; use HTTP/1.1` };
  const codings = req.headersDistinct['transfer-encoding'];
  if (
    codings
      ?.join(',')
      .split(',')
      .some((c) => c.trim().toLowerCase() !== 'chunked')
  )
    return { status: 501, error: 'only the chunked transfer coding is implemented' };
  const hosts = req.headersDistinct.host;
  if (hosts === undefined)
    return req.httpVersionMinor === 1 ? { status: 400, error: 'the Host header is missing' } : undefined;
  if (hosts.length > 1) return { status: 400, error: 'the Host header is given more than once' };
  if (!validHost(hosts[0])) return { status: 400, error: 'the Host header is not a host[:port]' };
  return undefined;
}

/** A Host value (RFC 9110 §7.2, RFC 3986 §3.2.2): reg-name or IP literal, optional port; may be empty. */
function validHost(value: string): boolean {
  const m = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~!$&'()*+,;=%]*)(?::(\d*))?$/.exec(value);
  return !!m && (m[2] === undefined || m[2] === '' || Number(m[2]) <= 65535);
}

/** A whole HTTP/1.1 error response with a JSON body, for a socket no handler has answered. */
export function rawJsonError(status: number, error: string, extraHeaders: string[] = []): string {
  const body = JSON.stringify({ error });
  return [
    `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Error'}`,
    `Content-Type: ${JSON_TYPE}`,
    ...Object.entries(CORS_HEADERS).map(([name, value]) => `${name}: ${value}`),
    `Cache-Control: ${CACHE_CONTROL.error}`,
    ...extraHeaders,
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

const answered = new WeakSet<Duplex>();

/** Answers once on a socket, then closes it after the peer has had time to read the answer. */
function answerSocket(socket: Duplex, response: string): void {
  if (answered.has(socket)) return;
  answered.add(socket);
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  socket.end(response);
  // Closing at once with unread input could reset the connection before the peer reads the answer.
  setTimeout(() => socket.destroy(), 1000).unref();
}

export const methodNotAllowed = (method: string) => `method ${clip(method, 20)} is not allowed; only GET and HEAD`;

/** What Node's HTTP parser refused, answered as the contract answers everything: JSON. */
export function answerClientError(error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || error.code === 'EPIPE') {
    socket.destroy();
    return;
  }
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW': {
      // The request line alone too long is 414, otherwise the header fields are (431).
      const lineEnd = error.rawPacket?.indexOf('\n') ?? -1;
      return lineEnd === -1 || lineEnd > 8192
        ? answerSocket(socket, rawJsonError(414, 'the URL is too long'))
        : answerSocket(socket, rawJsonError(431, 'the request header fields are too large'));
    }
    case 'HPE_INVALID_METHOD': {
      // A method token Node's parser does not know is a method we do not implement (501), whatever
      // its length or characters; a request line that starts with no token is not HTTP (400).
      const token = /^(\S+) \S+ HTTP\/\d/.exec(error.rawPacket?.subarray(0, 8192).toString('latin1') ?? '')?.[1];
      if (token && METHOD_TOKEN.test(token)) {
        const refusal = methodRefusal(token);
        const allow = Object.entries(refusal.headers).map(([k, v]) => `${k}: ${v}`);
        return answerSocket(socket, rawJsonError(refusal.status, refusal.error, allow));
      }
      return answerSocket(socket, rawJsonError(400, 'malformed HTTP request'));
    }
    case 'HPE_INVALID_VERSION': {
      // A well-formed version we do not speak is 505; a malformed request line stays 400.
      const line = error.rawPacket?.subarray(0, 8192).toString('latin1') ?? '';
      if (/^\S+ \S+ HTTP\/\d\.\d\r\n/.test(line))
        return answerSocket(socket, rawJsonError(505, 'this HTTP version is not supported; use HTTP/1.1'));
      return answerSocket(socket, rawJsonError(400, 'malformed HTTP request'));
    }
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return answerSocket(socket, rawJsonError(413, 'the chunk extensions are too large'));
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return answerSocket(socket, rawJsonError(408, 'the request took too long to arrive'));
    default:
      return answerSocket(socket, rawJsonError(400, 'malformed HTTP request'));
  }
}

/** CONNECT never reaches a request handler: refuse it on the socket. */
export function answerConnect(req: IncomingMessage, socket: Duplex): void {
  answerSocket(socket, rawJsonError(405, methodNotAllowed(String(req.method)), [`Allow: ${ALLOWED_METHODS}`]));
}
