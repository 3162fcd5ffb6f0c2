/**
 * Traversal attempts aimed at a canary file outside dist/: `../` written every way a client can
 * smuggle it, at every depth, in every query and path parameter of every endpoint. A query value
 * must be refused (400); a path value names no file (404).
 */
import type { ApiDeclaration, QueryName } from '../../src/core/endpoint.ts';
import { templateParam } from '../../src/core/request-file.ts';
import type { BadCase } from './bad-inputs.ts';

/** `../` written every way a client can smuggle it, `depth` times, then the canary's name. */
export function traversals(depth: number, name: string): [string, string][] {
  const forms: [string, string][] = [
    ['raw', '../'],
    ['encoded slash', '..%2F'],
    ['encoded dots', '%2E%2E/'],
    ['fully encoded', '%2e%2e%2f'],
    ['double encoded', '..%252F'],
    ['backslash', '..\\'],
    ['encoded backslash', '..%5C'],
    ['overlong utf-8', '..%c0%af'],
  ];
  return forms.map(([label, up]) => [label, `${up.repeat(depth)}${name}`]);
}

/** Every query and path parameter of every endpoint with each traversal, depths 1 to 12. */
export function traversalCases(apis: readonly ApiDeclaration<any>[], canary: string): BadCase[] {
  const cases: BadCase[] = [];
  for (const api of apis) {
    for (const endpoint of api.endpoints) {
      const example = endpoint.examples?.find((e) => !e.includes('?'));
      const segments = (example ?? endpoint.path)
        .split('/')
        .filter(Boolean)
        .map((s) => encodeURIComponent(decodeURIComponent(s)));
      const template = endpoint.path.split('/').filter(Boolean);
      const url = (parts: string[], query = '') => `${api.base}/${parts.join('/')}${query ? `?${query}` : ''}`;
      for (let depth = 1; depth <= 12; depth++) {
        for (const [label, value] of traversals(depth, canary)) {
          for (const name of endpoint.query as readonly QueryName[]) {
            cases.push({
              name: `${api.base}${endpoint.path}?${name}= ${label} ×${depth}`,
              method: 'GET',
              target: url(segments, `${name}=${value}`),
              expect: { status: 400, body: 'error' },
            });
          }
          template.forEach((t, i) => {
            if (templateParam(t) === undefined) return;
            const parts = segments.map((s, j) => (j === i ? value : s));
            cases.push({
              name: `${api.base}${endpoint.path} ${t} ${label} ×${depth}`,
              method: 'GET',
              target: url(parts),
              expect: { status: 404, body: 'error' },
            });
          });
        }
      }
    }
  }
  return cases;
}
