/**
 * Rewrite rules for hosts with a rewrite layer, derived from the endpoint table and the
 * request↔file mapping: for every endpoint and every subset of its query parameters given, the
 * documented URL → its Rule 1/2 file, with defaults filled in. Each host writer formats these.
 */
import type { ApiDeclaration, Endpoint, QueryName } from '../core/endpoint.ts';
import { queryDefault, querySpecOf } from '../core/query.ts';
import { orderedQuery, templateParam, templateSegments } from '../core/request-file.ts';

export type Segment = { literal: string } | { param: string };

export interface RewriteRule {
  endpoint: Endpoint;
  /** Path below the host root, as segments. */
  path: Segment[];
  /** Query parameters that must be present, captured under their own name. */
  query: QueryName[];
  /** Target file as segments ({param} for captures from the path or the query). */
  target: Segment[];
}

/** A rule whose enumerable query values (fields, expand) are literal: for hosts without value patterns. */
export interface LiteralRule extends RewriteRule {
  /** the exact value each enumerable parameter must have (aliases included) */
  literals: Partial<Record<QueryName, string>>;
}

function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>((all, item) => all.concat(all.map((s) => [...s, item])), [[]]);
}

export function rewriteRules(api: ApiDeclaration): RewriteRule[] {
  const rules: (RewriteRule & { literals: number })[] = [];
  const baseSegments: Segment[] = api.base
    .split('/')
    .filter(Boolean)
    .map((literal) => ({ literal }));
  for (const endpoint of api.endpoints) {
    const path: Segment[] = [
      ...baseSegments,
      ...templateSegments(endpoint).map((s): Segment => {
        const param = templateParam(s);
        return param === undefined ? { literal: s } : { param };
      }),
    ];
    const literals = path.filter((s) => 'literal' in s).length;
    const order = orderedQuery(api, endpoint);
    for (const given of subsets(order)) {
      const target: Segment[] = [...path];
      for (const name of order) {
        if (given.includes(name)) target.push({ literal: name }, { param: name });
        else if (queryDefault(name) !== undefined)
          target.push({ literal: name }, { literal: String(queryDefault(name)) });
      }
      // A request with no query at all is the Rule 1 file.
      const file = given.length === 0 ? [...path] : target;
      rules.push({ endpoint, path, query: given, target: appendJson(file), literals });
    }
  }
  // Most specific first: literal paths before parameters, more query parameters before fewer.
  return rules.sort(
    (a, b) => b.literals - a.literals || b.path.length - a.path.length || b.query.length - a.query.length,
  );
}

function appendJson(segments: Segment[]): Segment[] {
  const last = segments[segments.length - 1];
  return [
    ...segments.slice(0, -1),
    'literal' in last ? { literal: `${last.literal}.json` } : { param: `${last.param}.json` },
  ];
}

/** Renders segments with a placeholder syntax, e.g. `:name` (Netlify, Vercel) or `$name` (nginx). */
export function render(segments: Segment[], placeholder: (param: string) => string): string {
  return `/${segments.map((s) => ('literal' in s ? s.literal : s.param.endsWith('.json') ? `${placeholder(s.param.slice(0, -5))}.json` : placeholder(s.param))).join('/')}`;
}

/**
 * rewriteRules() with every enumerable parameter (one with a list of values: fields, expand)
 * spelled out, one rule per accepted value and alias, its canonical value written into the target:
 * so a host that cannot check a value against a pattern never puts such a value into a path.
 */
export function literalRules(api: ApiDeclaration): LiteralRule[] {
  const out: LiteralRule[] = [];
  for (const rule of rewriteRules(api)) {
    let expanded: LiteralRule[] = [{ ...rule, literals: {} }];
    for (const name of rule.query) {
      const spec = querySpecOf(api, name);
      if (!spec.values) continue;
      const accepted: [string, string][] = [
        ...spec.values.map((v): [string, string] => [v, v]),
        ...Object.entries(spec.aliases ?? {}),
      ];
      expanded = expanded.flatMap((r) =>
        accepted.map(([value, canonical]) => ({
          ...r,
          literals: { ...r.literals, [name]: value },
          target: r.target.map((s) =>
            'param' in s && s.param.replace(/\.json$/, '') === name
              ? { literal: s.param.endsWith('.json') ? `${canonical}.json` : canonical }
              : s,
          ),
        })),
      );
    }
    out.push(...expanded);
  }
  return out;
}
