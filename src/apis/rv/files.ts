/** Where the hymn data set lives under content/: shared by the loader (data.ts) and the checks, which name the file in each message. */
export const ROWS_FILE = 'rv/rows.json';
export const VERSES_FILE = 'rv/verses.json';
export const TABLE_FILES = {
  poets: 'rv/tables/poets.json',
  deities: 'rv/tables/deities.json',
  meters: 'rv/tables/meters.json',
} as const;
