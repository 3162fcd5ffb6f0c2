/**
 * The guides that publish the full build (Netlify, nginx) state what the host counts of dist/ and
 * the build is within the host's published limits. The lean build below /indica/ (GitHub Pages) is
 * checked in base-path.test.ts, the api profile (Cloudflare Pages) in cloudflare.test.ts, Vercel's
 * output in its own test: each where that build is made.
 */
import { test } from 'node:test';
import { dist, requireDist } from '../support/dist.ts';
import { checkGuide, measureBuild } from '../support/guide-figures.ts';

requireDist();
const measure = measureBuild(dist);

for (const guide of ['docs/hosts/netlify.md', 'docs/hosts/nginx.md']) {
  test(`${guide}: its figures are the full build's, within the host's limits`, () => {
    checkGuide(guide, 'full', measure);
  });
}
