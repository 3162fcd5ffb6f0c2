/**
 * Offline below a base path (`INDICA_PROFILE=lean INDICA_BASE=/indica/`, served by a plain static
 * server with nothing outside /indica/, as tests/e2e/base-path.spec.ts): the manifest and the
 * service worker's scope are the base, and the nouns pack downloaded there answers offline.
 */
import { expect, test } from '@playwright/test';
import type { PackManifest } from '../../src/offline/names.ts';
import { BASE, requireBaseDist, startPlainServer, type PlainServer } from '../support/base-build.ts';

let server: PlainServer;

test.beforeAll(async () => {
  test.setTimeout(900_000);
  server = await startPlainServer(await requireBaseDist());
});

test.afterAll(async () => {
  await server?.close();
});

test('under /indica/: manifest and worker scope at the base, a pack offline, the "not saved" page', async ({
  page,
  context,
}) => {
  test.setTimeout(600_000);
  const at = (path: string) => `${server.origin}${BASE}${path.slice(1)}`;
  await page.goto(at('/'));
  const manifest = (await (await page.request.get(at('/site.webmanifest'))).json()) as Record<string, unknown>;
  expect([manifest.start_url, manifest.scope, manifest.id]).toEqual([BASE, BASE, BASE]);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(at('/'));

  await page.goto(at('/offline/'));
  await expect(page.locator('html[data-offline-ready]')).toHaveCount(1, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Download the Vedic nouns', exact: true }).click();
  await expect(page.locator('section.pack[data-pack="nouns"] .pack-state')).toContainText('Downloaded (data version', {
    timeout: 300_000,
  });
  const pack = (await (await page.request.get(at('/offline/packs/nouns.json'))).json()) as PackManifest;
  const pages = pack.files.map(([p]) => p).filter((p) => p.startsWith('/nouns/word/') && p.endsWith('/'));
  const online = await (await page.request.get(at(pages[0]!))).text();

  await context.setOffline(true);
  try {
    for (const path of [pages[0]!, pages[pages.length - 1]!, '/nouns/']) {
      const response = await page.goto(at(path));
      expect(response?.fromServiceWorker(), path).toBe(true);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('h1')).toBeVisible();
    }
    expect(await (await page.goto(at(pages[0]!)))!.text()).toBe(online);
    await page.goto(at('/mahabharata/persons/arjun/'));
    await expect(page.locator('h1')).toHaveText('Not available offline');
    await expect(page.locator(`main a[href="${BASE}offline/"]`)).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
