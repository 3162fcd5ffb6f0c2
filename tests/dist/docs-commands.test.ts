/**
 * Every shell command the README and the docs give runs in a test (the deploy guides' own commands
 * are held by tests/hosts/deploy-guides.test.ts): each `curl` is sent to the bundled server started
 * as the README starts it and must answer 200 with JSON; `npm ci && npm test` is what CI runs;
 * `npm ci && npm start` is the build `npm test` makes and the server the tests start; a build with
 * variables is one of the builds the tests make (INDICA_SITE_URL, the reader's own address, aside).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASE_BUILD_ENV } from '../support/base-build.ts';
import { root, startServer } from '../support/dist.ts';
import type { RunningServer } from '../support/server.ts';

const DOCS = [
  'README.md',
  'ARCHITECTURE.md',
  'CONTRIBUTING.md',
  'client/README.md',
  ...globSync('docs/*.md', { cwd: root }),
].sort();

/** The lines of every ```sh block, without their trailing comments. */
const commands = DOCS.flatMap((doc) =>
  [...readFileSync(join(root, doc), 'utf8').matchAll(/```(?:sh|bash|shell)\n([\s\S]*?)```/g)].flatMap(([, block]) =>
    block
      .split('\n')
      .map((line) => line.replace(/\s+#.*$/, '').trim())
      .filter(Boolean)
      .map((line) => ({ doc, line })),
  ),
);

let server: RunningServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

/** The builds the tests make, by their variables (see deploy-guides.test.ts). */
const TESTED_BUILDS: Record<string, string>[] = [{}, { ...BASE_BUILD_ENV }, { INDICA_PROFILE: 'api' }];
const sameEnv = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** How each kind of command is run, or why it already is; undefined for a command no rule knows. */
const RULES: [pattern: RegExp, check: (line: string) => Promise<void> | void][] = [
  [
    /^curl /,
    async (line) => {
      const url = /(?:'|")?(http:\/\/localhost:4321[^'"\s]*)/.exec(line)?.[1];
      assert.ok(url, `${line}: a URL of the local server`);
      const res = await fetch(url.replace('http://localhost:4321', server.base));
      assert.equal(res.status, 200, line);
      assert.match(res.headers.get('content-type') ?? '', /^application\/json/, line);
      await res.json();
    },
  ],
  [
    /^npm ci && npm test$/,
    () => assert.match(readFileSync(join(root, '.ci/run'), 'utf8'), /^npm ci && npm test$/m, '.ci/run runs it'),
  ],
  [
    /^npm ci && npm start$/,
    () => {
      // npm start is the build npm test makes, then the server every test here starts.
      const scripts = (
        JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
      ).scripts;
      assert.equal(scripts.start, 'npm run build && npm run serve');
      assert.equal(scripts.serve, 'node src/server/cli.ts');
      assert.match(scripts.test, /npm run build/);
    },
  ],
  [
    /^(?:[A-Z_]+=\S+ )*npm run build$/,
    (line) => {
      const env = Object.fromEntries([...line.matchAll(/([A-Z_]+)=(\S+)/g)].map(([, k, v]) => [k, v]));
      delete env.INDICA_SITE_URL;
      assert.ok(
        TESTED_BUILDS.some((tested) => sameEnv(env, tested)),
        `${line}: a build the tests make`,
      );
    },
  ],
];

test('the docs give shell commands, and every one is run by a test', async () => {
  assert.ok(commands.length >= 8, `${commands.length} commands`);
  const unknown: string[] = [];
  for (const { doc, line } of commands) {
    const rule = RULES.find(([pattern]) => pattern.test(line));
    if (!rule) unknown.push(`${doc}: ${line}`);
    else await rule[1](line);
  }
  assert.deepEqual(unknown, [], 'commands no test runs');
});
