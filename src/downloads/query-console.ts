/**
 * The browser side of a query console (src/components/QueryConsole.astro), one for SQL and SPARQL:
 * the examples (and `?example=` in the address), Run, the status line and the result table, where a
 * column `x_page` beside `x` makes `x` a link and is not shown.
 */

/** A result as the console shows it: column names and rows of values. */
export interface ConsoleTable {
  columns: string[];
  rows: readonly (readonly unknown[])[];
}

export interface ConsoleEngine<Source> {
  /** runs a query; undefined when it ran but returned no table (an SQL statement without rows) */
  run(source: Source, query: string, progress: (message: string) => void): Promise<ConsoleTable | undefined>;
  /** the address a cell links to, from the value of its `_page` partner (or its own, see `selfLinked`) */
  href(target: unknown, source: Source): string | null;
  /** columns whose own value is a page's address (the SQL tables' `page`) */
  selfLinked?: readonly string[];
}

const MAX_ROWS = 1000;

const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const json = <T>(id: string) => JSON.parse(element(id).textContent!) as T;

/** The columns that hold a page for another (`x_page` beside `x`): index → partner index. */
function pageColumns(columns: string[]): Map<number, number> {
  const pageOf = new Map<number, number>();
  columns.forEach((name, i) => {
    const partner = columns.indexOf(`${name}_page`);
    if (partner >= 0) pageOf.set(i, partner);
  });
  return pageOf;
}

function cell<Source>(engine: ConsoleEngine<Source>, source: Source, value: unknown, target: unknown) {
  const td = document.createElement('td');
  const label = value === null || value === undefined ? '' : String(value);
  const href = target === null || target === undefined ? null : engine.href(target, source);
  if (href) {
    const a = document.createElement('a');
    a.href = href;
    a.textContent = label;
    td.append(a);
  } else td.textContent = label;
  return td;
}

function render<Source>(
  engine: ConsoleEngine<Source>,
  source: Source,
  table: HTMLTableElement,
  { columns, rows }: ConsoleTable,
) {
  const pageOf = pageColumns(columns);
  const hidden = new Set(pageOf.values());
  const head = document.createElement('tr');
  columns.forEach((name, i) => {
    if (hidden.has(i)) return;
    const th = document.createElement('th');
    th.textContent = name;
    head.append(th);
  });
  const body = document.createElement('tbody');
  for (const row of rows.slice(0, MAX_ROWS)) {
    const tr = document.createElement('tr');
    row.forEach((value, i) => {
      if (hidden.has(i)) return;
      const target = pageOf.has(i) ? row[pageOf.get(i)!] : engine.selfLinked?.includes(columns[i]) ? value : null;
      tr.append(cell(engine, source, value, target));
    });
    body.append(tr);
  }
  const thead = document.createElement('thead');
  thead.append(head);
  table.replaceChildren(thead, body);
  table.hidden = false;
}

/** Wires the console whose element ids start with `lang` to its engine. */
export function startQueryConsole<Source>(lang: string, engine: ConsoleEngine<Source>): void {
  const examples = json<{ id: string; text: string }[]>(`${lang}-examples`);
  const source = json<Source>(`${lang}-source`);
  const form = element<HTMLFormElement>(`${lang}-form`);
  const select = element<HTMLSelectElement>(`${lang}-example`);
  const text = element<HTMLTextAreaElement>(`${lang}-text`);
  const status = element<HTMLElement>(`${lang}-status`);
  const table = element<HTMLTableElement>(`${lang}-results`);
  const exampleText = (id: string | null) => examples.find((q) => q.id === id)?.text;

  const chosen = new URLSearchParams(location.search).get('example');
  if (exampleText(chosen) !== undefined) {
    select.value = chosen!;
    text.value = exampleText(chosen)!;
  }
  select.addEventListener('change', () => (text.value = exampleText(select.value) ?? text.value));

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    status.textContent = 'Running…';
    table.hidden = true;
    try {
      const started = performance.now();
      const answer = await engine.run(source, text.value, (message) => (status.textContent = message));
      const ms = Math.round(performance.now() - started);
      // the first query's time includes loading the engine and its data (the bench reads it)
      if (!form.dataset.loadMs) form.dataset.loadMs = String(ms);
      if (!answer) {
        status.textContent = `Done in ${ms} ms: no rows.`;
        return;
      }
      render(engine, source, table, answer);
      const n = answer.rows.length;
      const shown = n > MAX_ROWS ? ` (first ${MAX_ROWS} shown)` : '';
      status.textContent = `${n} row${n === 1 ? '' : 's'}${shown} in ${ms} ms.`;
    } catch (error) {
      status.textContent = `Error: ${(error as Error).message}`;
    }
  });
}
