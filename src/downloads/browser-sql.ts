/**
 * The SQL page's engine: sql.js (SQLite compiled to WebAssembly), loaded from /vendor/sql.js/ on the
 * first query only, with the downloads' database file. Browser code.
 */
import type { Database, QueryExecResult, SqlJsStatic } from 'sql.js';

export type QueryResult = QueryExecResult;

declare global {
  interface Window {
    initSqlJs?: (config: { locateFile: (file: string) => string }) => Promise<SqlJsStatic>;
  }
}

let database: Promise<Database> | undefined;

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
}

async function open(
  source: { database: string; engine: string },
  progress: (message: string) => void,
): Promise<Database> {
  progress('Loading the SQL engine…');
  await loadScript(`${source.engine}sql-wasm.js`);
  const SQL = await window.initSqlJs!({ locateFile: (file) => `${source.engine}${file}` });
  progress('Loading the database…');
  const response = await fetch(source.database);
  if (!response.ok) throw new Error(`${source.database}: HTTP ${response.status}`);
  const db = new SQL.Database(new Uint8Array(await response.arrayBuffer()));
  progress('Running…');
  return db;
}

export async function runQuery(
  source: { database: string; engine: string },
  sql: string,
  progress: (message: string) => void,
): Promise<QueryResult[]> {
  database ??= open(source, progress).catch((error) => {
    database = undefined;
    throw error;
  });
  return (await database).exec(sql);
}
