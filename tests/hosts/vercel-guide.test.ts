/**
 * The Vercel guide (docs/hosts/vercel.md) followed as written: each of its builds for a plan
 * (`… npm run build:vercel   # Hobby`) is run, and the Build Output folder it writes is measured as
 * Vercel counts an upload (the files of `static/` and their bytes; folders are not uploaded)
 * against the plan's published limits (tests/support/vercel-limits.ts). The default build's
 * folder is made from the dist/ `npm test` built (its step alone: the build is the same command);
 * any other profile is built here, in a folder of its own, and its hostile requests are replayed
 * against the bundled server over that build.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiModules } from '../../src/apis/registry.ts';
import { filesBelow } from '../../src/core/walk.ts';
import { writeVercelOutput } from '../../scripts/vercel-output.ts';
import { dist, requireDist } from '../support/dist.ts';
import { root } from '../support/paths.ts';
import { startCli } from '../support/server.ts';
import { VERCEL_LIMITS } from '../support/vercel-limits.ts';
import { replayHostile } from '../support/vercel-replay.ts';
import { readVercelOutput } from '../support/vercel-router.ts';

const guide = readFileSync(join(root, 'docs/hosts/vercel.md'), 'utf8');
const lines = [...guide.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap(([, block]) =>
  block
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean),
);
const work = mkdtempSync(join(tmpdir(), 'indica-vercel-guide-'));
after(() => rmSync(work, { recursive: true, force: true }));

/** `A=1 npm run build:vercel   # Hobby` → its variables and plan. */
const builds = lines.flatMap((line) => {
  const m = /^((?:[A-Z_]+=\S+\s+)*)npm run build:vercel\s+#\s*(Hobby|Pro)\b/.exec(line);
  if (!m) return [];
  const env = Object.fromEntries(
    m[1]
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  return [{ env, plan: m[2].toLowerCase() as 'hobby' | 'pro' }];
});
const deploy = lines.find((line) => /^vercel deploy\b/.test(line));

test('the guide builds for each plan with npm run build:vercel and deploys the prebuilt folder', () => {
  assert.deepEqual(builds.map((b) => b.plan).sort(), ['hobby', 'pro']);
  assert.ok(deploy?.includes('--prebuilt'), `a vercel deploy --prebuilt line: ${deploy}`);
});

for (const { env, plan } of builds) {
  test(`the guide's ${plan} build (${JSON.stringify(env)}) fits Vercel's ${plan} limits`, async () => {
    let folder = dist;
    const output = join(work, plan, '.vercel/output');
    if (Object.keys(env).length === 0) {
      requireDist();
      writeVercelOutput(dist, output);
    } else {
      folder = join(work, plan, 'dist');
      execFileSync('npm', ['run', 'build:vercel'], {
        cwd: root,
        env: { ...process.env, ...env, INDICA_DIST: folder, INDICA_VERCEL_OUTPUT: output },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    }
    const files = filesBelow(join(output, 'static'));
    const sizes = files.map((f) => statSync(f).size);
    const total = sizes.reduce((a, b) => a + b, 0);
    const biggest = sizes.reduce((a, b) => Math.max(a, b), 0);
    const vercel = readVercelOutput(output);
    const routes = vercel.config.routes.length;
    console.log(
      `Vercel ${plan}: ${files.length.toLocaleString('en')} files, ${(total / 1e6).toFixed(1)} MB, ` +
        `biggest ${(biggest / 1e6).toFixed(2)} MB, ${routes} routes`,
    );
    const limit = VERCEL_LIMITS.staticUpload[plan];
    assert.ok(total <= limit, `${total} bytes; the ${plan} plan uploads ${limit}`);
    assert.ok(biggest <= limit, `biggest file ${biggest} bytes`);
    assert.ok(routes <= VERCEL_LIMITS.routes, `${routes} routes`);
    if (files.length > VERCEL_LIMITS.filesWithoutArchive)
      assert.ok(deploy?.includes('--archive=tgz'), `${files.length} files need --archive=tgz`);
    // A build other than dist/: its answers against the bundled server over it.
    if (folder !== dist) {
      const server = await startCli(folder);
      try {
        const openapi = Object.fromEntries(
          apiModules.map(({ api }) => [
            api.base,
            JSON.parse(readFileSync(join(folder, api.base, 'openapi.json'), 'utf8')),
          ]),
        );
        const { total: n, differing, apart } = await replayHostile(folder, vercel, server.base, openapi);
        console.log(
          `Vercel ${plan}: ${n} hostile requests, ${differing.length} answered otherwise; listed cases: ` +
            [...apart].map(([kind, k]) => `${kind} (${k})`).join(', '),
        );
        assert.deepEqual(differing.slice(0, 15), [], `${differing.length} of ${n} differ`);
      } finally {
        await server.close();
      }
    }
  });
}
