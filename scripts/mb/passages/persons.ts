import type { Passage } from './table.ts';
export const persons: Record<string, Passage> = {};
