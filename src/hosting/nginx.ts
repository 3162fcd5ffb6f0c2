/**
 * The nginx configuration (maps for `http {}` and a server block), from rewriteRules(). No raw
 * request value reaches a file path: query values must match the server's own patterns
 * (queryValuePattern) before a map turns them into canonical values, entity names pass through a
 * table of the catalog's names and aliases, and path segments come from nginx's normalised URI.
 * Anything else is answered as the bundled server answers it: 400, 404 or 405 with a JSON body.
 */
import { METHODS } from 'node:http';
import { queryOrder, type ApiDeclaration, type QueryName, type SharedQueryName } from '../core/endpoint.ts';
import { isSharedQuery, MAX_LIMIT, QUERY_SPECS, queryValuePattern } from '../core/query.ts';
import type { Catalog } from '../core/request-file.ts';
import { ALLOWED_METHODS, CACHE_CONTROL, CORS_HEADERS, DATA_VERSION_HEADER, IMMUTABLE_PREFIX } from './policy.ts';
import { errorPath, NGINX_ERRORS } from './errors.ts';
import { render, rewriteRules } from './rules.ts';
import { withBase } from '../core/base-path.ts';

/** Content types by extension: everything dist/ holds (unknown extensions are JSON error bodies' type). */
const TYPES: Record<string, string> = {
  'application/json': 'json geojson',
  'text/html': 'html',
  'text/css': 'css',
  'application/javascript': 'js mjs',
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/x-icon': 'ico',
  'text/plain': 'txt',
  'application/xml': 'xml graphml',
  'text/csv': 'csv',
  'application/wasm': 'wasm',
  'font/woff2': 'woff2',
  'application/manifest+json': 'webmanifest',
  'application/vnd.sqlite3': 'sqlite',
  'application/octet-stream': 'pf_meta pf_index pf_fragment pagefind bin',
};

/** A string for nginx's double quotes: no variable (`$name`), `"` and `\` escaped. */
function quote(text: string): string {
  if (/\$[\w{]/.test(text)) throw new Error(`nginx: "${text}" holds "$", which nginx reads as a variable`);
  return `"${text.replace(/[\\"]/g, '\\$&')}"`;
}

function jsonText(error: string): string {
  return quote(JSON.stringify({ error }));
}

/** Query names that name entities in any API, with the entity kind. */
function entityFilters(apis: ApiDeclaration[]): Map<QueryName, string> {
  const filters = new Map<QueryName, string>();
  for (const api of apis)
    for (const [name, { entity }] of Object.entries(api.queryFilters ?? {})) filters.set(name, entity);
  return filters;
}

/** The canonical form of each query value, or "" when it is invalid ($indica_q_<name>). */
function valueMaps(names: QueryName[], filters: Map<QueryName, string>, catalogs: Catalog[]): string[] {
  const maps: string[] = [];
  for (const name of names) {
    const entity = filters.get(name);
    if (entity) {
      // Query values arrive percent-encoded and in any case: every name and alias is matched
      // case-insensitively with its spaces as %20, + or a space.
      const lines = [`map $arg_${name} $indica_q_${name} {`, '    default "";'];
      for (const catalog of catalogs) {
        for (const [key, canonical] of Object.entries(catalog.names[entity] ?? {})) {
          lines.push(`    ${quote(`~*^${queryValueRegex(key)}$`)} ${quote(canonical)};`);
        }
      }
      lines.push('}');
      maps.push(lines.join('\n'));
      // Given but not a known name: answered 404 in the location.
      maps.push(
        `map "$arg_${name}|$indica_q_${name}" $indica_unknown_${name} {\n    "~^.+\\|$" 1;\n    default "";\n}`,
      );
      continue;
    }
    const aliases = QUERY_SPECS[name as SharedQueryName].aliases ?? {};
    const entries = Object.entries(aliases).map(([alias, value]) => `    ${quote(alias)} ${quote(value)};`);
    maps.push(
      `map $arg_${name} $indica_q_${name} {\n${entries.join('\n')}${entries.length ? '\n' : ''}    ${quote(`~^${queryValuePattern(name as SharedQueryName)}$`)} $1;\n    default "";\n}`,
    );
  }
  return maps;
}

/**
 * A name as it may arrive in a query string: each character that is not a letter or digit either
 * as it is or percent-encoded (clients differ: URLSearchParams encodes `(` and `'`,
 * encodeURIComponent does not), a space also as `+`. Matched case-insensitively (`~*`).
 */
function queryValueRegex(name: string): string {
  return [...name]
    .map((char) => {
      if (/^[\p{L}\p{N}]$/u.test(char) && char.charCodeAt(0) < 128) return char;
      const encoded = [...new TextEncoder().encode(char)]
        .map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`)
        .join('');
      const raw = char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return char === ' ' ? '(?:%20|\\+| )' : `(?:${raw}|${encoded})`;
    })
    .join('');
}

/** The whole query string as the endpoint accepts it: known names, valid values, `&` between. */
function queryPattern(query: readonly QueryName[], filters: Map<QueryName, string>): string {
  const alternatives = query.map((name) =>
    filters.has(name)
      ? `${name}=[^&]+`
      : `${name}=${queryValuePattern(name as SharedQueryName).replace(/\((?!\?)/g, '(?:')}`,
  );
  return alternatives.length ? `^(?:&|(?:${alternatives.join('|')})(?:&|$))*$` : '^&*$';
}

/** CORS as nginx directives (a value with a space, the exposed list, quoted). */
const CORS = Object.entries(CORS_HEADERS).map(
  ([name, value]) => `add_header ${name} ${/\s/.test(value) ? quote(value) : value} always;`,
);

const HEADERS = [
  ...CORS,
  'add_header Cache-Control $indica_cache_control always;',
  // Empty (no data version given) sends no header.
  `add_header ${DATA_VERSION_HEADER} $indica_data_version always;`,
];

/**
 * The guard every location starts with: methods other than GET and HEAD are a JSON 405 when
 * registered (the list Node's parser knows), a JSON 501 otherwise, as the bundled server answers.
 */
function methodGuard(): string {
  const registered = METHODS.filter((m) => m !== 'GET' && m !== 'HEAD').map((m) => m.replace(/-/g, '\\-'));
  return [
    `if ($request_method ~ ${quote(`^(${registered.join('|')})$`)}) {`,
    `    add_header Allow ${quote(ALLOWED_METHODS)} always;`,
    ...CORS.map((line) => `    ${line}`),
    `    add_header Cache-Control ${CACHE_CONTROL.error} always;`,
    `    return 405 ${jsonText('this method is not allowed; only GET and HEAD')};`,
    '}',
    'if ($request_method !~ ^(GET|HEAD)$) {',
    ...CORS.map((line) => `    ${line}`),
    `    add_header Cache-Control ${CACHE_CONTROL.error} always;`,
    `    return 501 ${jsonText('this method is not implemented; only GET and HEAD')};`,
    '}',
  ].join('\n');
}

function block(head: string, lines: string[]): string {
  return [`${head} {`, ...lines.flatMap((l) => l.split('\n')).map((l) => `    ${l}`), '}'].join('\n');
}

/** Describes what an endpoint's query accepts, for its 400 answer. */
function allowedText(api: ApiDeclaration, query: readonly QueryName[]): string {
  if (!query.length) return 'none';
  const shared: Record<SharedQueryName, string> = {
    fields: (QUERY_SPECS.fields.values ?? []).join(' or '),
    expand: (QUERY_SPECS.expand.values ?? []).join(' or '),
    limit: `1 to ${MAX_LIMIT}`,
    page: '1 or more',
  };
  // A filter names a record of its kind: "a person".
  const named = (q: QueryName) => `a ${api.entities[api.queryFilters![q].entity].label}`;
  return query.map((q) => `${q} (${isSharedQuery(q) ? shared[q] : named(q)})`).join(', ');
}

/**
 * The configuration to include inside `http { … }`: maps, then a server block whose `root` is
 * dist/. `catalogs` give the names and aliases the APIs' filters resolve. Below a base path
 * (`/indica/`) every location is below it and `root` is the folder that holds the build under the
 * base's name (`root /srv/www;` with the build in `/srv/www/indica/`), so a path maps to its file
 * as at the root.
 */
export function nginxConfig(
  apis: ApiDeclaration[],
  {
    root = '/srv/indica/dist',
    listen = '8080',
    catalogs = [],
    base = '/',
    dataVersion = '',
  }: { root?: string; listen?: string; catalogs?: Catalog[]; base?: string; dataVersion?: string } = {},
): string {
  const at = (path: string) => withBase(base, path);
  const filters = entityFilters(apis);
  const names = queryOrder(...apis).filter((q) => apis.some((api) => api.endpoints.some((e) => e.query.includes(q))));
  const maps: string[] = [
    '# Generated by the build from the endpoint table (src/hosting). Documented URLs → static files.',
    `map $status $indica_cache_control {\n    "~^[23]" ${quote(CACHE_CONTROL.revalidate)};\n    default ${CACHE_CONTROL.error};\n}`,
    `map "" $indica_data_version {\n    default ${quote(dataVersion)};\n}`,
    ...valueMaps(names, filters, catalogs),
    // $indica_given lists the query parameters present, in Rule 2 order: "limit,page," etc.
    ...names.map((q) => `map $arg_${q} $indica_has_${q} {\n    "" "";\n    default "${q},";\n}`),
    `map $request_uri $indica_given {\n    default "${names.map((q) => `$indica_has_${q}`).join('')}";\n}`,
  ];

  const server: string[] = [
    `listen ${listen};`,
    'server_name _;',
    `root ${root};`,
    'charset utf-8;',
    'charset_types application/json text/css application/javascript image/svg+xml text/plain text/csv application/xml;',
    `types {\n${Object.entries(TYPES)
      .map(([type, exts]) => `    ${type} ${exts};`)
      .join('\n')}\n}`,
    // The type of the JSON error bodies `return` sends.
    'default_type application/json;',
    'gzip on;',
    'gzip_vary on;',
    'gzip_min_length 512;',
    'gzip_types application/json text/css application/javascript image/svg+xml text/plain text/csv application/xml;',
    ...NGINX_ERRORS.map(
      ({ status, as }) => `error_page ${status} ${as ? `=${as} ` : ''}${at(errorPath(as ?? status))};`,
    ),
    block(`location ^~ ${at('/_errors/')}`, ['internal;', ...HEADERS, 'add_header Allow "GET, HEAD" always;']),
    block(`location ${at('/')}`, [
      methodGuard(),
      ...HEADERS,
      'try_files $uri $uri/index.html $uri.html =404;',
      `error_page 404 ${at('/404.html')};`,
    ]),
    block(`location ^~ ${at(IMMUTABLE_PREFIX)}`, [
      methodGuard(),
      'add_header Cache-Control "public, max-age=31536000, immutable";',
      'try_files $uri =404;',
    ]),
    block(`location ^~ ${at('/_index/')}`, [methodGuard(), ...HEADERS, 'try_files $uri =404;']),
  ];

  const fileMaps: string[] = [];
  for (const api of apis) {
    const locations: string[] = [
      methodGuard(),
      ...HEADERS,
      // A .json path is served as it is (nginx has normalised it; it cannot leave root).
      block('location ~ "\\.json$"', [methodGuard(), ...HEADERS, 'try_files $uri =404;']),
    ];
    // Group rules by path; the file is chosen by a map on the parameters present.
    const byPath = Map.groupBy(rewriteRules(api), (rule) => render(rule.path, (p) => `{${p}}`));
    for (const rules of byPath.values()) {
      const [first] = rules;
      const endpointPath = at(render(first.path, () => '[^/]+')).replace(/\./g, '\\.');
      const variable = `$indica_file_${fileMaps.length}`;
      const entries = rules
        .filter((rule) => rule.query.length > 0)
        .map(
          (rule) =>
            `    "${rule.query.map((q) => `${q},`).join('')}" "$indica_path${render(rule.target.slice(rule.path.length), (p) => `$indica_q_${p}`)}";`,
        );
      fileMaps.push(`map $indica_given ${variable} {\n    default "$indica_path.json";\n${entries.join('\n')}\n}`);
      const query = queryOrder(api).filter((q) => rules.some((r) => r.query.includes(q)));
      const guards = [methodGuard(), ...HEADERS];
      // Integer path parameters (a mandal): not an integer is a 400, as the server answers.
      const params = first.endpoint.params;
      if (Object.values(params).some((spec) => spec.kind === 'int')) {
        const integers = at(render(first.path, (p) => (params[p]?.kind === 'int' ? '[0-9]+' : '[^/]+'))).replace(
          /\./g,
          '\\.',
        );
        guards.push(
          `if ($indica_path !~ ${quote(`^${integers}$`)}) {\n    return 400 ${jsonText('a path parameter must be an integer')};\n}`,
        );
      }
      guards.push(
        `if ($args !~ ${quote(queryPattern(query, filters))}) {\n    return 400 ${jsonText(`invalid, repeated or unknown query parameter; allowed: ${allowedText(api, query)}`)};\n}`,
      );
      if (query.length) {
        guards.push(
          `if ($args ~ "(?:^|&)(${query.join('|')})=[^&]*&(?:.*&)?\\1=") {\n    return 400 ${jsonText('a query parameter is given more than once')};\n}`,
        );
      }
      for (const name of query.filter((q) => filters.has(q))) {
        guards.push(
          `if ($indica_unknown_${name}) {\n    return 404 ${jsonText(`no ${name} of that name (names and aliases resolve in any letter case)`)};\n}`,
        );
      }
      locations.push(
        block(`location ~ "^(?<indica_path>${endpointPath})/?$"`, [...guards, `try_files ${variable} =404;`]),
      );
    }
    // Anything else below the base is no endpoint.
    locations.push(`return 404 ${jsonText(`no such endpoint below ${api.base}; see ${api.base}/openapi.json`)};`);
    server.push(block(`location ^~ ${at(api.base)}/`, locations));
  }
  return `${[...maps, ...fileMaps].join('\n')}\n${block('server', server)}\n`;
}
