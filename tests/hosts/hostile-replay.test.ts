/**
 * A hostile list of requests made from the OpenAPI documents (tests/support/requests.ts) replayed
 * on Netlify's rules as its own package parses them (Vercel's Build Output routes: vercel.test.ts) (followed as in
 * tests/support/host-rules.ts) and on the bundled server. Every file a host serves must be the
 * server's answer to that URL, byte for byte; the cases where the host cannot tell two URLs apart
 * (docs/host-limits.md) are listed apart and must be the server's answer to the URL the host sees.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiModules } from '../../src/apis/registry.ts';
import { dist, requireDist, startServer } from '../support/dist.ts';
import { netlifyRoute, parseHostRules, servedBytes, type HostRules } from '../support/host-rules.ts';
import { hostileRequests, type HostileRequest } from '../support/requests.ts';
import type { RunningServer } from '../support/server.ts';

let bundled: RunningServer;
let rules: HostRules;
let hostile: HostileRequest[];
const answers = new Map<string, { status: number; body: Buffer }>();

before(async () => {
  requireDist();
  bundled = await startServer();
  rules = await parseHostRules(dist);
  const openapi = Object.fromEntries(
    apiModules.map(({ api }) => [api.base, JSON.parse(readFileSync(join(dist, api.base, 'openapi.json'), 'utf8'))]),
  );
  hostile = hostileRequests(openapi);
  declaredKeys = Object.entries(openapi).flatMap(([base, doc]) =>
    Object.entries(doc.paths as Record<string, { get: { parameters?: { name: string; in: string }[] } }>).map(
      ([template, item]): [RegExp, Set<string>] => [
        new RegExp(`^${base}${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
        new Set((item.get.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name)),
      ],
    ),
  );
});
after(() => bundled?.close());

async function server(url: string): Promise<{ status: number; body: Buffer }> {
  const known = answers.get(url);
  if (known) return known;
  const res = await fetch(bundled.base + url, { headers: { 'accept-encoding': 'identity' } });
  const answer = { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
  answers.set(url, answer);
  return answer;
}

/** Query keys each path declares (OpenAPI), by path pattern. */
let declaredKeys: [RegExp, Set<string>][] = [];

/**
 * The URL as a static host sees it: keys the endpoint does not declare are ignored, and a repeated
 * key counts once (its first value). A host serving the server's answer to that URL cannot do better.
 */
function asHostSees(url: string): string {
  // A trailing slash names the same rule (Netlify matches `/path/?`).
  const [slashed, query] = url.split('?');
  const path = slashed.length > 1 ? slashed.replace(/\/$/, '') : slashed;
  if (query === undefined) return path;
  const keys = declaredKeys.find(([pattern]) => pattern.test(path))?.[1] ?? new Set();
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(query)) if (keys.has(key) && !kept.has(key)) kept.set(key, value);
  const rest = kept.toString().replaceAll('+', '%20');
  return rest ? `${path}?${rest}` : path;
}

test('the hostile list has at least 5,000 requests of every kind', () => {
  assert.ok(hostile.length >= 5000, `${hostile.length} requests`);
  for (const kind of [
    'path segment ..',
    'path segment %252e%252e',
    'path segment ..%5C',
    'unknown key',
    'limit repeated',
    'page=0',
  ])
    assert.ok(
      hostile.some((h) => h.kind === kind),
      kind,
    );
});

for (const [host, route] of [['Netlify', (url: string) => netlifyRoute(rules.netlify, url)]] as const) {
  test(`${host}: every file served for a hostile request is the bundled server's answer`, async () => {
    const differing: string[] = [];
    const apart = new Map<string, number>();
    let servedCount = 0;
    for (const { url, kind } of hostile) {
      const bytes = servedBytes(dist, route(url));
      if (!bytes) continue;
      servedCount++;
      const answer = await server(url);
      if (answer.status === 200 && answer.body.equals(bytes)) continue;
      const seen = await server(asHostSees(url));
      if (seen.status === 200 && seen.body.equals(bytes)) {
        apart.set(kind, (apart.get(kind) ?? 0) + 1);
        continue;
      }
      differing.push(`${kind}: ${url} → ${route(url)?.file} (server ${answer.status})`);
    }
    // Kinds of request the host answered as the URL it sees (docs/host-limits.md lists them).
    const kinds = new Map<string, number>();
    for (const [kind, n] of apart) {
      const general = kind.replace(/^\w+ (repeated|misspelt|in upper case|without a value)$/, 'a key $1');
      kinds.set(general, (kinds.get(general) ?? 0) + n);
    }
    console.log(
      `${host}: ${hostile.length} hostile requests, ${servedCount} served a file, ${differing.length} differ; ` +
        `answered as the host sees the URL: ${[...kinds].map(([kind, n]) => `${kind} (${n})`).join(', ')}`,
    );
    assert.deepEqual(differing.slice(0, 15), [], `${differing.length} of ${hostile.length} differ`);
  });
}
