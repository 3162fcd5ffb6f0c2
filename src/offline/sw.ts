/**
 * The site's service worker (bundled by the build into /sw.js, src/offline/build.ts). A small one
 * of our own rather than Workbox: the packs are all-or-nothing caches chosen and filled by the
 * Offline page, and the worker only has to answer from them, which is a few lines; Workbox's
 * precache and routing would still need this code for the packs and add its runtime.
 *
 * Online, every request goes to the network first (a page of this build, never a cached page of
 * another version), and pages the reader opens are kept in the "visited" cache. Offline, the answer
 * comes from an installed pack (the registry names only packs downloaded whole), then the visited
 * pages, then the shell; a page found nowhere gets the page that says what to do.
 */
import {
  ignoresQuery,
  REGISTRY_CACHE,
  REGISTRY_KEY,
  shellCacheName,
  UNAVAILABLE_PAGE,
  VISITED_CACHE,
  CACHE_PREFIX,
  PACK_REQUEST_HEADER,
  type Registry,
} from './names.ts';

// Set by the build: the shell's site paths and a hash of their contents (a new shell, a new cache).
declare const SHELL: string[];
declare const SHELL_HASH: string;

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  registration: { scope: string };
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

/** The base path the site is published below: the worker's scope (`/` or `/indica/`). */
const base = new URL(worker.registration.scope).pathname;
const shellCache = shellCacheName(SHELL_HASH);
const atBase = (sitePath: string) => `${base}${sitePath.slice(1)}`;
/** The site path of a URL below the base (`/indica/rigveda/` → `/rigveda/`). */
const sitePathOf = (url: URL) => `/${url.pathname.slice(base.length)}`;

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(shellCache)
      .then((cache) => cache.addAll(SHELL.map(atBase)))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  // Older shells go; packs and visited pages stay (the Offline page manages those).
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(`${CACHE_PREFIX}shell-`) && name !== shellCache)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

async function installedPacks(): Promise<Registry> {
  const stored = await (await caches.open(REGISTRY_CACHE)).match(atBase(REGISTRY_KEY));
  return stored ? ((await stored.json()) as Registry) : {};
}

/** The stored answer for a request: an installed pack's, a visited page's or the shell's. */
async function stored(request: Request, sitePath: string): Promise<Response | undefined> {
  // A page's query string is for its script (`/search/?q=…`): the stored page is the page.
  const options = { ignoreSearch: request.mode === 'navigate' || ignoresQuery(sitePath) };
  for (const pack of Object.values(await installedPacks())) {
    const found = await (await caches.open(pack.cache)).match(request, options);
    if (found) return found;
  }
  for (const name of [VISITED_CACHE, shellCache]) {
    const found = await (await caches.open(name)).match(request, options);
    if (found) return found;
  }
  return undefined;
}

async function answer(request: Request, sitePath: string): Promise<Response> {
  try {
    const response = await fetch(request);
    // Pages the reader opens, and their hashed assets, are kept for offline reading (whole answers only).
    const kept = request.mode === 'navigate' || sitePath.startsWith('/_astro/');
    if (kept && response.ok && response.type === 'basic') {
      const copy = response.clone();
      void caches.open(VISITED_CACHE).then((cache) => cache.put(request, copy));
    }
    return response;
  } catch (offline) {
    const found = await stored(request, sitePath);
    if (found) return found;
    if (request.mode === 'navigate') {
      const page = await (await caches.open(shellCache)).match(atBase(UNAVAILABLE_PAGE));
      if (page) return page;
    }
    throw offline;
  }
}

worker.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== location.origin || !url.pathname.startsWith(base)) return;
  const sitePath = sitePathOf(url);
  // The Offline page reads what is current from the network only: a stored list would hide an update.
  if (sitePath === '/version.json' || sitePath.startsWith('/offline/packs')) return;
  if (event.request.headers.has(PACK_REQUEST_HEADER)) return;
  event.respondWith(answer(event.request, sitePath));
});
