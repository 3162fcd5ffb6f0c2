/** The table of passages, by kind (see table.ts for its shape). */
import { deaths } from './deaths.ts';
import { events } from './events.ts';
import { journeys, paths } from './journeys.ts';
import { others } from './others.ts';
import { persons } from './persons.ts';
import type { PassageTable } from './table.ts';

export const passages: PassageTable = { events, deaths, journeys, paths, persons, ...others };
