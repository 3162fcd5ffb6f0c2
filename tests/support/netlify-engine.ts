/**
 * Netlify's answer to a request, from Netlify's own rule engine: netlify-redirector (the
 * WebAssembly matcher `netlify dev` runs) given the build's `_redirects` as `netlify dev` gives it.
 * `netlify dev` parses the file with @netlify/redirect-parser, renames three fields of each rule for
 * the engine (`from` → `origin`, `query` → `params`, the `role`/`country`/`language` conditions
 * capitalised) and hands the list over as JSON; the request goes in as the scheme, the host, the
 * decoded path and the raw query string. Handed the parser's shape instead, the engine sees no
 * query conditions at all.
 *
 * Around the engine, what Netlify does with its answer: a file at the requested path is served as
 * it is unless the rule is forced (`!`); a 3xx rule redirects; any other rule serves the file its
 * target names — the target resolved as a URL, so dot segments a value put into it are removed —
 * with the rule's status, or Netlify's 404 when there is no such file.
 *
 * Requests are taken as a browser sends them: parsed as a URL, which removes dot segments (plain
 * or `%2E`) and turns `\` into `/` in the path before anything reaches the host.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllRedirects } from '@netlify/redirect-parser';
import redirector from 'netlify-redirector';

export interface NetlifyAnswer {
  status: number;
  /** the file served (a URL path of the deploy), if any */
  file?: string;
  /** the rule that answered, as written in `_redirects` */
  rule?: string;
  /** a redirect's target */
  location?: string;
}

const ORIGIN = 'https://indica.netlify.app';

/** A rule as @netlify/redirect-parser returns it (the fields `netlify dev` renames). */
interface ParsedRule {
  from: string;
  query?: Record<string, string>;
  conditions?: Record<string, unknown>;
  signed?: string;
  to: string;
  status?: number;
  force?: boolean;
  [field: string]: unknown;
}

/** The rule in the shape netlify-redirector reads, as `netlify dev` (src/utils/redirects.ts) makes it. */
function forEngine({ conditions = {}, from, query, signed, ...rule }: ParsedRule): object {
  const { country, language, role, ...rest } = conditions;
  return {
    ...rule,
    origin: from,
    params: query,
    conditions: {
      ...rest,
      ...(role ? { Role: role } : {}),
      ...(country ? { Country: country } : {}),
      ...(language ? { Language: language } : {}),
    },
    ...(signed ? { sign: { jwt_secret: signed } } : {}),
  };
}

/** The file Netlify serves for a decoded path: the path itself, or its `.html` and `index.html` forms. */
function staticFile(folder: string, path: string): string | undefined {
  const alternatives = path.endsWith('/')
    ? [`${path.slice(0, -1)}.html`, `${path}index.html`]
    : [path, `${path}.html`, `${path}/index.html`];
  for (const candidate of alternatives) {
    const full = join(folder, candidate);
    // A path that climbs out of the deploy names no file of it.
    if (!full.startsWith(join(folder, '/'))) continue;
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return undefined;
}

function decoded(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

export interface NetlifyEngine {
  /** the number of rules the engine was handed */
  rules: number;
  /** the parser's complaints about `_redirects` */
  errors: string[];
  answer(url: string): NetlifyAnswer;
  /** the bytes of the file an answer names */
  bytes(answer: NetlifyAnswer): Buffer | undefined;
}

/**
 * netlify-redirector loaded with `folder/_redirects` (or another rules file), and Netlify's answers
 * over the files of `folder`.
 */
export async function netlifyEngine(folder: string, redirects = join(folder, '_redirects')): Promise<NetlifyEngine> {
  const parsed = await parseAllRedirects({
    redirectsFiles: [redirects],
    configRedirects: [],
    minimal: false,
  });
  const rules = (parsed.redirects as ParsedRule[]).map(forEngine);
  const matcher = await redirector.parseJSON(JSON.stringify(rules), {});
  const answer = (url: string): NetlifyAnswer => {
    const request = new URL(url, ORIGIN);
    const path = decoded(request.pathname);
    if (path === undefined) return { status: 400 };
    const match = matcher.match({
      scheme: request.protocol.replace(/:$/, ''),
      host: request.hostname,
      path,
      query: request.search.slice(1),
      getHeader: () => '',
      getCookie: () => '',
    });
    const shadowing = staticFile(folder, path);
    const rule = match?.from && `${match.from} → ${match.to} ${match.status}${match.force ? '!' : ''}`;
    if (shadowing && !match?.force) return { status: 200, file: shadowing };
    if (!match) return { status: 404 };
    if (match.force404) return { status: 404, rule };
    const status = match.status ?? 301;
    const target = new URL(match.to ?? '/', request);
    if (status >= 300 && status < 400) return { status, location: target.href, rule };
    const targetPath = decoded(target.pathname);
    const file = targetPath === undefined ? undefined : staticFile(folder, targetPath);
    return file ? { status, file, rule } : { status: 404, rule };
  };
  return {
    rules: rules.length,
    errors: parsed.errors.map(String),
    answer,
    bytes: (a) => (a.file ? readFileSync(join(folder, a.file)) : undefined),
  };
}
