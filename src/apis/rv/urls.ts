/** Site URLs of the hymn data; no other imports, so the browser's search script can use them too. */
export const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
export const mandalUrl = (m: number) => `/rigveda/${m}/`;
export const suktaUrl = (m: number, s: number) => `/rigveda/${m}/${s}/`;
export const verseUrl = (m: number, s: number, v: number) => `/rigveda/${m}/${s}/${v}/`;
export const poetUrl = (name: string) => `/rigveda/poets/${slugOf(name)}/`;
export const deityUrl = (name: string) => `/rigveda/beings/${slugOf(name)}/`;
export const meterUrl = (name: string) => `/rigveda/meters/${slugOf(name)}/`;
export const poetCategoryUrl = (c: string) => `/rigveda/poet-categories/${slugOf(c)}/`;
export const beingCategoryUrl = (c: string) => `/rigveda/being-categories/${slugOf(c)}/`;
