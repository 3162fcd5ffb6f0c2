/**
 * The bundled server: a thin layer over dist/. Static files come from sirv (content types, ETag and
 * conditional GET, HEAD, ranges) behind `compression` (gzip/deflate/br); this layer adds only the
 * contract: the documented URLs resolved to their files (src/core/request-file.ts), any letter
 * case and alias, any substring, JSON errors, CORS, and 405 for other methods.
 */
import compression from 'compression';
import sirv from 'sirv';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { apiModules } from '../apis/registry.ts';
import { ApiError } from '../core/api-error.ts';
import type { ApiDeclaration } from '../core/endpoint.ts';
import { resolveRequest, type Catalog } from '../core/request-file.ts';
import { catalogPath } from '../core/write-api.ts';

export const JSON_TYPE = 'application/json; charset=utf-8';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

interface ServedApi {
  api: ApiDeclaration<any>;
  catalog: Catalog;
}

export function createHandler(dist: string): Handler {
  const served: ServedApi[] = apiModules
    .map(({ api }) => ({ api, file: join(dist, catalogPath(api)) }))
    .filter(({ file }) => existsSync(file))
    .map(({ api, file }) => ({ api, catalog: JSON.parse(readFileSync(file, 'utf8')) as Catalog }));

  const notFoundPage = join(dist, '404.html');
  const files = sirv(dist, {
    dev: false,
    etag: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      if (pathname.endsWith('.json')) res.setHeader('Content-Type', JSON_TYPE);
    },
  });
  const compress = compression();

  function serveFile(req: IncomingMessage, res: ServerResponse, filePath: string, notFound: () => void): void {
    req.url = encodeURI(filePath);
    files(req, res, notFound);
  }

  function route(req: IncomingMessage, res: ServerResponse): void {
    res.setHeader('Access-Control-Allow-Origin', '*');
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const pathname = q === -1 ? url : url.slice(0, q);
    const query = q === -1 ? '' : url.slice(q + 1);
    const target = served.find(({ api }) => pathname === api.base || pathname.startsWith(`${api.base}/`));

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendJson(req, res, 405, { error: `method ${req.method} is not allowed; only GET and HEAD` });
    }
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

    const resolved = resolveRequest(target.api, target.catalog, pathname.slice(target.api.base.length), query);
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
      if (existsSync(notFoundPage)) {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(req.method === 'HEAD' ? undefined : readFileSync(notFoundPage));
      } else res.end('Not found');
    };
    try {
      decodeURI(pathname);
    } catch {
      return sendJson(req, res, 400, { error: 'malformed percent-encoding in the path' });
    }
    files(req, res, notFound);
  }

  return (req, res) => {
    compress(req as any, res as any, () => {
      try {
        route(req, res);
      } catch (error) {
        console.error(error);
        if (!res.headersSent) sendJson(req, res, 500, { error: 'internal error' });
        else res.destroy();
      }
    });
  };
}

function clipPath(path: string): string {
  return path.length > 120 ? `${path.slice(0, 120)}…` : path;
}

export function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', JSON_TYPE);
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(req.method === 'HEAD' ? undefined : text);
}
