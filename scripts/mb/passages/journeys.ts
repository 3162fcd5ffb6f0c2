import type { Passage } from './table.ts';
export const journeys: Record<string, Passage> = {};
export const paths: Record<string, Passage> = {};
