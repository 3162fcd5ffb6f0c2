/**
 * The search page: one box, two modes, the query in the address (`/search/?q=…`, `&mode=exact`,
 * `&field=…`) so any search can be linked and runs when the page opens.
 */
import { thousands } from './count.ts';
import { ALL_FIELDS } from './exact-options.ts';
import { preloadChunks, type IndexChunk } from './index-chunks.ts';
import {
  deathRecords,
  episodeRecords,
  leadingRecords,
  namedRecords,
  nearestNamed,
  type NamedRecord,
  type NameLookup,
} from './named.ts';
import { answerRecords } from './answers.ts';
import { readQuery } from './query.ts';
import { mayBeNamed, rerank } from './rerank.ts';
import { byPhrase, isPhraseQuery, PHRASE_TOP } from './phrase.ts';
import { readerFold, skeleton } from './variants.ts';
import { openingRecords, verseRecord, type VerseCounts, type VerseRecord } from './verses.ts';
import { link as sitePath } from '../site/link.ts';
import {
  allFilters,
  loadPagefind,
  searchFullText,
  type FilterCounts,
  type Filters,
  type PagefindResult,
  type ResultData,
} from './fulltext.ts';

const PAGE_SIZE = 10;
/** How many of Pagefind's top results the name rule (rerank.ts) reorders. */
const RERANK = 40;
const FILTER_ORDER = [
  'kind',
  'clan',
  'gender',
  'fought the war',
  'category',
  'group',
  'mandal',
  'meter',
  'poet category',
  'being category',
];

type ElementTable = Record<string, readonly [id: string, kind: new () => HTMLElement]>;

/** The elements a table names by id, each checked to be the kind of element the script expects. */
function elementsById<T extends ElementTable>(table: T): { [K in keyof T]: InstanceType<T[K][1]> } {
  const entries = Object.entries(table).map(([name, [id, kind]]) => {
    const element = document.getElementById(id);
    if (!(element instanceof kind)) throw new Error(`the search page has no ${kind.name} #${id}`);
    return [name, element];
  });
  return Object.fromEntries(entries) as { [K in keyof T]: InstanceType<T[K][1]> };
}

/** The page's elements (src/pages/search.astro). */
const {
  form,
  input,
  field,
  fieldRow,
  status,
  fulltextPanel,
  exactPanel,
  list,
  more,
  filtersBox,
  didYouMean,
  filterGroups,
} = elementsById({
  form: ['search-form', HTMLFormElement],
  input: ['q', HTMLInputElement],
  field: ['exact-endpoint', HTMLSelectElement],
  fieldRow: ['exact-field', HTMLElement],
  status: ['search-status', HTMLElement],
  fulltextPanel: ['fulltext-panel', HTMLElement],
  exactPanel: ['exact-panel', HTMLElement],
  list: ['results', HTMLOListElement],
  more: ['more', HTMLButtonElement],
  filtersBox: ['filters', HTMLDetailsElement],
  didYouMean: ['did-you-mean', HTMLElement],
  filterGroups: ['filter-groups', HTMLElement],
});

/** A result of either source: Pagefind's, or a record the query names (named.ts). */
type Hit = Pick<PagefindResult, 'data'>;

let generation = 0;
let results: Hit[] = [];
let shown = 0;
/** The number of results the status names. */
let total = 0;
/** Pages already in the list: a named record shown first is not shown again among Pagefind's. */
const listed = new Set<string>();
const loaded = new Map<Hit, Promise<ResultData>>();
const dataOf = (r: Hit) => loaded.get(r) ?? loaded.set(r, r.data()).get(r)!;
let filtersLoaded = false;

const mode = () => ((form.elements.namedItem('mode') as RadioNodeList).value === 'exact' ? 'exact' : 'fulltext');

const indexFiles = document.getElementById('pagefind-files')?.dataset;
const keyList = (keys: string | undefined) => new Set((keys ?? '').split(' ').filter(Boolean));
const nameLookup: NameLookup | undefined = indexFiles?.names
  ? { base: indexFiles.names, keys: keyList(indexFiles.nameKeys), spellBase: indexFiles.spell }
  : undefined;
const openingKeys = keyList(indexFiles?.openingKeys);
const verseCounts: VerseCounts = JSON.parse(indexFiles?.verseCounts ?? '[]');

const indexChunks: IndexChunk[] = JSON.parse(indexFiles?.chunks ?? '[]');
/** Pagefind is ready: it asks for a query's chunks itself, at once. */
let pagefindReady = false;

function escapeText(text: string): string {
  const p = document.createElement('p');
  p.textContent = text;
  return p.innerHTML;
}
/** The record's opening words, the query's words marked as Pagefind marks them. */
function markedExcerpt(text: string, query: string): string {
  const wanted = new Set(skeleton(query).split(' '));
  return text
    .split(/(\s+)/)
    .map((token) => (wanted.has(skeleton(token)) ? `<mark>${escapeText(token)}</mark>` : escapeText(token)))
    .join('');
}
const namedHit = (record: NamedRecord | VerseRecord, query: string): Hit => ({
  data: async () => ({ url: record.url, excerpt: markedExcerpt(record.excerpt, query), meta: { ...record.meta } }),
});

/** Whether a Pagefind result shows one of the query's words itself (not only a longer word it begins). */
function showsQueryWord(data: ResultData, query: string): boolean {
  const wanted = new Set(skeleton(query).split(' '));
  return [...data.excerpt.matchAll(/<mark>([^<]*)<\/mark>/g)].some((m) => wanted.has(skeleton(m[1])));
}

/** Devanagari in a result is marked as Sanskrit, so it is read, and shown in a font that has it. */
function markDevanagari(element: HTMLElement): void {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode as Text);
  for (const text of texts) {
    const parts = text.data.split(/([\u0900-\u097f][\u0900-\u097f\s\u200c\u200d]*)/u);
    if (parts.length === 1) continue;
    text.replaceWith(
      ...parts.filter(Boolean).map((part) => {
        if (!/[\u0900-\u097f]/u.test(part)) return part;
        const span = document.createElement('span');
        span.lang = 'sa';
        span.className = 'deva';
        span.textContent = part;
        return span;
      }),
    );
  }
}

function showDidYouMean(name: string | undefined): void {
  didYouMean.hidden = !name;
  didYouMean.replaceChildren();
  if (!name) return;
  const link = document.createElement('a');
  link.href = `?q=${encodeURIComponent(name)}`;
  link.textContent = name;
  link.addEventListener('click', (event) => {
    event.preventDefault();
    input.value = name;
    void run();
  });
  didYouMean.append('Nothing is called so. Did you mean ', link, '? Its results are shown.');
}

function syncUrl(q: string): void {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (mode() === 'exact') {
    params.set('mode', 'exact');
    if (field.value !== ALL_FIELDS) params.set('field', field.value);
  }
  const search = params.toString();
  history.replaceState(null, '', `${location.pathname}${search ? `?${search}` : ''}`);
}

function selectedFilters(): Filters {
  const filters: Filters = {};
  for (const box of filterGroups.querySelectorAll<HTMLInputElement>('input[type=checkbox]:checked')) {
    (filters[box.name] ??= { any: [] }).any.push(box.value);
  }
  return filters;
}

function resultItem(data: ResultData): HTMLLIElement {
  const li = document.createElement('li');
  li.className = 'result';
  const link = document.createElement('a');
  link.className = 'result-link';
  link.href = sitePath(data.url);
  link.textContent = data.meta.title ?? data.url;
  li.append(link);
  if (data.meta.type) {
    const type = document.createElement('span');
    type.className = 'type';
    type.textContent = data.meta.type;
    li.append(' ', type);
  }
  if (data.meta.answer) {
    // why this record answers the question ("Gandiv — Arjun's bow", answers.ts)
    const answer = document.createElement('p');
    answer.className = 'answer';
    answer.textContent = data.meta.answer;
    li.append(answer);
  }
  const excerpt = document.createElement('p');
  excerpt.className = 'excerpt';
  excerpt.innerHTML = data.excerpt; // Pagefind escapes the page text; only <mark> is markup
  li.append(excerpt);
  markDevanagari(li);
  return li;
}

async function showMore(gen: number, count = PAGE_SIZE): Promise<void> {
  more.hidden = true;
  // A named record shown first is skipped where Pagefind lists it: take further results until
  // `count` new ones are shown. Each batch's fragments are requested at once; each result appears
  // as soon as it and those above it are in.
  let wanted = count;
  while (wanted > 0 && shown < results.length) {
    const slice = results.slice(shown, shown + wanted);
    shown += slice.length;
    const pending = slice.map(dataOf);
    for (const data of pending) {
      const found = await data;
      if (gen !== generation) return;
      if (listed.has(found.url)) continue;
      listed.add(found.url);
      list.append(resultItem(found));
      wanted--;
    }
  }
  more.hidden = shown >= results.length;
  more.textContent = `Show ${Math.min(PAGE_SIZE, results.length - shown)} more (${list.children.length} of ${thousands(total)} shown)`;
}

function showFilterCounts(counts: FilterCounts): void {
  for (const box of filterGroups.querySelectorAll<HTMLInputElement>('input[type=checkbox]')) {
    const count = box.closest('label')!.querySelector('.count')!;
    count.textContent = String(counts[box.name]?.[box.value] ?? 0);
  }
}

async function loadFilters(): Promise<void> {
  if (filtersLoaded) return;
  filtersLoaded = true;
  const all = await allFilters();
  const keys = Object.keys(all).sort((a, b) => FILTER_ORDER.indexOf(a) - FILTER_ORDER.indexOf(b));
  filterGroups.replaceChildren(
    ...keys.map((key) => {
      const set = document.createElement('fieldset');
      const legend = document.createElement('legend');
      legend.textContent = key[0].toUpperCase() + key.slice(1);
      set.append(legend);
      const values = Object.keys(all[key]).sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
      for (const value of values) {
        const label = document.createElement('label');
        const box = document.createElement('input');
        box.type = 'checkbox';
        box.name = key;
        box.value = value;
        const count = document.createElement('span');
        count.className = 'count';
        label.append(box, ` ${value} `, count);
        set.append(label);
      }
      return set;
    }),
  );
  showFilterCounts(all);
  // The counts for the query need the filter files, now loaded: search again.
  if (input.value.trim()) void run();
}

/** The exact mode's answer, or an emptied box: the results cleared (only if no later query has shown its own meanwhile). */
async function runExactOrEmpty(gen: number, q: string, exact: boolean): Promise<void> {
  if (!q) status.textContent = '';
  if (!exact) return;
  const view = await import('./exact-view.ts');
  if (gen !== generation) return;
  if (!q) view.clearExact();
  else await view.showExact(q, field.value, status, () => gen !== generation);
}

/** The records a query names, shown first and at once; the hits they become. */
async function showHead(gen: number, records: readonly (NamedRecord | VerseRecord)[], query: string): Promise<Hit[]> {
  const head = records.map((record) => namedHit(record, query));
  results = head;
  shown = 0;
  total = head.length;
  if (head.length) await showMore(gen, head.length);
  return head;
}

/**
 * Pagefind's results with the name rule on top (rerank.ts): only its top results whose names matched
 * can be the named record; their fragments (a few hundred bytes each) load together, the others'
 * only when shown.
 */
async function rankedByName(found: PagefindResult[], query: string): Promise<Hit[]> {
  const top = found.slice(0, RERANK);
  const metas = new Map(
    await Promise.all(
      top.filter((r) => mayBeNamed(r.matchedMetaFields)).map(async (r) => [r, (await dataOf(r)).meta] as const),
    ),
  );
  return [...rerank(top, (r) => metas.get(r) ?? {}, query), ...found.slice(RERANK)];
}

/** A line of text typed (phrase.ts): Pagefind's first results, those with the longest run of its words first. */
async function inPhraseOrder(found: PagefindResult[], query: string): Promise<Hit[]> {
  if (!isPhraseQuery(query)) return found;
  const top = found.slice(0, PHRASE_TOP);
  const texts = new Map(await Promise.all(top.map(async (r) => [r, (await dataOf(r)).content ?? ''] as const)));
  return [...byPhrase(top, (r) => texts.get(r) ?? '', query), ...found.slice(PHRASE_TOP)];
}

/**
 * The list is marked busy while results are added to it (a search, or "show more"), unless a
 * newer search has taken it over: screen readers wait for it, and a reader's count (or a test's)
 * is taken once the status and the list agree.
 */
async function busyWhile(gen: number, work: Promise<void>): Promise<void> {
  list.setAttribute('aria-busy', 'true');
  try {
    await work;
  } finally {
    if (gen === generation) list.removeAttribute('aria-busy');
  }
}

function run(): Promise<void> {
  const gen = ++generation;
  return busyWhile(gen, searchAndShow(gen));
}

async function searchAndShow(gen: number): Promise<void> {
  const q = input.value.trim();
  syncUrl(q);
  const exact = mode() === 'exact';
  fulltextPanel.hidden = exact;
  exactPanel.hidden = !exact;
  fieldRow.hidden = !exact;
  list.replaceChildren();
  listed.clear();
  more.hidden = true;
  showDidYouMean(undefined);
  // room for the results from the first query on (site.css): they arrive without moving the page
  if (q) document.documentElement.classList.add('search-reserved');
  if (!q || exact) return runExactOrEmpty(gen, q, exact);
  status.textContent = 'Searching…';
  const filters = selectedFilters();
  // The query as the reader means it (query.ts): in Latin letters, and a verse number or a
  // question about a death read as such.
  const reading = readQuery(q);
  const text = reading.text;
  // "the Kauravas", "the dice game": the article is no part of a name
  const nameQuery = text.replace(/^the\s+(?=\S)/i, '');
  // Pagefind gets the Latin reading of a query typed in another script, the person a death
  // question names, or the query as typed.
  let fulltextQuery = reading.death ?? (text === q ? q : readerFold(text));
  // The named record goes first (rerank.ts). Without filters, the name shards (named.ts) tell which
  // records the query names in one small request, and those are shown while Pagefind still loads.
  const lookups = nameLookup && !Object.keys(filters).length;
  const verse = reading.ref ? verseRecord(verseCounts, reading.ref) : undefined;
  const lookup = !lookups
    ? undefined
    : reading.death
      ? deathRecords(nameLookup, reading.death)
      : verse
        ? Promise.resolve([])
        : namedRecords(nameLookup, nameQuery);
  // records whose name begins with the query's words, from the same shard (no request more)
  const leading = lookups && !reading.death && !verse ? leadingRecords(nameLookup, nameQuery) : undefined;
  // A verse's first words are looked for only when no record is named so (one request more for
  // them, none for a name), and before Pagefind's initialisation takes the page's thread.
  const openings =
    lookup && !reading.ref && !reading.death && indexFiles?.openings
      ? lookup.then((named) =>
          named?.length ? [] : openingRecords(indexFiles.openings!, openingKeys, text).catch(() => []),
        )
      : undefined;
  // What the query asks besides a name (answers.ts): a text, a numbered event, a relation; asked beside the name lookup.
  const answers =
    lookups && !verse
      ? answerRecords(nameLookup, text, !reading.death && !reading.ref).catch(() => undefined)
      : undefined;
  nameLookupInFlight = openings ?? lookup;
  // Pagefind's files and the query's index chunk after the records the query names: on a phone
  // connection they would share the line with that one small file and hold back the first result.
  if (!pagefindReady)
    void Promise.resolve(nameLookupInFlight)
      .catch(() => undefined)
      .then(() => {
        preloadPagefindFiles();
        preloadChunks(indexChunks, fulltextQuery);
      });
  let searching = verse
    ? Promise.resolve(null)
    : startPagefind().then(() => searchFullText(fulltextQuery, filters, text));
  const answered = await answers;
  const named = await lookup;
  const leadingHits = await leading?.catch(() => undefined);
  const verseHits = await openings;
  // a relation answers only a query that names no record as a whole
  const asked = [...(answered?.first ?? []), ...(named?.length ? [] : (answered?.unnamed ?? []))];
  // no record named so: the near spellings' lists are asked for now, used only if Pagefind finds none
  const near =
    named && !named.length && !leadingHits?.length && !verseHits?.length && !asked.length && !reading.death
      ? nearestNamed(nameLookup!, nameQuery)
      : undefined;
  near?.catch(() => undefined);
  if (gen !== generation) return;
  const headRecords: (NamedRecord | VerseRecord)[] = [];
  if (verse) {
    headRecords.push(verse);
    // a verse's sukta is the other page its number may mean
    if (reading.ref?.verse !== undefined)
      headRecords.push(verseRecord(verseCounts, { ...reading.ref, verse: undefined })!);
  }
  const answerUrls = new Set(asked.map((r) => r.url));
  const namedUrls = new Set([...answerUrls, ...(named ?? []).map((r) => r.url)]);
  headRecords.push(
    ...asked,
    ...(named ?? []).filter((r) => !answerUrls.has(r.url)),
    ...(leadingHits ?? []).filter((r) => !namedUrls.has(r.url)),
    ...(verseHits ?? []),
  );
  let head = await showHead(gen, headRecords, text);
  let search = await searching;
  if (gen !== generation) return;
  if (verse) {
    status.textContent = `${reading.ref!.verse === undefined ? 'Sukta' : 'Verse'} ${verse.meta.title.replace(/^\D+/, '')} of the Rig Veda`;
    return;
  }
  // Nothing named so: an episode named by one phrase of the query, else, if Pagefind shows none
  // of the query's words, a near spelling of a name.
  const nothingNamed = named && !named.length && !leadingHits?.length && !verseHits?.length && !asked.length;
  const episodes = nothingNamed && lookups && !reading.death ? await episodeRecords(nameLookup!, nameQuery) : [];
  if (gen !== generation) return;
  if (episodes.length) {
    head = await showHead(gen, episodes, text);
  } else if (nothingNamed && lookups && !reading.death) {
    const first = search?.results[0];
    if (!first || !showsQueryWord(await dataOf(first), text)) {
      const nearest = await near?.catch(() => undefined);
      if (gen !== generation) return;
      if (nearest) {
        showDidYouMean(nearest.name);
        head = await showHead(gen, nearest.records, nearest.name);
        fulltextQuery = nearest.name;
        searching = searchFullText(fulltextQuery, filters);
        search = await searching;
        if (gen !== generation) return;
      }
    }
  }
  if (!search) return;
  if (named || head.length) {
    results = [...head, ...(named?.length ? search.results : await inPhraseOrder(search.results, fulltextQuery))];
    if (gen !== generation) return;
  } else {
    const ranked = await rankedByName(search.results, fulltextQuery);
    if (gen !== generation) return;
    results = ranked;
  }
  if (filtersLoaded) showFilterCounts(search.filters);
  // Named records Pagefind also found are listed once; Pagefind may not find one at all (a spelling
  // only the skeleton meets): the count is exact once every result is listed.
  const statusFor = (n: number) =>
    n
      ? `${thousands(n)} result${n === 1 ? '' : 's'} for “${q}”`
      : `Nothing found for “${q}”. Try another spelling, or the exact mode.`;
  status.textContent = statusFor((total = Math.max(search.results.length, head.length)));
  await showMore(gen, Math.max(PAGE_SIZE - shown, 0));
  if (gen === generation && shown >= results.length) status.textContent = statusFor((total = list.children.length));
}

/**
 * Pagefind's initialisation (WebAssembly, page list) holds the page's one thread for a while: a
 * name lookup in flight goes first, so the named record is not kept waiting behind it.
 */
let nameLookupInFlight: Promise<unknown> | undefined;

/** Whether the head left out Pagefind's preload links: a linked full-text search (pagefind.ts). */
const loadParams = new URLSearchParams(location.search);
let pagefindFilesToAsk = Boolean(loadParams.get('q')) && loadParams.get('mode') !== 'exact';
/** Those links, added once the records the query names are in. */
function preloadPagefindFiles(): void {
  if (!pagefindFilesToAsk) return;
  pagefindFilesToAsk = false;
  if (indexFiles?.preload) document.head.insertAdjacentHTML('beforeend', indexFiles.preload);
}
let pagefindStarted: Promise<unknown> | undefined;
const startPagefind = () =>
  (pagefindStarted ??= (async () => {
    await nameLookupInFlight?.catch(() => undefined);
    preloadPagefindFiles();
    await loadPagefind();
    pagefindReady = true;
  })());

/**
 * How long the box stays quiet after the focus before the work a mode does ahead starts unasked:
 * Pagefind's start, or the exact mode's spellings, which hold the page's thread for 100 ms or more.
 * A query pasted or typed at once goes first, and a reader who takes longer than this to type
 * finds them ready.
 */
const QUIET_START_MS = 300;
let quietStart: ReturnType<typeof setTimeout> | undefined;

/**
 * Start loading what the current mode needs as soon as the reader may search: the files are asked
 * for by the page's preload links; here the work on the page's thread is scheduled.
 */
function preload(): void {
  clearTimeout(quietStart);
  if (mode() === 'fulltext') quietStart = setTimeout(() => void startPagefind().catch(() => undefined), QUIET_START_MS);
  else
    void import('./exact-view.ts')
      .then((view) => view.preloadExact(field.value, QUIET_START_MS))
      .catch(() => undefined);
}
input.addEventListener('focus', preload);
input.addEventListener('input', () => void run());
form.addEventListener('submit', (event) => {
  event.preventDefault();
  void run();
});
form.addEventListener('change', (event) => {
  if (event.target === input) return;
  preload();
  void run();
});
more.addEventListener('click', () => void busyWhile(generation, showMore(generation)));
filtersBox.addEventListener('toggle', () => {
  if (filtersBox.open) void loadFilters();
});
filterGroups.addEventListener('change', () => void run());

// A linked search runs at once; otherwise the box takes the focus (and starts loading the index).
const params = new URLSearchParams(location.search);
input.value = params.get('q') ?? '';
if (params.get('mode') === 'exact')
  (form.querySelector('input[name=mode][value=exact]') as HTMLInputElement).checked = true;
const fieldParam = params.get('field');
if (fieldParam && [...field.options].some((o) => o.value === fieldParam)) field.value = fieldParam;
if (input.value.trim()) {
  preload();
  void run();
} else {
  fieldRow.hidden = mode() !== 'exact';
  input.focus();
}
