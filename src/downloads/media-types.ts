/**
 * Names of the single download files, and the media types static servers do not know by their
 * extension (the bundled server and the `_headers` file set them).
 */
export const SQLITE_FILE = 'indica.sqlite';
export const GEOJSON_FILE = 'indica-mahabharata.geojson';
export const GRAPHML_FILE = 'indica-mahabharata.graphml';
export const EXAMPLES_FILE = 'examples.sql';
export const SUMS_FILE = 'SHA256SUMS';

export const DOWNLOAD_MEDIA_TYPES: [file: string, type: string][] = [
  [SQLITE_FILE, 'application/vnd.sqlite3'],
  [GRAPHML_FILE, 'application/graphml+xml'],
  [SUMS_FILE, 'text/plain; charset=utf-8'],
];

export function downloadMediaType(pathname: string): string | undefined {
  return DOWNLOAD_MEDIA_TYPES.find(([file]) => pathname === `/downloads/${file}`)?.[1];
}
