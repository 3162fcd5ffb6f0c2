/**
 * How Vercel routes a request through the routes its own package compiles from the build's
 * `vercel.json` (@vercel/routing-utils), as its documentation describes it: routes in order after
 * the filesystem phase; `has` query values are regular expressions whose named groups, with the
 * path's groups, fill the destination; a `missing` condition that matches excludes the route.
 * (Netlify is answered by its own engine: tests/support/netlify-engine.ts. The model of Netlify's
 * matching that stood here disagreed with that engine on 4,386 of 16,993 hostile URLs — repeated
 * keys, encoded separators, doubled slashes — and was dropped.)
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { getTransformedRoutes } from '@vercel/routing-utils';

export interface HostAnswer {
  /** the file the host would serve (decoded URL path), or undefined when no rule matched */
  file?: string;
  /** 200 for a rewrite */
  status: number;
}

/** The decoded path and the query; undefined for a path no host can decode (they answer 400). */
function splitUrl(url: string): { path: string; query: URLSearchParams } | undefined {
  const q = url.indexOf('?');
  try {
    return {
      path: decodeURIComponent(q === -1 ? url : url.slice(0, q)),
      query: new URLSearchParams(q === -1 ? '' : url.slice(q + 1)),
    };
  } catch {
    return undefined;
  }
}

export interface VercelRoute {
  src?: string;
  dest?: string;
  handle?: string;
  continue?: boolean;
  has?: { type: string; key: string; value?: string }[];
  missing?: { type: string; key: string; value?: string }[];
}

export function vercelRoute(routes: VercelRoute[], url: string): HostAnswer | undefined {
  const split = splitUrl(url);
  if (!split) return undefined;
  const { path, query } = split;
  let afterFilesystem = false;
  for (const route of routes) {
    if (route.handle === 'filesystem') afterFilesystem = true;
    if (!afterFilesystem || !route.src || !route.dest || route.continue) continue;
    const m = new RegExp(route.src).exec(path);
    if (!m) continue;
    const groups: Record<string, string> = { ...(m.groups ?? {}) };
    m.slice(1).forEach((value, i) => (groups[String(i + 1)] = value));
    let ok = true;
    for (const condition of route.has ?? []) {
      if (condition.type !== 'query') continue;
      const given = query.get(condition.key);
      if (given === null) ok = false;
      else if (condition.value !== undefined) {
        const vm = new RegExp(condition.value).exec(given);
        if (!vm) ok = false;
        else Object.assign(groups, vm.groups ?? {});
      }
    }
    // `missing`: the route applies only when none of these is present (with its value, if given).
    for (const condition of route.missing ?? []) {
      if (condition.type !== 'query') continue;
      const given = query.get(condition.key);
      if (given !== null && (condition.value === undefined || new RegExp(condition.value).test(given))) ok = false;
    }
    if (!ok) continue;
    return { file: route.dest.replace(/\$(\w+)/g, (all, name: string) => groups[name] ?? all), status: 200 };
  }
  return undefined;
}

/** A build's `vercel.json` as Vercel's own package compiles it, with what it refuses. */
export interface HostRules {
  vercel: VercelRoute[];
  /** why Vercel's routing utilities refused vercel.json, or null */
  vercelError: unknown;
}

export async function parseHostRules(folder: string): Promise<HostRules> {
  const compiled = getTransformedRoutes(JSON.parse(readFileSync(join(folder, 'vercel.json'), 'utf8')));
  return {
    vercel: compiled.routes as VercelRoute[],
    vercelError: compiled.error,
  };
}

/**
 * The bytes a static host sends for a rule's answer: the file of `folder` a 200 names, when it
 * exists. A `?` in the target (a decoded value can put one there) starts a query, not the name.
 */
export function servedBytes(folder: string, answer: HostAnswer | undefined): Buffer | undefined {
  if (!answer?.file || answer.status !== 200) return undefined;
  const file = join(folder, posix.normalize(answer.file.split('?')[0]));
  return existsSync(file) && statSync(file).isFile() ? readFileSync(file) : undefined;
}
