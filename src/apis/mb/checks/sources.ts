/** Checks kept with the data they read: the index citations' entries, passages, deaths in their events. */
import { deathVictimsInEvents, indexEntriesNamed, indexHomonyms } from '../checks-citations.ts';
import { catalogueCitations, checkPassages } from '../checks-passages.ts';
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

export const catalogues: EpicCheck = {
  id: 'catalogue-citations',
  title:
    'No citation points into a catalogue of names (a list of deeds, of the fallen, of armies) but the listed exceptions',
  run: ({ data }) => catalogueCitations(data),
};
