/**
 * SQLite: every table in one database (node:sqlite, built into Node 22), with primary keys, foreign
 * keys (checked when the data is committed), indexes, enum checks, and a `meta` table.
 */
import { rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import type { Column, Table } from './layout.ts';

const SQL_TYPE: Record<Column['type'], string> = {
  string: 'TEXT',
  integer: 'INTEGER',
  number: 'REAL',
  boolean: 'INTEGER',
  json: 'TEXT',
};
export const quoteId = (name: string) => `"${name.replace(/"/g, '""')}"`;
const quoteText = (text: string) => `'${text.replace(/'/g, "''")}'`;
const ids = (names: readonly string[]) => names.map(quoteId).join(', ');

export function createTableSql(table: Table): string {
  const columns = table.columns.map((c) => {
    let sql = `${quoteId(c.name)} ${SQL_TYPE[c.type]}`;
    if (c.required) sql += ' NOT NULL';
    if (c.enum) sql += ` CHECK (${quoteId(c.name)} IN (${c.enum.map(quoteText).join(', ')}))`;
    if (c.type === 'boolean') sql += ` CHECK (${quoteId(c.name)} IN (0, 1))`;
    return sql;
  });
  const keys = [`PRIMARY KEY (${ids(table.primaryKey)})`];
  for (const fk of table.foreignKeys)
    keys.push(`FOREIGN KEY (${ids(fk.fields)}) REFERENCES ${quoteId(fk.table)} (${ids(fk.references)})`);
  return `CREATE TABLE ${quoteId(table.name)} (\n  ${[...columns, ...keys].join(',\n  ')}\n)`;
}

export function writeSqlite(file: string, tables: readonly Table[], meta: Record<string, string>): void {
  rmSync(file, { force: true });
  const db = new DatabaseSync(file);
  try {
    db.exec('PRAGMA journal_mode = OFF; PRAGMA foreign_keys = ON;');
    db.exec('CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
    for (const table of tables) db.exec(createTableSql(table));
    db.exec('BEGIN; PRAGMA defer_foreign_keys = ON;');
    const putMeta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    for (const [key, value] of Object.entries(meta)) putMeta.run(key, value);
    for (const table of tables) {
      const insert = db.prepare(
        `INSERT INTO ${quoteId(table.name)} (${ids(table.columns.map((c) => c.name))}) VALUES (${table.columns.map(() => '?').join(', ')})`,
      );
      for (const row of table.rows) {
        insert.run(
          ...(row.map((v) => (typeof v === 'boolean' ? Number(v) : (v ?? null))) as (string | number | null)[]),
        );
      }
    }
    db.exec('COMMIT'); // fails here if any foreign key does not resolve
    for (const table of tables) {
      for (const columns of table.indexes) {
        db.exec(
          `CREATE INDEX ${quoteId(`${table.name}_by_${columns.join('_')}`)} ON ${quoteId(table.name)} (${ids(columns)})`,
        );
      }
    }
    db.exec('ANALYZE; VACUUM;');
  } finally {
    db.close();
  }
}
