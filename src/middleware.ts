/**
 * Every page's links below the site's base path (INDICA_BASE, Astro's `base`): templates write
 * root-absolute site paths, and this one step puts them below the base when the site is published
 * in a folder. At the root (the default) pages pass through untouched.
 */
import { defineMiddleware } from 'astro:middleware';
import { linksBelowBase } from './core/base-path.ts';

const base = import.meta.env.BASE_URL;

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (base === '/' || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = linksBelowBase(await response.text(), base);
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
});
