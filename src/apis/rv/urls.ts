/** Site URLs of the hymn data; nothing heavy imported, so the browser's search script can use them too. */
import { slugOf } from '../../core/slug.ts';

export { slugOf };
export const mandalUrl = (m: number) => `/rigveda/${m}/`;
export const suktaUrl = (m: number, s: number) => `/rigveda/${m}/${s}/`;
export const verseUrl = (m: number, s: number, v: number) => `/rigveda/${m}/${s}/${v}/`;
export const poetUrl = (name: string) => `/rigveda/poets/${slugOf(name)}/`;
export const deityUrl = (name: string) => `/rigveda/beings/${slugOf(name)}/`;
export const meterUrl = (name: string) => `/rigveda/meters/${slugOf(name)}/`;
export const poetCategoryUrl = (c: string) => `/rigveda/poet-categories/${slugOf(c)}/`;
export const beingCategoryUrl = (c: string) => `/rigveda/being-categories/${slugOf(c)}/`;
