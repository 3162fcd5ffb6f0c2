/** Site URLs of the epic's records; nothing heavy imported, so browser code may use them too. */
import { slugOf } from '../../core/slug.ts';

export { slugOf };
export const personUrl = (name: string) => `/mahabharata/persons/${slugOf(name)}/`;
export const weaponUrl = (name: string) => `/mahabharata/weapons/${slugOf(name)}/`;
export const clanUrl = (name: string) => `/mahabharata/clans/${slugOf(name)}/`;
export const eventUrl = (name: string) => `/mahabharata/events/${slugOf(name)}/`;
export const journeyUrl = (name: string) => `/mahabharata/journeys/${slugOf(name)}/`;
export const placeUrl = (name: string) => `/mahabharata/places/${slugOf(name)}/`;
