import type { PassageTable } from './table.ts';
export const others: PassageTable = {};
