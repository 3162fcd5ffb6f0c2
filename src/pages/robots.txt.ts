/** robots.txt: everything may be crawled; the sitemap's address is absolute on the configured site. */
import type { APIRoute } from 'astro';
import { link } from '../site/link.ts';

export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL(link('/sitemap-index.xml'), site).href;
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
