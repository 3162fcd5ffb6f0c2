/**
 * A root-absolute site path below the base the site is built for (Astro's `base`, from
 * INDICA_BASE): for paths the pages' scripts fetch or link that no HTML attribute carries (the
 * middleware handles those). Works in page code and in the browser bundles alike.
 */
import { withBase } from '../core/base-path.ts';

// Outside Vite (plain Node: unit tests, scripts) there is no import.meta.env: the root.
export const SITE_BASE: string = import.meta.env?.BASE_URL ?? '/';

export const link = (path: string): string => withBase(SITE_BASE, path);
