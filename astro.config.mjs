// @ts-check
import { defineConfig } from 'astro/config';
import { buildConfig, LOCAL_SITE_URL, publishedSite } from './src/build-config.ts';
import { staticApi } from './src/integrations/static-api.ts';
import { downloads } from './src/integrations/downloads.ts';
import sitemap from '@astrojs/sitemap';
import mdx from '@astrojs/mdx';
import { isSitemapPage } from './src/site/sitemap-filter.ts';

/**
 * The address the site is published at: canonical links, social metadata, the sitemap, robots.txt
 * and "Cite this" use it. Set INDICA_SITE_URL when building for a host; a deploy build without it
 * fails (publishedSite, src/build-config.ts); a local build gets the bundled server's address
 * (`npm start`).
 */
const { url: site } = publishedSite();
if (!process.env.INDICA_SITE_URL) {
  // Said at every build and dev start: a site built without it names localhost in every canonical link.
  console.warn(
    `[indica] INDICA_SITE_URL is not set: canonical links, OpenGraph URLs, the sitemap and citations will name ${LOCAL_SITE_URL}. ` +
      'Set it to the published address when building for a host (INDICA_SITE_URL=https://example.org INDICA_DEPLOY=1 npm run build).',
  );
}
const config = buildConfig();

export default defineConfig({
  site,
  // INDICA_BASE: the folder the site is published below (`/indica/` for a GitHub Pages project site).
  base: config.base,
  // scripts/build.ts builds into a temporary folder and swaps it in, so a failed build keeps dist/.
  outDir: process.env.INDICA_OUT_DIR ?? './dist',
  trailingSlash: 'always',
  build: { format: 'directory' },
  integrations: [mdx(), downloads(), sitemap({ filter: isSitemapPage }), staticApi(config)],
  devToolbar: { enabled: false },
});
