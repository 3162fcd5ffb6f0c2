/**
 * How Vercel answers a request from a Build Output API folder (`.vercel/output/`): the routes of
 * its `config.json`, checked and compiled by Vercel's own `@vercel/routing-utils`
 * (normalizeRoutes), followed in the documented phase order:
 *
 * 1. the routes before `{ handle: 'filesystem' }`: a `continue` route adds its headers (a later
 *    one overrides an earlier one) and goes on; any other matching route ends routing;
 * 2. the filesystem: a file of `static/` at the (decoded) path is served;
 * 3. the routes after it: the first match rewrites to its `dest` (its `status`, if any, is the
 *    answer's); a `dest` that is no file goes to the error phase as a 404;
 * 4. the `error` phase: the first route matching the request answers with its `dest` and status.
 *
 * As in `vercel dev`'s router (packages/cli/src/util/dev/router.ts), `src` is matched against the
 * path as sent (still percent-encoded) and `$name` in `dest` is replaced by the named capture;
 * `has` and `missing` query conditions are matched against the decoded values
 * (URLSearchParams). A repeated key counts by its first value; which one Vercel's edge takes is
 * not documented (docs/host-limits.md lists the case).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { normalizeRoutes } from '@vercel/routing-utils';
import type { VercelOutputConfig, VercelRoute } from '../../src/hosting/vercel.ts';

export interface VercelAnswer {
  status: number;
  /** the decoded path of the file of static/ sent as the body, if any */
  file?: string;
  /** the body: that file's bytes */
  body?: Buffer;
  /** response headers set by the routes (lower-case names) */
  headers: Record<string, string>;
}

type SourceRoute = Exclude<VercelRoute, { handle: string }>;
interface Compiled {
  route: SourceRoute;
  src: RegExp;
  has: { key: string; value?: RegExp }[];
  missing: { key: string; value?: RegExp }[];
}

export interface VercelOutput {
  /** the `.vercel/output` folder */
  folder: string;
  config: VercelOutputConfig;
  /** routes per phase: before the filesystem, after it, and in the error phase */
  phases: { before: Compiled[]; after: Compiled[]; error: Compiled[] };
  /** what normalizeRoutes refused, or null */
  error: unknown;
}

/** Reads and compiles `.vercel/output/config.json` with Vercel's routing utilities. */
export function readVercelOutput(folder: string): VercelOutput {
  const config = JSON.parse(readFileSync(join(folder, 'config.json'), 'utf8')) as VercelOutputConfig;
  const normalized = normalizeRoutes(config.routes as Parameters<typeof normalizeRoutes>[0]);
  // Routes Vercel's utilities refuse are not followed (the deployment would fail).
  const routes = (normalized.error ? [] : (normalized.routes ?? [])) as VercelRoute[];
  const phases: VercelOutput['phases'] = { before: [], after: [], error: [] };
  let phase: keyof VercelOutput['phases'] = 'before';
  for (const route of routes) {
    if ('handle' in route) {
      phase = route.handle === 'filesystem' ? 'after' : route.handle === 'error' ? 'error' : phase;
      continue;
    }
    const condition = (c: { key: string; value?: string }) => ({
      key: c.key,
      ...(c.value === undefined ? {} : { value: new RegExp(c.value) }),
    });
    phases[phase].push({
      route,
      src: new RegExp(route.src),
      has: (route.has ?? []).map(condition),
      missing: (route.missing ?? []).map(condition),
    });
  }
  return { folder, config, phases, error: normalized.error };
}

/** The named captures of a route that matches the request, or undefined. */
function matchRoute(c: Compiled, path: string, query: URLSearchParams): Record<string, string> | undefined {
  const m = c.src.exec(path);
  if (!m) return undefined;
  const groups: Record<string, string> = { ...m.groups };
  m.slice(1).forEach((value, i) => (groups[String(i + 1)] = value ?? ''));
  for (const condition of c.has) {
    const given = query.get(condition.key);
    if (given === null) return undefined;
    if (condition.value) {
      const vm = condition.value.exec(given);
      if (!vm) return undefined;
      Object.assign(groups, vm.groups);
    }
  }
  for (const condition of c.missing) {
    const given = query.get(condition.key);
    if (given !== null && (!condition.value || condition.value.test(given))) return undefined;
  }
  return groups;
}

/** A file of static/ at a URL path (decoded), or undefined. */
function staticFile(folder: string, urlPath: string): { file: string; body: Buffer } | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return undefined;
  }
  const file = posix.normalize(decoded);
  const full = join(folder, 'static', file);
  if (!full.startsWith(join(folder, 'static'))) return undefined;
  return existsSync(full) && statSync(full).isFile() ? { file, body: readFileSync(full) } : undefined;
}

/** Vercel's answer to a GET of `url` (path and query as sent). */
export function vercelAnswer(output: VercelOutput, url: string): VercelAnswer {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const query = new URLSearchParams(q === -1 ? '' : url.slice(q + 1));
  const headers: Record<string, string> = {};
  const addHeaders = (route: SourceRoute) => {
    for (const [key, value] of Object.entries(route.headers ?? {})) headers[key.toLowerCase()] = value;
  };
  const fill = (dest: string, groups: Record<string, string>) =>
    dest.replace(/\$([1-9a-zA-Z]+)/g, (_, name: string) => groups[name] ?? '');
  const serve = (status: number, dest: string): VercelAnswer => {
    const found = staticFile(output.folder, dest);
    return found ? { status, ...found, headers } : errorPhase(404);
  };
  const errorPhase = (status: number): VercelAnswer => {
    for (const c of output.phases.error) {
      const groups = matchRoute(c, path, query);
      if (!groups) continue;
      addHeaders(c.route);
      const found = c.route.dest ? staticFile(output.folder, fill(c.route.dest, groups)) : undefined;
      return { status: c.route.status ?? status, ...found, headers };
    }
    return { status, headers };
  };

  let current = path;
  for (const c of output.phases.before) {
    const groups = matchRoute(c, current, query);
    if (!groups) continue;
    addHeaders(c.route);
    const dest = c.route.dest ? fill(c.route.dest, groups) : current;
    if (c.route.continue) {
      current = dest;
      continue;
    }
    return serve(c.route.status ?? 200, dest);
  }
  const file = staticFile(output.folder, current);
  if (file) return { status: 200, ...file, headers };
  for (const c of output.phases.after) {
    const groups = matchRoute(c, current, query);
    if (!groups) continue;
    addHeaders(c.route);
    if (!c.route.dest) continue;
    return serve(c.route.status ?? 200, fill(c.route.dest, groups));
  }
  return errorPhase(404);
}
