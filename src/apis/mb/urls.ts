/** Site URLs of the epic's records; nothing heavy imported, so browser code may use them too. */
import { slugOf } from '../../core/slug.ts';

export { slugOf };
/** The folder of a kind's pages (`persons` → /mahabharata/persons/). */
export const epicFolder = (kind: string) => `/mahabharata/${kind}/`;
/** The page of a record of a kind. */
export const epicPageUrl = (kind: string, name: string) => `${epicFolder(kind)}${slugOf(name)}/`;
export const personUrl = (name: string) => epicPageUrl('persons', name);
export const weaponUrl = (name: string) => epicPageUrl('weapons', name);
export const clanUrl = (name: string) => epicPageUrl('clans', name);
export const eventUrl = (name: string) => epicPageUrl('events', name);
export const journeyUrl = (name: string) => epicPageUrl('journeys', name);
export const placeUrl = (name: string) => epicPageUrl('places', name);
