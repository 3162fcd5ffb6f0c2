/**
 * How Netlify and Vercel route a request through the rules their own packages parsed from the
 * build's `_redirects` and `vercel.json` (@netlify/redirect-parser, @vercel/routing-utils), as
 * their documentation describes it. Netlify's engine package (netlify-redirector) ignores query
 * conditions, so query matching follows the documentation: every listed parameter must be present,
 * a literal value must be equal, a `:name` placeholder takes the value; first matching rule wins.
 * Vercel: routes in order after the filesystem phase; `has` query values are regular expressions
 * whose named groups, with the path's groups, fill the destination; a `missing` condition that
 * matches excludes the route.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { getTransformedRoutes } from '@vercel/routing-utils';

export interface HostAnswer {
  /** the file the host would serve (decoded URL path), or undefined when no rule matched */
  file?: string;
  /** the status of the rule (Netlify), 200 for a rewrite */
  status: number;
}

export interface NetlifyRule {
  from: string;
  to: string;
  status?: number;
  force?: boolean;
  query?: Record<string, string>;
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

export function netlifyRoute(rules: NetlifyRule[], url: string): HostAnswer | undefined {
  const split = splitUrl(url);
  if (!split) return undefined;
  const { path, query } = split;
  for (const rule of rules) {
    const names: string[] = [];
    const source = rule.from
      .split('/')
      .map((segment) => {
        if (segment === '*') return names.push('splat') && '(.*)';
        if (segment.startsWith(':')) return names.push(segment.slice(1)) && '([^/]+)';
        return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    const m = new RegExp(`^${source}/?$`).exec(path);
    if (!m) continue;
    const values: Record<string, string> = {};
    names.forEach((name, i) => (values[name] = m[i + 1]));
    let ok = true;
    for (const [key, expected] of Object.entries(rule.query ?? {})) {
      const given = query.get(key);
      if (given === null) ok = false;
      else if (expected.startsWith(':')) values[expected.slice(1)] = given;
      else if (given !== expected) ok = false;
    }
    if (!ok) continue;
    const to = rule.to.replace(/:(\w+)/g, (all, name: string) => values[name] ?? all);
    return { file: to, status: rule.status ?? 301 };
  }
  return undefined;
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

/** A build's `_redirects` and `vercel.json` as the hosts' own packages parse them, with what they refuse. */
export interface HostRules {
  netlify: NetlifyRule[];
  /** the lines Netlify's parser refused */
  netlifyErrors: string[];
  vercel: VercelRoute[];
  /** why Vercel's routing utilities refused vercel.json, or null */
  vercelError: unknown;
}

export async function parseHostRules(folder: string): Promise<HostRules> {
  const parsed = await parseAllRedirects({
    redirectsFiles: [join(folder, '_redirects')],
    configRedirects: [],
    minimal: false,
  });
  const compiled = getTransformedRoutes(JSON.parse(readFileSync(join(folder, 'vercel.json'), 'utf8')));
  return {
    netlify: parsed.redirects as NetlifyRule[],
    netlifyErrors: parsed.errors.map(String),
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
