import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

/** Debian's Chromium where it is installed (CI installs it); Playwright's own browser elsewhere. */
const debianChromium = '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 4329);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 30_000,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: existsSync(debianChromium) ? debianChromium : undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // The real bundled server over the real build (npm test builds dist/ first).
  webServer: {
    command: 'node src/server/cli.ts',
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    reuseExistingServer: false,
    // The server lists every file of dist/ as it starts: 159 s measured on a busy shared machine.
    timeout: 300_000,
  },
});
