/** The build's deploy profiles (src/build-config.ts): the configuration and what it refuses (the files of each profile: tests/dist/profiles.test.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildConfig } from '../../src/build-config.ts';
import { join } from 'node:path';

test('the configuration: profiles, limits, and clear refusals', () => {
  assert.deepEqual(buildConfig({}).limits.length, 50);
  assert.equal(buildConfig({}).site, true);
  assert.deepEqual(buildConfig({ INDICA_PROFILE: 'lean' }).limits, [10, 50]);
  assert.deepEqual(buildConfig({ INDICA_PROFILE: 'api' }), {
    profile: 'api',
    limits: [50],
    site: false,
    redirects: false,
    substringGrams: false,
    contentDir: join(process.cwd(), 'content'),
    base: '/',
  });
  assert.equal(
    buildConfig({ INDICA_CONTENT_DIR: 'elsewhere/content' }).contentDir,
    join(process.cwd(), 'elsewhere/content'),
  );
  assert.deepEqual(buildConfig({ INDICA_LIMITS: '7, 10' }).limits, [7, 10, 50]);
  assert.throws(() => buildConfig({ INDICA_PROFILE: 'tiny' }), /INDICA_PROFILE/);
  assert.throws(() => buildConfig({ INDICA_LIMITS: '0' }), /"0" is not a limit from 1 to 50/);
  assert.throws(() => buildConfig({ INDICA_LIMITS: 'ten' }), /INDICA_LIMITS/);
});
