/**
 * `node bench/sparql-load.ts [dist]`: the SPARQL page's first query (loading Oxigraph's
 * WebAssembly and the RDF edition's gzipped Turtle, then answering) in Chromium from the bundled
 * server, on localhost and under Chrome DevTools' "Slow 4G" preset (562.5 ms latency, 1.44 Mbit/s
 * down, 0.675 Mbit/s up), with the bytes the store needs (engine and Turtle). Prints JSON.
 */
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchChromium } from './lib/pages.ts';
import { bundledServer } from './lib/serving.ts';

const dist = resolve(process.argv[2] ?? 'dist');
const bytes = ['vendor/oxigraph/web.js', 'vendor/oxigraph/web_bg.wasm', 'downloads/indica.ttl.gz'].map((f) => [
  f,
  statSync(join(dist, f)).size,
]);
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.44e6 / 8) | 0,
  uploadThroughput: (0.675e6 / 8) | 0,
};

const server = await bundledServer(dist);
const browser = await launchChromium();
const figures: Record<string, unknown> = { store_bytes: Object.fromEntries(bytes) };
try {
  for (const [name, network] of [
    ['localhost', undefined],
    ['slow_4g', SLOW_4G],
  ] as const) {
    const page = await browser.newPage();
    if (network) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', network);
    }
    await page.goto(`${server.base}/downloads/sparql/?example=war-day-14`);
    await page.click('#sparql-run');
    await page.waitForFunction(
      () => /rows in/.test(document.getElementById('sparql-status')?.textContent ?? ''),
      null,
      {
        timeout: 600_000,
      },
    );
    figures[`sparql_first_query_ms_${name}`] = Number(await page.locator('#sparql-form').getAttribute('data-load-ms'));
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(JSON.stringify(figures, null, 1));
