/**
 * How Netlify routes a request through the rules its own package parsed from the build's
 * `_redirects` (@netlify/redirect-parser), as its documentation describes it. (Vercel: its Build
 * Output routes, tests/support/vercel-router.ts.) Netlify's engine package (netlify-redirector) ignores query
 * conditions, so query matching follows the documentation: every listed parameter must be present,
 * a literal value must be equal, a `:name` placeholder takes the value; first matching rule wins.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parseAllRedirects } from '@netlify/redirect-parser';

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

/** A build's `_redirects` as Netlify's own package parses it, with what it refuses. */
export interface HostRules {
  netlify: NetlifyRule[];
  /** the lines Netlify's parser refused */
  netlifyErrors: string[];
}

export async function parseHostRules(folder: string): Promise<HostRules> {
  const parsed = await parseAllRedirects({
    redirectsFiles: [join(folder, '_redirects')],
    configRedirects: [],
    minimal: false,
  });
  return {
    netlify: parsed.redirects as NetlifyRule[],
    netlifyErrors: parsed.errors.map(String),
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
