/**
 * Vercel through its Build Output API (version 3): the routes of `.vercel/output/config.json`,
 * written by the build to `/_hosting/vercel/config.json` and put in place with the files by
 * `npm run build:vercel` (scripts/vercel-output.ts). Vercel reads that folder whichever way a
 * deployment is made (a connected repository whose build command writes it, or
 * `vercel deploy --prebuilt`); a `vercel.json` inside the published folder is not read.
 *
 * Unlike `vercel.json` rewrites, Build Output routes can set a status, so a refusal is the
 * server's status with a JSON body from `/_errors/`. The rules come from the endpoint table
 * (rules.ts: literalRules) and the serving policy (policy.ts), as every host's do.
 *
 * Phases (Vercel's documented order): the routes before `handle: filesystem` run first (here:
 * the headers of every answer, as `continue` routes, and the refusal of dot segments); then a
 * file at the request's path is served; then the routes after it rewrite documented URLs to their
 * files; a rewrite to a file that does not exist, and a path nothing matched, reach the `error`
 * phase, which answers the JSON 404 below an API base and the site's 404 page elsewhere.
 *
 * `src` is matched against the path as sent (still percent-encoded); `has` and `missing` against
 * the decoded query values.
 */
import type { ApiDeclaration, PathParam, QueryName } from '../core/endpoint.ts';
import { isSharedQuery, queryValuePattern } from '../core/query.ts';
import { orderedQuery } from '../core/request-file.ts';
import { errorPath } from './errors.ts';
import { CACHE_CONTROL, CORS_HEADERS, DATA_VERSION_HEADER, IMMUTABLE_PREFIX, JSON_HEADERS } from './policy.ts';
import { literalRules, type LiteralRule, type Segment } from './rules.ts';
import { DOWNLOAD_MEDIA_TYPES } from '../downloads/media-types.ts';

/** A route of the Build Output API's `config.json` (the subset this build writes). */
export type VercelRoute =
  | { handle: 'filesystem' | 'error' }
  | {
      src: string;
      dest?: string;
      status?: number;
      headers?: Record<string, string>;
      continue?: true;
      has?: { type: 'query'; key: string; value?: string }[];
      missing?: { type: 'query'; key: string; value?: string }[];
    };

export interface VercelOutputConfig {
  version: 3;
  routes: VercelRoute[];
}

/** Where the build writes the Build Output configuration inside dist/ (the step copies it out). */
export const VERCEL_CONFIG_PATH = '/_hosting/vercel/config.json';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A raw path segment: not a dot segment (plain or `%2E`), with no encoded `/` or `\` inside. */
const SEGMENT = '(?!(?:\\.|%2[eE]){1,2}(?:/|$))(?:(?!%2[fF]|%5[cC])[^/])+';

/**
 * A path parameter's capture. Integers as the server reads them (decimal digits, leading zeros
 * dropped: `/mandal/01` is mandal 1); every other kind one raw segment, which names its file only
 * when it is the canonical name or key (the host has no table of names and aliases).
 */
function paramPattern(name: string, spec: PathParam | undefined): string {
  if (spec?.kind === 'int') return `0*(?<${name}>[1-9][0-9]*|0)`;
  return `(?<${name}>${SEGMENT})`;
}

/**
 * A query value as the server reads it: a shared key's pattern, its value captured; a filter's
 * value (an entity's name) one segment that is not a dot segment and holds no `%` (Vercel decodes
 * the value before it goes into the destination, where `%252e%252e` would become a dot segment).
 */
function queryPattern(name: QueryName): string {
  if (!isSharedQuery(name)) return `^(?!\\.\\.?$)(?<${name}>[^/\\\\%]+)$`;
  return `^${queryValuePattern(name).replace(/\((?!\?)/, `(?<${name}>`)}$`;
}

/** A `has` value that matches what queryPattern refuses. */
const invalid = (name: QueryName) => `^(?!${queryPattern(name).slice(1, -1)}$)`;

/** The refusal of a request: the server's status, its JSON body, never cached. */
const refuse = (status: number, prefix: string) => ({
  dest: `${prefix}${errorPath(status)}`,
  status,
  headers: { 'Cache-Control': CACHE_CONTROL.error },
});

/**
 * The Build Output routes for the APIs, below a base path (`/` or `/indica/`), with the data
 * version on every answer.
 */
export function vercelRoutes(apis: ApiDeclaration[], { base = '/', dataVersion = '' } = {}): VercelRoute[] {
  const prefix = base.replace(/\/$/, '');
  const at = escape(prefix);
  // Every key any API takes: a key the endpoint does not take is refused (400) as the server does.
  const allKeys = [...new Set(apis.flatMap((api) => api.endpoints.flatMap((e) => e.query)))];
  const json = `^${at}/(?:${[...apis.map((api) => api.base), '/_index', '/_errors'].map((b) => escape(b.slice(1))).join('|')})/`;
  const apiPaths = `^${at}(?:${apis.map((api) => escape(api.base)).join('|')})(?:/.*)?$`;

  const routes: VercelRoute[] = [
    {
      src: `^${at}/.*$`,
      headers: {
        'Cache-Control': CACHE_CONTROL.revalidate,
        ...(dataVersion ? { [DATA_VERSION_HEADER]: dataVersion } : {}),
        ...CORS_HEADERS,
      },
      continue: true,
    },
    {
      src: `^${at}${escape(IMMUTABLE_PREFIX)}.*$`,
      headers: { 'Cache-Control': CACHE_CONTROL.immutable },
      continue: true,
    },
    { src: `${json}.*$`, headers: { 'Content-Type': JSON_HEADERS['Content-Type'] }, continue: true },
    ...DOWNLOAD_MEDIA_TYPES.map(([file, type]): VercelRoute => ({
      src: `^${at}/downloads/${escape(file)}$`,
      headers: { 'Content-Type': type },
      continue: true,
    })),
    // A dot segment, plain or percent-encoded, anywhere below an API base: refused (400), as the
    // server does, before it can name a file.
    {
      src: `^${at}(?:${apis.map((api) => escape(api.base)).join('|')})(?:/.*)?/(?:\\.|%2[eE]){1,2}(?:/.*)?$`,
      ...refuse(400, prefix),
      headers: { 'Content-Type': JSON_HEADERS['Content-Type'], 'Cache-Control': CACHE_CONTROL.error },
    },
    { handle: 'filesystem' },
  ];

  for (const api of apis) {
    const byPath = new Map<string, LiteralRule[]>();
    for (const rule of literalRules(api)) {
      const key = rule.path.map((s) => ('literal' in s ? s.literal : `{${s.param}}`)).join('/');
      byPath.set(key, [...(byPath.get(key) ?? []), rule]);
    }
    for (const rules of byPath.values()) {
      const { endpoint, path } = rules[0];
      const src = (segment: (s: Segment) => string) => `^${at}/${path.map(segment).join('/')}/?$`;
      const source = src((s) => ('literal' in s ? escape(s.literal) : paramPattern(s.param, endpoint.params[s.param])));
      const dest = (rule: LiteralRule) =>
        `${prefix}/${rule.target.map((s) => ('literal' in s ? s.literal : s.param.endsWith('.json') ? `$${s.param.slice(0, -5)}.json` : `$${s.param}`)).join('/')}`;
      // The rules that check every value given; each lists the other keys as `missing`, since
      // `has` only asks for the keys it names.
      for (const rule of rules.filter((r) => r.query.length)) {
        routes.push({
          src: source,
          has: rule.query.map((q) => ({
            type: 'query',
            key: q,
            value: rule.literals[q] !== undefined ? `^${escape(rule.literals[q])}$` : queryPattern(q),
          })),
          missing: allKeys.filter((k) => !rule.query.includes(k)).map((key) => ({ type: 'query', key })),
          dest: dest(rule),
        });
      }
      // A key left: one this endpoint does not take, or a value no rule above accepted. In the
      // server's order (request-file.ts, parseQuery): a key the endpoint does not take (400), then
      // each key it takes, in Rule 2 order: an empty or invalid value (400), a filter's value that
      // can be no name (404).
      const refusals: [string, string | undefined, number][] = [
        ...allKeys
          .filter((k) => !endpoint.query.includes(k))
          .map((k): [string, undefined, number] => [k, undefined, 400]),
        ...orderedQuery(api, endpoint).flatMap((k): [string, string, number][] =>
          isSharedQuery(k)
            ? [[k, invalid(k), 400]]
            : [
                [k, '^$', 400],
                [k, invalid(k), 404],
              ],
        ),
      ];
      for (const [key, value, status] of refusals)
        routes.push({
          src: source,
          has: [{ type: 'query', key, ...(value === undefined ? {} : { value }) }],
          ...refuse(status, prefix),
        });
      const plain = rules.find((r) => !r.query.length);
      if (plain) routes.push({ src: source, dest: dest(plain) });
      // An integer path parameter that is not one (`1.5`, `x`, `1%2F`): 400, as the server answers.
      for (const int of path.filter((s) => 'param' in s && endpoint.params[s.param]?.kind === 'int'))
        routes.push({
          src: src((s) =>
            'literal' in s
              ? escape(s.literal)
              : s === int
                ? `(?!${paramPattern(s.param, endpoint.params[s.param])}$)[^/]+`
                : `(?:${SEGMENT})`,
          ),
          ...refuse(400, prefix),
        });
    }
  }

  routes.push(
    { handle: 'error' },
    {
      src: apiPaths,
      ...refuse(404, prefix),
      headers: { 'Content-Type': JSON_HEADERS['Content-Type'], 'Cache-Control': CACHE_CONTROL.error },
    },
    { src: `^${at}/.*$`, dest: `${prefix}/404.html`, status: 404, headers: { 'Cache-Control': CACHE_CONTROL.error } },
  );
  return routes;
}

/** `.vercel/output/config.json`: the Build Output API's version 3 with the routes above. */
export function vercelOutputConfig(
  apis: ApiDeclaration[],
  options: { base?: string; dataVersion?: string } = {},
): string {
  const config: VercelOutputConfig = { version: 3, routes: vercelRoutes(apis, options) };
  return `${JSON.stringify(config, null, 2)}\n`;
}
