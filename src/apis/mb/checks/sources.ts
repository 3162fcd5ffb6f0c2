/** Checks kept with the data they read: the index citations' entries, passages, deaths in their events. */
import { deathVictimsInEvents, indexEntriesNamed, indexHomonyms } from '../checks-citations.ts';
import { checkPassages } from '../checks-passages.ts';
import type { EpicCheck } from './context.ts';

export const deathVictimInEvent: EpicCheck = {
  id: 'death-victim-in-event',
  title: "A death at an event has its victim among the event's persons",
  run: ({ data }) => deathVictimsInEvents(data),
};

export const indexEntries: EpicCheck = {
  id: 'index-entries',
  title: 'An index citation of a headword with several entries says which entry',
  run: ({ data, contentDir }) => indexEntriesNamed(data, indexHomonyms(contentDir)),
};

export const passages: EpicCheck = {
  id: 'passages',
  title: 'Every event, death, journey and path, and every person in one, cites a passage of the epic',
  run: ({ data }) => checkPassages(data),
};
