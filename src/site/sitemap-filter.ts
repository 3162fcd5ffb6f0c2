/** Pages the sitemap lists: every page a reader can land on, not the 404 page nor the offline stand-in. */
export const isSitemapPage = (url: string) => !/\/(?:404|offline\/unavailable)\/?$/.test(new URL(url).pathname);
