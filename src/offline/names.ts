/**
 * What the build, the service worker and the Offline page share about packs: the paths of the
 * generated files, the cache names and the shapes of the documents. Paths are site paths (below
 * the base: the page puts `link()` in front of them, the service worker its scope).
 */

/** The list of packs with their sizes (written by the build, src/offline/packs.ts). */
export const PACKS_INDEX = '/offline/packs.json';
/** One pack's files with their bytes. */
export const packManifestPath = (id: string): string => `/offline/packs/${id}.json`;
/** The page the service worker answers for a page that is neither downloaded nor visited. */
export const UNAVAILABLE_PAGE = '/offline/unavailable/';
/** The service worker's file, at the base so that its scope is the whole site. */
export const SERVICE_WORKER = '/sw.js';
export const WEB_MANIFEST = '/site.webmanifest';

/** The site's name and colours: the page's ground in the light and the dark theme (src/styles/site.css). */
export const THEME = { name: 'Indica Static', light: '#fdfbf6', dark: '#17150f', accent: '#8a3b12' } as const;

export const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** Every cache of the site starts with this (another site on the origin keeps its own). */
export const CACHE_PREFIX = 'indica-';
/** The shell: precached when the service worker installs, one cache per build of the shell. */
export const shellCacheName = (hash: string): string => `${CACHE_PREFIX}shell-${hash}`;
/** Pages and files the reader opened online, kept for reading them again offline. */
export const VISITED_CACHE = `${CACHE_PREFIX}visited`;
/** Which packs are installed whole, and in which cache: the one record the service worker trusts. */
export const REGISTRY_CACHE = `${CACHE_PREFIX}packs`;
export const REGISTRY_KEY = '/offline/installed.json';
/** A pack's files of one data version: a new version downloads into a new cache beside the old. */
export const packCacheName = (id: string, version: string): string => `${CACHE_PREFIX}pack-${id}@${version}`;
export const packCachePrefix = (id: string): string => `${CACHE_PREFIX}pack-${id}@`;

export interface PackSummary {
  id: string;
  /** "the Rig Veda": the button says "Download the Rig Veda" */
  name: string;
  description: string;
  files: number;
  bytes: number;
}

export interface PacksIndex {
  /** the data version of /version.json the packs were built from */
  version: string;
  packs: PackSummary[];
}

export interface PackManifest {
  id: string;
  version: string;
  /** [site path, bytes] of every file */
  files: [string, number][];
}

export interface InstalledPack {
  id: string;
  version: string;
  cache: string;
  files: number;
  bytes: number;
}

/** Installed packs by id: written only once every file of a pack's version is in its cache. */
export type Registry = Record<string, InstalledPack>;

/**
 * The header of a pack's downloads: the service worker lets them go to the network alone, never
 * answering a failed one from a stored copy (of the pack's previous version, which would mix two).
 */
export const PACK_REQUEST_HEADER = 'indica-pack';

/** Pagefind asks for its files with a cache tag (`?ts=…`): one stored copy answers every tag. */
export const ignoresQuery = (sitePath: string): boolean => sitePath.startsWith('/pagefind/');
