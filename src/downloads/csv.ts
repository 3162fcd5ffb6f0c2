/**
 * CSV: one file per table, UTF-8, a header row, RFC 4180 quoting (csv-stringify). An empty cell is
 * a missing value (null) in an optional column; in a required text column it is the empty text.
 * Booleans are `true`/`false`; JSON columns hold JSON text.
 */
import { stringify } from 'csv-stringify/sync';
import type { Table } from './layout.ts';

export function tableCsv(table: Table): string {
  const rows = table.rows.map((row) =>
    row.map((value, i) => {
      const column = table.columns[i];
      if (value === '' && !column.required) {
        throw new Error(
          `${table.name}.${column.name}: an empty text in an optional column cannot be told from a missing value in CSV`,
        );
      }
      if (value === null || value === undefined) return '';
      if (typeof value === 'boolean') return value ? 'true' : 'false';
      return value;
    }),
  );
  return stringify(rows, { header: true, columns: table.columns.map((c) => c.name), record_delimiter: 'unix' });
}
