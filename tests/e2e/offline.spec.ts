/**
 * The site offline (src/offline/, docs/offline.md) in Chromium, through its service worker: a reader
 * downloads a pack, the network goes, and the pack's pages, search and JSON answer as they did
 * online; a page of no pack says what to do; a new data version replaces a pack whole or leaves the
 * old one whole. The packs tested in full are the smallest (the Vedic nouns: every page of theirs is
 * a candidate, 50 opened at random; their JSON, 20 records at random); the Rig Veda's and the
 * Mahabharata's packs are the same code over larger folders (sizes: bench/offline.ts).
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { PackManifest, Registry } from '../../src/offline/names.ts';

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;

/** A seeded choice (mulberry32), so a failure names pages that fail again. */
function sample<T>(items: readonly T[], n: number, seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < n && pool.length) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return chosen;
}

async function manifestOf(id: string): Promise<PackManifest> {
  return (await (await page.request.get(`/offline/packs/${id}.json`)).json()) as PackManifest;
}

const registry = () =>
  page.evaluate(async () => {
    const stored = await (await caches.open('indica-packs')).match('/offline/installed.json');
    return (stored ? await stored.json() : {}) as Registry;
  });

/** Downloads a pack on the Offline page by its button, and waits until the page says it is whole. */
async function download(name: string, id: string): Promise<void> {
  await page.goto('/offline/');
  await expect(page.locator('html[data-offline-ready]')).toHaveCount(1, { timeout: 20_000 });
  const section = page.locator(`section.pack[data-pack="${id}"]`);
  await expect(section.locator('.pack-size')).toContainText(/Size: \d+\.\d MB in [\d,]+ files/);
  await page.getByRole('button', { name: `Download ${name}`, exact: true }).click();
  await expect(section.locator('progress')).toBeVisible();
  await expect(section.locator('.pack-state')).toContainText('Downloaded (data version', { timeout: 900_000 });
  await expect(section.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
  // The quota and the use, from navigator.storage.estimate(), once a pack is stored.
  await expect(page.locator('#offline-storage')).toContainText(/This site uses \d+\.\d MB of the \d+\.\d MB/);
}

/** A page answered by the service worker, whole: the full document, its heading, styles applied. */
async function expectWholePage(path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  expect(response?.fromServiceWorker(), path).toBe(true);
  expect((await response!.text()).trimEnd().endsWith('</html>'), path).toBe(true);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('footer.site')).toBeVisible();
  const styled = await page.evaluate(() => [...document.styleSheets].every((sheet) => sheet.cssRules.length > 0));
  expect(styled && (await page.evaluate(() => document.styleSheets.length)) > 0, path).toBe(true);
}

/** The first result of a full-text search on the search page (its href). */
async function firstResult(query: string): Promise<string | null> {
  await page.goto(`/search/?q=${encodeURIComponent(query)}`);
  const first = page.locator('#results .result-link').first();
  await expect(first).toBeVisible({ timeout: 20_000 });
  return first.getAttribute('href');
}

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
});

test('the site is installable: manifest, icons in the sizes browsers ask for, a service worker at the base', async () => {
  await page.goto('/');
  const manifestHref = await page.locator('link[rel=manifest]').getAttribute('href');
  expect(manifestHref).toBe('/site.webmanifest');
  const manifest = (await (await page.request.get(manifestHref!)).json()) as {
    start_url: string;
    scope: string;
    icons: { src: string; sizes: string }[];
  };
  expect([manifest.start_url, manifest.scope]).toEqual(['/', '/']);
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
    // PNG: width and height at bytes 16–23
    const body = await response.body();
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(icon.sizes);
  }
  await expect(page.locator('meta[name=theme-color]')).toHaveCount(2);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('offline, a downloaded pack answers as online: 50 pages, 20 searches, 20 records’ JSON', async () => {
  test.setTimeout(1_800_000);
  await download('the Vedic nouns', 'nouns');
  await download("the Vedic nouns' JSON", 'nouns-json');
  const pages = (await manifestOf('nouns')).files.map(([path]) => path).filter((p) => p.endsWith('/'));
  const jsonFiles = (await manifestOf('nouns-json')).files.map(([path]) => path);
  const words = pages.filter((p) => /^\/nouns\/word\/[^/]+\/$/.test(p));
  // Searches whose first result online is a page of the pack (the query: a noun's own slug; a slug
  // whose first result is a hymn or an epic record is passed over).
  const online = new Map<string, string | null>();
  for (const word of sample(words, 60, 7)) {
    if (online.size === 20) break;
    const query = word.split('/')[3]!;
    const href = await firstResult(query);
    if (href && pages.includes(href)) online.set(query, href);
  }
  expect(online.size).toBe(20);
  const records = sample(
    jsonFiles.filter((p) => p.startsWith('/vs/v2/word/')),
    20,
    11,
  );
  const onlineJson = new Map<string, unknown>();
  for (const path of records) onlineJson.set(path, await (await page.request.get(path)).json());

  await context.setOffline(true);
  try {
    for (const path of sample(pages, 50, 3)) await expectWholePage(path);
    for (const [query, href] of online) expect(await firstResult(query), query).toBe(href);
    for (const [path, json] of onlineJson) {
      const response = await page.goto(path);
      expect(response?.fromServiceWorker(), path).toBe(true);
      expect(JSON.parse(await response!.text()), path).toEqual(json);
    }
  } finally {
    await context.setOffline(false);
  }
});

test('offline, a page of no downloaded pack says what to do', async () => {
  await context.setOffline(true);
  try {
    const response = await page.goto('/mahabharata/persons/arjun/');
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.locator('h1')).toHaveText('Not available offline');
    await expect(page.locator('main')).toContainText('You are offline, and this page is not saved on this device.');
    await expect(page.locator('main a[href="/offline/"]')).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('a new data version mid-session: the pack is replaced whole, or the old one stays whole', async () => {
  test.setTimeout(1_800_000);
  const old = (await registry()).nouns!;
  const manifest = await manifestOf('nouns');
  const next = '99.0.0';
  // The site announces a new data version: its version, its packs' list and the pack's manifest say so.
  const versioned = async (path: string) => ({
    ...((await (await page.request.get(path)).json()) as object),
    version: next,
  });
  const [version, index, nextManifest] = await Promise.all([
    versioned('/version.json'),
    versioned('/offline/packs.json'),
    versioned('/offline/packs/nouns.json'),
  ]);
  await context.route('**/version.json', (route) => route.fulfill({ json: version }));
  await context.route('**/offline/packs.json', (route) => route.fulfill({ json: index }));
  await context.route('**/offline/packs/nouns.json', (route) => route.fulfill({ json: nextManifest }));
  // The network fails part way through the update: one file of the pack does not arrive.
  const broken = manifest.files[Math.floor(manifest.files.length / 2)]![0];
  await context.route(`**${broken}`, (route) => route.abort('internetdisconnected'));

  await page.goto('/offline/');
  await expect(page.locator('#offline-status')).toContainText(`The data has a new version (${next})`);
  const section = page.locator('section.pack[data-pack="nouns"]');
  await page.getByRole('button', { name: 'Update the Vedic nouns', exact: true }).click();
  await expect(section.locator('.pack-state')).toContainText('The download stopped', { timeout: 240_000 });
  // The old version is still the one in use, whole.
  expect((await registry()).nouns).toEqual(old);
  const oldCount = await page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, old.cache);
  expect(oldCount).toBe(manifest.files.length);
  await context.setOffline(true);
  try {
    for (const path of sample(
      manifest.files.map(([p]) => p).filter((p) => p.endsWith('/')),
      5,
      5,
    ))
      await expectWholePage(path);
  } finally {
    await context.setOffline(false);
  }

  // The network is back: the update resumes and replaces the pack whole.
  await context.unroute(`**${broken}`);
  await page.goto('/offline/');
  await page.getByRole('button', { name: 'Resume the Vedic nouns' }).click();
  await expect(section.locator('.pack-state')).toContainText(`Downloaded (data version ${next}`, {
    timeout: 240_000,
  });
  const now = (await registry()).nouns!;
  expect(now.version).toBe(next);
  const packCaches = await page.evaluate(async () => (await caches.keys()).filter((n) => n.includes('pack-nouns@')));
  expect(packCaches).toEqual([now.cache]);
  expect(await page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, now.cache)).toBe(
    manifest.files.length,
  );
  await context.unrouteAll();

  // Removed: nothing of it is left.
  await page.goto('/offline/');
  await section.getByRole('button', { name: 'Remove the Vedic nouns', exact: true }).click();
  await expect(section.getByRole('button', { name: 'Download the Vedic nouns', exact: true })).toBeVisible();
  expect((await registry()).nouns).toBeUndefined();
});

test('a download can be paused part way, is kept as far as it got, and resumes to a whole pack', async () => {
  test.setTimeout(900_000);
  await page.goto('/offline/');
  await expect(page.locator('html[data-offline-ready]')).toHaveCount(1, { timeout: 20_000 });
  const section = page.locator('section.pack[data-pack="nouns"]');
  const manifest = await manifestOf('nouns');
  await page.getByRole('button', { name: 'Download the Vedic nouns', exact: true }).click();
  await expect(section.locator('.pack-state')).toContainText(/Downloading: [1-9]\d?%/, { timeout: 120_000 });
  await page.getByRole('button', { name: 'Pause the Vedic nouns', exact: true }).click();
  await expect(section.locator('.pack-state')).toContainText(/Paused at \d+%/);
  // Paused: not installed (the worker does not answer from it), its files kept for the resume.
  expect((await registry()).nouns).toBeUndefined();
  const cache = `indica-pack-nouns@${manifest.version}`;
  const kept = await page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, cache);
  expect(kept).toBeGreaterThan(0);
  expect(kept).toBeLessThan(manifest.files.length);
  const paused = await section.locator('.pack-state').textContent();
  // A cache as large as the Rig Veda's (27,000 files) is more than Chromium lists at once
  // (cache.keys() fails: "Operation too large"); here the paused cache is made that large with
  // entries of no pack, so that the page has to find its files another way.
  const tooLarge = await page.evaluate(async (name) => {
    const cache = await caches.open(name);
    const long = 'x'.repeat(1000);
    for (let i = 0; i < 12_000; i += 500)
      await Promise.all(
        Array.from({ length: 500 }, (_, j) => cache.put(`/not-a-pack-file/${i + j}?${long}`, new Response('.'))),
      );
    return cache.keys().then(
      () => 'listed',
      (error: Error) => error.message,
    );
  }, cache);
  expect(tooLarge).toContain('too large');
  // The page, opened again, still knows it is paused, and how far.
  await page.reload();
  await expect(section.locator('.pack-state')).toHaveText(paused!, { timeout: 60_000 });
  await section.getByRole('button', { name: 'Resume the Vedic nouns', exact: true }).click();
  await expect(section.locator('.pack-state')).toContainText('Downloaded (data version', { timeout: 600_000 });
  expect((await registry()).nouns?.cache).toBe(cache);
  const absent = await page.evaluate(
    async ({ name, paths }) => {
      const stored = await caches.open(name);
      return (await Promise.all(paths.map((path) => stored.match(path)))).filter((found) => !found).length;
    },
    { name: cache, paths: manifest.files.map(([path]) => path) },
  );
  expect(absent).toBe(0);
  await section.getByRole('button', { name: 'Remove the Vedic nouns', exact: true }).click();
  await expect(section.getByRole('button', { name: 'Download the Vedic nouns', exact: true })).toBeVisible();
});
