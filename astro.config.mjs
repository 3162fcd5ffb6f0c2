// @ts-check
import { defineConfig } from 'astro/config';
import { buildConfig } from './src/build-config.ts';
import { staticApi } from './src/integrations/static-api.ts';
import { downloads } from './src/integrations/downloads.ts';

export default defineConfig({
  // scripts/build.ts builds into a temporary folder and swaps it in, so a failed build keeps dist/.
  outDir: process.env.INDICA_OUT_DIR ?? './dist',
  trailingSlash: 'always',
  build: { format: 'directory' },
  integrations: [downloads(), staticApi(buildConfig())],
  devToolbar: { enabled: false },
});
