/** Pages the sitemap lists: every page a reader can land on, not the 404 page. */
export const isSitemapPage = (url: string) => !/\/404\/?$/.test(new URL(url).pathname);
