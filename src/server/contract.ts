/**
 * The contract of STATIC-API.md over dist/: the documented URLs resolved to their files
 * (src/core/request-file.ts), any letter case and alias, any substring, JSON errors, 405 for
 * methods other than GET and HEAD; the site's pages and its 404 page for everything else.
 * HTTP mechanics (codings, validators, ranges) are src/server/http.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiModules } from '../apis/registry.ts';
import { ApiError } from '../core/api-error.ts';
import type { ApiDeclaration } from '../core/endpoint.ts';
import { clip } from '../core/query.ts';
import { resolveRequest, type Catalog } from '../core/request-file.ts';
import { catalogPath } from '../core/write-api.ts';
import { VERSION_PATH } from '../core/data-version.ts';
import { cacheControlFor, CACHE_CONTROL, DATA_VERSION_HEADER } from '../hosting/policy.ts';
import { DistFiles, type Entity } from './dist-files.ts';
import { headRefusal, methodRefusal, sendComputed, sendEntity, sendJson } from './http.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

interface ServedApi {
  api: ApiDeclaration;
  catalog: Catalog;
}

/** A path segment that is "." or "..", written plainly or percent-encoded. */
const DOT_SEGMENT = /\/(?:\.|%2e){1,2}(?=\/|$)/i;

/** Decodes each segment of a URL path; undefined when malformed. Segments may not hold "/" or NUL. */
function decodePath(pathname: string): { path?: string; malformed: boolean } {
  try {
    const segments = pathname.split('/').map(decodeURIComponent);
    if (segments.some((s) => s.includes('/') || s.includes('\0') || s.includes('\\'))) return { malformed: false };
    return { path: segments.join('/'), malformed: false };
  } catch {
    return { malformed: true };
  }
}

export function createHandler(dist: string): Handler {
  const files = new DistFiles(dist);
  const grew = (entity: Entity, bytes: number, coding: string) => files.grew(entity, bytes, coding);

  /** The APIs whose catalogs this generation of dist/ holds (re-read after a rebuild). */
  const served = (): ServedApi[] =>
    files.memo('apis', () =>
      apiModules.flatMap(({ api }) => {
        const catalog = files.json(catalogPath(api)) as Catalog | undefined;
        return catalog ? [{ api, catalog }] : [];
      }),
    );

  const sendFile = (req: IncomingMessage, res: ServerResponse, urlPath: string, entity: Entity) =>
    sendEntity(req, res, entity, { cacheControl: cacheControlFor(urlPath), grew });

  /** The data version of this generation of dist/ (its /version.json), sent on every answer. */
  const dataVersion = (): string | undefined =>
    files.memo('version', () => (files.json(VERSION_PATH) as { version?: string } | undefined)?.version);

  function route(req: IncomingMessage, res: ServerResponse): void {
    const version = dataVersion();
    if (version) res.setHeader(DATA_VERSION_HEADER, version);
    const head = headRefusal(req);
    if (head) {
      // A body whose framing we do not know cannot be skipped: close after answering.
      if (head.status === 501) res.setHeader('Connection', 'close');
      return sendJson(req, res, head.status, { error: head.error });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const refusal = methodRefusal(String(req.method));
      return sendJson(req, res, refusal.status, { error: refusal.error }, refusal.headers);
    }
    let url = req.url ?? '/';
    if (url[0] !== '/') {
      // Absolute-form (RFC 9112 §3.2.2): answer its path; anything else is not a path at all.
      const absolute = /^https?:\/\/[^/?#]*/i.exec(url);
      if (!absolute) return sendJson(req, res, 400, { error: 'the request target must be a path' });
      url = url.slice(absolute[0].length) || '/';
      if (url[0] !== '/') url = `/${url}`;
    }
    const q = url.indexOf('?');
    const pathname = q === -1 ? url : url.slice(0, q);
    const query = q === -1 ? '' : url.slice(q + 1);
    // Dot segments, raw or percent-encoded: clients remove them (RFC 3986 §5.2.4), so they only
    // come from hand-made requests; refuse them rather than guess what they point at.
    if (DOT_SEGMENT.test(pathname)) return sendJson(req, res, 400, { error: 'a path segment may not be "." or ".."' });
    const decoded = decodePath(pathname);
    const malformed = () => sendJson(req, res, 400, { error: 'malformed percent-encoding in the path' });

    const target = served().find(({ api }) => pathname.startsWith(`${api.base}/`) || pathname === api.base);
    if (!target) return decoded.malformed ? malformed() : serveSite(req, res, decoded.path);

    if (pathname.endsWith('.json')) {
      if (decoded.malformed) return malformed();
      // A static file of the API, asked for by its file path.
      const entity = decoded.path === undefined ? null : files.file(decoded.path);
      if (!entity) return sendJson(req, res, 404, { error: `no file ${clip(pathname, 120)}` });
      return sendFile(req, res, decoded.path!, entity);
    }

    const resolved = resolveRequest(target.api, target.catalog, pathname.slice(target.api.base.length), query, (file) =>
      files.json(file),
    );
    if (resolved.kind === 'error') return sendJson(req, res, resolved.error.status, resolved.error.body);
    const entity = resolved.file ? files.file(resolved.file) : null;
    if (entity) return sendFile(req, res, resolved.file, entity);
    try {
      sendComputed(req, res, resolved.fallback(), CACHE_CONTROL.revalidate);
    } catch (error) {
      if (error instanceof ApiError) return sendJson(req, res, error.status, error.body);
      throw error;
    }
  }

  /** A page of the site: the file, `.html`, or the folder's index.html; else the 404 page. */
  function serveSite(req: IncomingMessage, res: ServerResponse, path: string | undefined): void {
    const candidates =
      path === undefined
        ? []
        : path.endsWith('/')
          ? [`${path}index.html`]
          : [path, `${path}.html`, `${path}/index.html`];
    for (const candidate of candidates) {
      const entity = files.file(candidate);
      if (entity) return sendFile(req, res, candidate, entity);
    }
    const notFound = files.file('/404.html');
    if (notFound) return sendEntity(req, res, notFound, { status: 404, cacheControl: CACHE_CONTROL.error, grew });
    sendJson(req, res, 404, { error: 'not found' });
  }

  return (req, res) => {
    try {
      route(req, res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) sendJson(req, res, 500, { error: 'internal error' });
      else res.destroy();
    }
  };
}
