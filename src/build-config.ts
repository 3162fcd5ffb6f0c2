/**
 * The build's configuration, read from the environment once (scripts/build.ts and
 * astro.config.mjs) and passed down; nothing below reads the environment itself.
 *
 *   INDICA_PROFILE  full (default) | lean | api — what the build writes, sized for host classes
 *   INDICA_LIMITS   e.g. "10,50": the page sizes to precompute, overriding the profile's
 *   INDICA_CONTENT_DIR  another content folder than content/ (tests build from a broken copy)
 *   INDICA_BASE     the path the site is published below, e.g. /indica/ (a GitHub Pages project
 *                   site); default / (a host's root). See docs/deploying.md.
 *
 * Astro's pages get no arguments from the build, so they ask `contentDir()` here, which reads the
 * environment once per process (module instance) with the same schema.
 */
import { z } from 'zod';
import { resolve } from 'node:path';
import { isBasePath } from './core/base-path.ts';
import { contentDirOf } from './core/content.ts';
import { DEFAULT_LIMIT, MAX_LIMIT } from './core/query.ts';
import { describeIssues } from './core/zod-issues.ts';

export const PROFILES = {
  /** every limit 1–50, the site and the search index: the bundled server, nginx, Netlify, Vercel */
  full: {
    limits: Array.from({ length: MAX_LIMIT }, (_, i) => i + 1),
    site: true,
    redirects: true,
    substringGrams: true,
    summary: 'everything: every limit 1–50 precomputed, the site, search, downloads',
  },
  /** limits 10 and 50: hosts that take up to 100,000 files */
  lean: {
    limits: [DEFAULT_LIMIT, MAX_LIMIT],
    site: true,
    redirects: true,
    substringGrams: true,
    summary: 'the site, search, downloads; lists precomputed at limits 10 and 50 (fits 100,000 files)',
  },
  /**
   * the JSON API alone at limit 50 (and each list's Rule 1 file): hosts that take 20,000 files,
   * i.e. Cloudflare Pages, which reads Netlify's `_redirects` without its query conditions and lets
   * its path rules shadow the `.json` files: so this profile writes none.
   */
  api: {
    limits: [MAX_LIMIT],
    site: false,
    redirects: false,
    substringGrams: false,
    summary: 'the JSON API alone, lists precomputed at limit 50 and as Rule 1 files (fits 20,000 files)',
  },
} as const;

export type ProfileName = keyof typeof PROFILES;

export interface BuildConfig {
  profile: ProfileName;
  /** page sizes whose every page is written; the default limit's first page always is (Rule 1) */
  limits: readonly number[];
  /** whether the site's pages and search index are built */
  site: boolean;
  /** whether `_redirects` (Netlify) is written */
  redirects: boolean;
  /** whether substrings' short keys are written (about 15,000 files; PrecomputeOptions.substringGrams) */
  substringGrams: boolean;
  /** the content folder the records are read from */
  contentDir: string;
  /** the path the site is published below: `/` or `/indica/` (pages, assets and host rules follow it) */
  base: string;
  /**
   * Whether Astro's build hook finishes the site (search index, redirect pages, offline packs), as
   * `astro build` alone does; scripts/build.ts finishes it itself, after Astro's process has ended,
   * so Pagefind's memory never adds to Astro's (the build's peak stays under 2 GB).
   */
  finishInHook: boolean;
}

const limitList = z.string().transform((text, ctx) => {
  const limits = new Set<number>([MAX_LIMIT]);
  for (const part of text.split(',')) {
    const n = Number(part.trim());
    if (!Number.isInteger(n) || n < 1 || n > MAX_LIMIT) {
      ctx.addIssue({ code: 'custom', message: `"${part}" is not a limit from 1 to ${MAX_LIMIT}` });
      return z.NEVER;
    }
    limits.add(n);
  }
  return [...limits].sort((a, b) => a - b);
});

const environment = z.object({
  INDICA_PROFILE: z.enum(Object.keys(PROFILES) as [ProfileName, ...ProfileName[]]).default('full'),
  INDICA_LIMITS: limitList.optional(),
  INDICA_CONTENT_DIR: z
    .string()
    .transform((dir) => resolve(dir))
    .optional(),
  // "/indica", "indica/" and "/indica/" are the same folder; written once as "/indica/".
  INDICA_BASE: z
    .string()
    .transform((text) => `/${text.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/'))
    .refine(isBasePath, {
      message: 'is not a base path like /indica/ (letters, digits, "-", "_", "~", "." per segment; no dot segments)',
    })
    .default('/'),
  // Set by scripts/build.ts for the Astro process it starts: it finishes the site itself.
  INDICA_FINISH: z.enum(['hook', 'caller']).default('hook'),
});

/** The configuration from an environment; throws naming the variable and what it allows. */
export function buildConfig(env: Record<string, string | undefined> = process.env): BuildConfig {
  const parsed = environment.safeParse({
    INDICA_PROFILE: env.INDICA_PROFILE || undefined,
    INDICA_LIMITS: env.INDICA_LIMITS || undefined,
    INDICA_CONTENT_DIR: env.INDICA_CONTENT_DIR || undefined,
    INDICA_BASE: env.INDICA_BASE || undefined,
    INDICA_FINISH: env.INDICA_FINISH || undefined,
  });
  if (!parsed.success) {
    throw new Error(describeIssues(parsed.error, { file: 'environment' }).join('; '));
  }
  const profile = PROFILES[parsed.data.INDICA_PROFILE];
  return {
    profile: parsed.data.INDICA_PROFILE,
    limits: parsed.data.INDICA_LIMITS ?? profile.limits,
    site: profile.site,
    redirects: profile.redirects,
    substringGrams: profile.substringGrams,
    // The build and every script run from the project root.
    contentDir: parsed.data.INDICA_CONTENT_DIR ?? contentDirOf(process.cwd()),
    base: parsed.data.INDICA_BASE,
    finishInHook: parsed.data.INDICA_FINISH === 'hook',
  };
}

let configured: BuildConfig | undefined;

/** This process's configuration, read from the environment once (for Astro's pages). */
export const configuredBuild = (): BuildConfig => (configured ??= buildConfig());

/**
 * The content folder of this process: `<root>/content` for an explicit project root (tests,
 * downloads of another checkout), else the configured one, read from the environment once.
 */
export function contentDir(root?: string): string {
  if (root) return contentDirOf(root);
  return configuredBuild().contentDir;
}

/** The address the bundled server answers at: the site of a local build (`npm start`, the tests). */
export const LOCAL_SITE_URL = 'http://localhost:4321';

/**
 * Environment variables that mark a deploy build: an explicit INDICA_DEPLOY=1, or the build
 * machines of the hosts the guides cover (each sets its marker in every build it runs). A local
 * `npm start` / `npm run build` and the test suite's builds set none of them.
 */
export const DEPLOY_MARKERS = ['INDICA_DEPLOY', 'NETLIFY', 'VERCEL', 'CF_PAGES'] as const;

/**
 * The published address (INDICA_SITE_URL): canonical links, OpenGraph URLs, the sitemap and "Cite
 * this" are absolute on it. A deploy build (DEPLOY_MARKERS) must set it: without it every page
 * would name localhost, so this throws naming the setting. A local build gets LOCAL_SITE_URL.
 */
export function publishedSite(env: Record<string, string | undefined> = process.env): {
  url: string;
  deploy: boolean;
  /** which marker made it a deploy build */
  marker?: string;
} {
  const marker = DEPLOY_MARKERS.find((name) => env[name] && env[name] !== '0' && env[name] !== 'false');
  const given = env.INDICA_SITE_URL || undefined;
  if (given !== undefined && !/^https?:\/\/[^/\s]+/.test(given))
    throw new Error(`INDICA_SITE_URL "${given}" is not an absolute http(s) address like https://example.org`);
  if (marker && given === undefined)
    throw new Error(
      `INDICA_SITE_URL is not set, and this is a deploy build (${marker} is set): set INDICA_SITE_URL to the ` +
        'address the site is published at (INDICA_SITE_URL=https://example.org), or every canonical link, ' +
        `OpenGraph URL, sitemap entry and citation would name ${LOCAL_SITE_URL}. See docs/deploying.md.`,
    );
  return { url: given ?? LOCAL_SITE_URL, deploy: marker !== undefined, marker };
}
