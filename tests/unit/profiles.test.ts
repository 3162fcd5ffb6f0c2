/** The build's deploy profiles (src/build-config.ts): the configuration and what it refuses (the files of each profile: tests/dist/profiles.test.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildConfig, LOCAL_SITE_URL, publishedSite } from '../../src/build-config.ts';
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
    finishInHook: true,
  });
  // scripts/build.ts finishes the site itself after Astro's process (INDICA_FINISH=caller)
  assert.equal(buildConfig({ INDICA_FINISH: 'caller' }).finishInHook, false);
  assert.throws(() => buildConfig({ INDICA_FINISH: 'later' }), /INDICA_FINISH/);
  assert.equal(
    buildConfig({ INDICA_CONTENT_DIR: 'elsewhere/content' }).contentDir,
    join(process.cwd(), 'elsewhere/content'),
  );
  assert.deepEqual(buildConfig({ INDICA_LIMITS: '7, 10' }).limits, [7, 10, 50]);
  assert.throws(() => buildConfig({ INDICA_PROFILE: 'tiny' }), /INDICA_PROFILE/);
  assert.throws(() => buildConfig({ INDICA_LIMITS: '0' }), /"0" is not a limit from 1 to 50/);
  assert.throws(() => buildConfig({ INDICA_LIMITS: 'ten' }), /INDICA_LIMITS/);
});

test('the published address: a deploy build without INDICA_SITE_URL fails naming it; a local build keeps localhost', () => {
  assert.deepEqual(publishedSite({}), { url: LOCAL_SITE_URL, deploy: false, marker: undefined });
  assert.equal(publishedSite({ INDICA_SITE_URL: 'https://example.org' }).url, 'https://example.org');
  for (const marker of ['INDICA_DEPLOY', 'NETLIFY', 'VERCEL', 'CF_PAGES']) {
    assert.throws(() => publishedSite({ [marker]: '1' }), /INDICA_SITE_URL is not set/, marker);
    assert.throws(() => publishedSite({ [marker]: 'true', INDICA_SITE_URL: '' }), new RegExp(`${marker} is set`));
    assert.deepEqual(publishedSite({ [marker]: '1', INDICA_SITE_URL: 'https://example.org/' }), {
      url: 'https://example.org/',
      deploy: true,
      marker,
    });
  }
  assert.equal(publishedSite({ INDICA_DEPLOY: '0' }).deploy, false);
  assert.throws(() => publishedSite({ INDICA_SITE_URL: 'example.org' }), /INDICA_SITE_URL "example.org"/);
});
