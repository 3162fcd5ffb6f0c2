/**
 * The exact mode's results: one section per field, with the API request that gives the same
 * answer, paged (nothing cut), every name linked; spellings the data writes otherwise in a
 * section of their own. Loaded only when the exact mode is used.
 */
import { thousands } from './count.ts';
import { epicPageUrl } from '../apis/mb/urls.ts';
import { ALL_FIELDS, describeRow, EXACT_OPTIONS, type ExactOption, type Part } from './exact-options.ts';
import {
  dataSpellings,
  epicAnswer,
  prepareSpellings,
  exactAnswer,
  loadCatalog,
  requestOf,
  type CatalogFile,
  type EpicHit,
} from './exact.ts';
import type { Row } from '../core/rows.ts';
import { link } from '../site/link.ts';

const PAGE_SIZE = 50;
const container = () => document.getElementById('exact-results') as HTMLElement;

export function clearExact(): void {
  container().replaceChildren();
}

type Answer = { rows: Row[] } | { hits: EpicHit[] };

function answerOf(option: ExactOption, catalog: CatalogFile, query: string): Answer {
  return option.api === 'mb'
    ? { hits: epicAnswer(catalog, query) }
    : { rows: exactAnswer(catalog, option.path!, query) };
}
const sizeOf = (a: Answer) => ('rows' in a ? a.rows.length : a.hits.length);

function partsToNodes(parts: Part[]): (Node | string)[] {
  return parts.map((p) => {
    if (typeof p === 'string') return p;
    const a = document.createElement('a');
    a.href = link(p.href);
    a.textContent = p.text;
    return a;
  });
}

function itemOf(option: ExactOption, catalog: CatalogFile, answer: Answer, i: number, query: string): HTMLLIElement {
  const li = document.createElement('li');
  const title = document.createElement('a');
  title.className = 'record';
  if ('rows' in answer) {
    const shown = describeRow(option.api as 'vs' | 'rv', answer.rows[i]);
    title.href = link(shown.title.href);
    title.textContent = shown.title.text;
    li.append(title, ' ', ...partsToNodes(shown.parts));
  } else {
    const hit = answer.hits[i];
    title.href = link(epicPageUrl(hit.kind, hit.name));
    title.textContent = hit.name;
    const code = document.createElement('code');
    code.textContent = requestOf(option, catalog, query, hit.kind);
    li.append(title, ` · ${catalog.entities[hit.kind].label} · `, code);
  }
  return li;
}

/** A list that shows PAGE_SIZE items at a time, with a button for the next ones. */
function pagedList(count: number, item: (i: number) => HTMLLIElement, answer: 'api' | 'spelling'): HTMLElement[] {
  const ol = document.createElement('ol');
  ol.dataset.answer = answer;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'more';
  let shown = 0;
  const next = () => {
    const end = Math.min(count, shown + PAGE_SIZE);
    for (; shown < end; shown++) ol.append(item(shown));
    button.hidden = shown >= count;
    button.textContent = `Show ${Math.min(PAGE_SIZE, count - shown)} more (${shown} of ${thousands(count)} shown)`;
  };
  button.addEventListener('click', next);
  next();
  return [ol, button];
}

function requestLine(text: string, request: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.className = 'muted';
  const code = document.createElement('code');
  code.textContent = request;
  p.append(text, code);
  return p;
}

const count = (n: number) => `${thousands(n)} result${n === 1 ? '' : 's'}`;

/** A field's section with the API's own answer: shown as soon as the catalog is in. */
function ownSection(option: ExactOption, catalog: CatalogFile, query: string): { section: HTMLElement; own: Answer } {
  const section = document.createElement('section');
  section.className = 'exact-section';
  section.dataset.field = option.id;
  const own = answerOf(option, catalog, query);
  const heading = document.createElement('h2');
  heading.textContent = `${option.title}: ${count(sizeOf(own))}`;
  section.append(heading, requestLine('The API answers ', requestOf(option, catalog, query)));
  if (sizeOf(own)) section.append(...pagedList(sizeOf(own), (i) => itemOf(option, catalog, own, i, query), 'api'));
  return { section, own };
}

/**
 * The answers for the data's other spellings of the query, added to a field's section: how many
 * rows they add. Finding those spellings can take tens of milliseconds the first time (the field's
 * words by skeleton), so it comes after the API's own answer is shown.
 */
function appendSpellings(
  section: HTMLElement,
  option: ExactOption,
  catalog: CatalogFile,
  own: Answer,
  query: string,
): number {
  let added = 0;
  const seen = new Set('hits' in own ? own.hits.map((h) => `${h.kind}/${h.name}`) : []);
  for (const spelling of dataSpellings(option, catalog, query)) {
    let alt = answerOf(option, catalog, spelling);
    if ('hits' in alt)
      alt = { hits: alt.hits.filter((h) => !seen.has(`${h.kind}/${h.name}`) && seen.add(`${h.kind}/${h.name}`)) };
    if (!sizeOf(alt)) continue;
    const sub = document.createElement('h3');
    sub.textContent = `Spelt “${spelling}” in the data: ${count(sizeOf(alt))}`;
    const answer = alt;
    section.append(
      sub,
      requestLine('As ', requestOf(option, catalog, spelling)),
      ...pagedList(sizeOf(alt), (i) => itemOf(option, catalog, answer, i, spelling), 'spelling'),
    );
    added += sizeOf(alt);
  }
  return added;
}

/** The next task: what the page has drawn so far is shown before more work holds the thread. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const optionsOf = (fieldId: string) =>
  fieldId === ALL_FIELDS ? EXACT_OPTIONS : EXACT_OPTIONS.filter((o) => o.id === fieldId);

/**
 * Fetches the catalogs a field needs before the first query (the search box has the focus), and
 * after `quietMs` prepares each field's spellings in a task of its own: a query typed at once is
 * answered first (it prepares what it needs after its own answer is shown).
 */
export function preloadExact(fieldId: string, quietMs: number): void {
  const quiet = new Promise((resolve) => setTimeout(resolve, quietMs));
  for (const option of optionsOf(fieldId)) {
    void Promise.all([loadCatalog(option.api), quiet])
      // one task per field, so a query typed meanwhile waits for one field's index at most
      .then(([catalog]) => setTimeout(() => prepareSpellings(option, catalog), 0))
      .catch(() => undefined);
  }
}

export async function showExact(
  query: string,
  fieldId: string,
  status: HTMLElement,
  stale: () => boolean,
): Promise<void> {
  const options = optionsOf(fieldId);
  const out = container();
  out.replaceChildren();
  status.textContent = 'Searching…';
  // Each field's section appears as soon as its catalog is in, in the order of the choices.
  const slots = options.map(() => document.createElement('div'));
  out.append(...slots);
  let total = 0;
  let done = 0;
  const statusFor = (option: ExactOption, catalog: CatalogFile, own: number, all: number) =>
    options.length === 1
      ? `${count(own)}, as ${requestOf(option, catalog, query)}${all > own ? ` (and ${count(all - own)} in the data's spelling)` : ''}`
      : `${count(total)} in ${options.length} fields${done < options.length ? '…' : ''}`;
  await Promise.all(
    options.map(async (option, i) => {
      const catalog = await loadCatalog(option.api);
      if (stale()) return;
      const { section, own } = ownSection(option, catalog, query);
      const shownAtOnce = sizeOf(own) > 0 || options.length === 1;
      if (shownAtOnce) slots[i].replaceWith(section);
      total += sizeOf(own);
      status.textContent = statusFor(option, catalog, sizeOf(own), sizeOf(own));
      await nextTask();
      if (stale()) return;
      const added = appendSpellings(section, option, catalog, own, query);
      total += added;
      done++;
      // a field the API answers nothing for is shown when the data's spelling answers it
      if (!shownAtOnce) {
        if (added) slots[i].replaceWith(section);
        else slots[i].remove();
      }
      status.textContent = statusFor(option, catalog, sizeOf(own), sizeOf(own) + added);
    }),
  );
}
