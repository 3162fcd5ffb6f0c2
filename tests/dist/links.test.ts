/** Every internal href/src in dist/ resolves (pages, assets, JSON files, API URLs). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiModules } from '../../src/apis/registry.ts';
import { checkLinks } from '../../src/core/link-check.ts';
import { catalogPath } from '../../src/core/write-api.ts';
import { dist, requireDist } from '../support/dist.ts';

test('no broken internal links in the built site', () => {
  requireDist();
  const apis = apiModules.map(({ api }) => ({
    api,
    catalog: JSON.parse(readFileSync(join(dist, catalogPath(api)), 'utf8')),
  }));
  const { checked, broken } = checkLinks(dist, apis);
  assert.ok(checked > 10_000, `only ${checked} links checked`);
  assert.deepEqual(broken.slice(0, 20), [], `${broken.length} broken links`);
});
