import type { Passage } from './table.ts';
export const deaths: Record<string, Passage> = {};
