/**
 * The bundled server: a thin layer over dist/. Static files come from sirv (content types, ETag and
 * conditional GET, HEAD, ranges) behind `compression` (gzip/deflate/br); this layer adds only the
 * contract: the documented URLs resolved to their files (src/core/request-file.ts), any letter
 * case and alias, any substring, JSON errors, CORS, and 405 for other methods.
 *
 * `createIndicaServer` wraps the handler in an HTTP server that also answers, in JSON, what Node's
 * HTTP parser refuses before any handler runs (oversized heads, malformed requests, unknown
 * methods, CONNECT): use it rather than `createServer(createHandler(dist))`.
 */
import compression from 'compression';
import sirv from 'sirv';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { join, resolve, sep } from 'node:path';
import { apiModules } from '../apis/registry.ts';
import { ApiError } from '../core/api-error.ts';
import type { ApiDeclaration } from '../core/endpoint.ts';
import { resolveRequest, type Catalog } from '../core/request-file.ts';
import { catalogPath } from '../core/write-api.ts';
import { downloadMediaType } from '../downloads/media-types.ts';

export const JSON_TYPE = 'application/json; charset=utf-8';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

interface ServedApi {
  api: ApiDeclaration<any>;
  catalog: Catalog;
  /** the base with a trailing slash */
  prefix: string;
}

export function createHandler(dist: string): Handler {
  const served: ServedApi[] = apiModules
    .map(({ api }) => ({ api, file: join(dist, catalogPath(api)) }))
    .filter(({ file }) => existsSync(file))
    .map(({ api, file }) => ({ api, catalog: JSON.parse(readFileSync(file, 'utf8')) as Catalog, prefix: `${api.base}/` }));

  const root = resolve(dist);
  // Read once, like sirv's own file list (dev: false): the server serves the dist/ it started with.
  const notFoundPath = join(dist, '404.html');
  const notFoundPage = existsSync(notFoundPath) ? readFileSync(notFoundPath) : undefined;
  const files = sirv(dist, {
    dev: false,
    etag: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      if (pathname.endsWith('.json')) res.setHeader('Content-Type', JSON_TYPE);
      const download = downloadMediaType(pathname);
      if (download) res.setHeader('Content-Type', download);
    },
  });
  const compress = compression();
  /** A built JSON file, for pages of limits a narrowed build (INDICA_LIMITS) did not write. */
  const readBuilt = (file: string): unknown => {
    try {
      return JSON.parse(readFileSync(join(dist, file), 'utf8'));
    } catch {
      return undefined;
    }
  };

  function serveFile(req: IncomingMessage, res: ServerResponse, filePath: string, notFound: () => void): void {
    // sirv splits its URL at "?" and "#" and decodes it with decodeURI: keep both encoded, so a
    // name holding them is looked up whole (and not found) instead of as a shorter, other file.
    req.url = encodeURI(filePath).replace(/[?#]/g, encodeURIComponent);
    if (req.headers.range !== undefined && !checkRange(req, res, sizeOf(root, filePath))) return;
    files(req, res, notFound);
  }

  function route(req: IncomingMessage, res: ServerResponse): void {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendJson(req, res, 405, { error: `method ${clip(String(req.method), 20)} is not allowed; only GET and HEAD` });
    }
    // HTTP/1.1 requires Host (Node's own check answers without a body; createIndicaServer defers it here).
    if (req.headers.host === undefined && req.httpVersion === '1.1') return sendJson(req, res, 400, { error: 'the Host header is missing' });
    let url = req.url ?? '/';
    if (url[0] !== '/') {
      // Absolute-form (RFC 9112 §3.2.2): answer its path; anything else is not a path at all.
      const absolute = /^https?:\/\/[^/?#]*/i.exec(url);
      if (!absolute) return sendJson(req, res, 400, { error: 'the request target must be a path' });
      url = url.slice(absolute[0].length) || '/';
      if (url[0] !== '/') url = `/${url}`;
      req.url = url;
    }
    const q = url.indexOf('?');
    const pathname = q === -1 ? url : url.slice(0, q);
    const query = q === -1 ? '' : url.slice(q + 1);
    // Dot segments, raw or percent-encoded: clients remove them (RFC 3986 §5.2.4), so they only
    // come from hand-made requests; refuse them rather than guess what they point at.
    if (DOT_SEGMENT.test(pathname)) return sendJson(req, res, 400, { error: 'a path segment may not be "." or ".."' });
    const target = served.find(({ api, prefix }) => pathname.startsWith(prefix) || pathname === api.base);
    if (!target) return serveSite(req, res, pathname);

    if (pathname.endsWith('.json')) {
      // A static file of the API, asked for by its file path.
      let decoded: string;
      try {
        decoded = pathname.split('/').map(decodeURIComponent).join('/');
      } catch {
        return sendJson(req, res, 400, { error: 'malformed percent-encoding in the path' });
      }
      return serveFile(req, res, decoded, () => sendJson(req, res, 404, { error: `no file ${clipPath(pathname)}` }));
    }

    const resolved = resolveRequest(target.api, target.catalog, pathname.slice(target.api.base.length), query, readBuilt);
    if (resolved.kind === 'error') return sendJson(req, res, resolved.error.status, resolved.error.body);
    const answerFromFallback = () => {
      try {
        sendJson(req, res, 200, resolved.fallback());
      } catch (error) {
        if (error instanceof ApiError) return sendJson(req, res, error.status, error.body);
        throw error;
      }
    };
    if (!resolved.file) return answerFromFallback();
    serveFile(req, res, resolved.file, answerFromFallback);
  }

  function serveSite(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    const notFound = () => {
      res.statusCode = 404;
      if (notFoundPage) {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Content-Length', notFoundPage.length);
        res.end(req.method === 'HEAD' ? undefined : notFoundPage);
      } else res.end('Not found');
    };
    try {
      decodeURI(pathname);
    } catch {
      return sendJson(req, res, 400, { error: 'malformed percent-encoding in the path' });
    }
    if (req.headers.range !== undefined && !checkRange(req, res, undefined)) return;
    files(req, res, notFound);
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    try {
      route(req, res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) sendJson(req, res, 500, { error: 'internal error' });
      else res.destroy();
    }
  }

  return (req, res) => {
    // Without Accept-Encoding nothing can be compressed, and the middleware would only add Vary
    // (at about a third of such a request's cost, measured by `npm run bench`).
    if (req.headers['accept-encoding'] === undefined) {
      res.setHeader('Vary', 'Accept-Encoding');
      return handle(req, res);
    }
    compress(req as any, res as any, () => handle(req, res));
  };
}

function clipPath(path: string): string {
  return clip(path, 120);
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** A path segment that is "." or "..", written plainly or percent-encoded. */
const DOT_SEGMENT = /\/(?:\.|%2e){1,2}(?=\/|$)/i;

/** The size of a file of dist/ (decoded URL path), if it is one. */
function sizeOf(root: string, filePath: string): number | undefined {
  const abs = resolve(root, `.${filePath}`);
  if (!abs.startsWith(root + sep)) return undefined;
  try {
    const stats = statSync(abs);
    return stats.isFile() ? stats.size : undefined;
  } catch {
    return undefined;
  }
}

const RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * Makes a Range header safe for sirv, which throws (and drops the connection) on `bytes=5-2` or an
 * end past 2^53, and reads `bytes=-N` as the first N bytes. One satisfiable range is passed on in
 * the form sirv handles; a syntactically invalid or multi-range header is ignored (RFC 9110 §14.2
 * allows it: the whole file is sent); an unsatisfiable one is a 416 with a JSON error. Returns
 * false when it has answered.
 */
function checkRange(req: IncomingMessage, res: ServerResponse, size: number | undefined): boolean {
  const m = RANGE.exec(String(req.headers.range).trim());
  if (!m || (m[1] === '' && m[2] === '')) {
    delete req.headers.range;
    return true;
  }
  let start: number;
  let end: number;
  if (m[1] === '') {
    // A suffix: the last N bytes; without the size, send the whole file.
    if (size === undefined || Number(m[2]) === 0) {
      if (size !== undefined) return unsatisfiable(req, res, size);
      delete req.headers.range;
      return true;
    }
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? Infinity : Number(m[2]);
    if (end < start) {
      delete req.headers.range;
      return true;
    }
    if (size !== undefined && start >= size) return unsatisfiable(req, res, size);
  }
  if (!Number.isSafeInteger(start)) {
    if (size !== undefined) return unsatisfiable(req, res, size);
    delete req.headers.range;
    return true;
  }
  req.headers.range = size !== undefined ? `bytes=${start}-${Math.min(end, size - 1)}` : Number.isSafeInteger(end) ? `bytes=${start}-${end}` : `bytes=${start}-`;
  return true;
}

function unsatisfiable(req: IncomingMessage, res: ServerResponse, size: number): false {
  res.setHeader('Content-Range', `bytes */${size}`);
  sendJson(req, res, 416, { error: `the range is outside the file (${size} bytes)` });
  return false;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  413: 'Content Too Large',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

/** A whole HTTP/1.1 error response with a JSON body, for a socket no handler has answered. */
function rawJsonError(status: number, error: string, extraHeaders: string[] = []): string {
  const body = JSON.stringify({ error });
  return [
    `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Error'}`,
    `Content-Type: ${JSON_TYPE}`,
    'Access-Control-Allow-Origin: *',
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
    case 'HPE_INVALID_METHOD':
      // A method-like token is a method we do not know (405); anything else is not HTTP (400).
      if (/^[A-Za-z][A-Za-z_-]{0,31} /.test(error.rawPacket?.subarray(0, 40).toString('latin1') ?? '')) {
        return answerSocket(socket, rawJsonError(405, 'this method is not allowed; only GET and HEAD', ['Allow: GET, HEAD']));
      }
      return answerSocket(socket, rawJsonError(400, 'malformed HTTP request'));
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return answerSocket(socket, rawJsonError(413, 'the chunk extensions are too large'));
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return answerSocket(socket, rawJsonError(408, 'the request took too long to arrive'));
    default:
      return answerSocket(socket, rawJsonError(400, 'malformed HTTP request'));
  }
}

/**
 * The bundled server: createHandler(dist) in an HTTP server whose protocol-level refusals (heads
 * over the 16 KB limit, malformed requests, unknown methods, CONNECT) are JSON errors too.
 */
export function createIndicaServer(dist: string): Server {
  const server = createServer({ requireHostHeader: false }, createHandler(dist));
  server.on('clientError', answerClientError);
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    answerSocket(socket, rawJsonError(405, `method ${clip(String(req.method), 20)} is not allowed; only GET and HEAD`, ['Allow: GET, HEAD']));
  });
  return server;
}

export function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', JSON_TYPE);
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(req.method === 'HEAD' ? undefined : text);
}
