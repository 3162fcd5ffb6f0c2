/**
 * The exact search mode's choices: one per substring endpoint of the served APIs plus the epic's
 * name resolution, with how a result is shown and linked (every name in it a link). An API's base
 * and the kinds its names index come from the API's declaration: the build writes them into the
 * catalog the browser loads (`/_index/<api>.json`) and the page's labels. Browser code: imports
 * only URL helpers and the request mapping (no schemas).
 */
import { categoryUrl, nounUrl } from '../apis/vs/urls.ts';
import { deityUrl, meterUrl, poetUrl, suktaUrl } from '../apis/rv/urls.ts';
import { fillTemplate } from '../core/request-file.ts';
import type { Row } from '../core/rows.ts';
import { RECORD_KINDS, type RecordKind } from './terms-kinds.ts';

export interface ExactOption {
  /** the value of the page's `field` parameter */
  id: string;
  api: 'vs' | 'rv' | 'mb';
  /** substring endpoint below the API base; absent for the epic's names */
  path?: string;
  /** what the choice searches (the page's label adds its request: `labelOf`) */
  title: string;
  /** the record kinds of the reviewed spelling table this choice answers; for the epic's names, its kinds' nouns */
  kinds?: RecordKind[];
}

/** What the exact search needs of an API's declaration (its catalog carries it). */
export interface ApiFacts {
  base: string;
  /** the kinds whose names the API resolves, with their singular nouns */
  entities: Record<string, { label: string }>;
}

export const EXACT_OPTIONS: ExactOption[] = [
  {
    id: 'mb-names',
    api: 'mb',
    title: 'Mahabharata: name or alias',
  },
  {
    id: 'vs-words',
    api: 'vs',
    path: '/words/{word}',
    title: 'Noun: transliterated word',
    kinds: ['noun'],
  },
  {
    id: 'vs-descriptions',
    api: 'vs',
    path: '/descriptions/{description}',
    title: 'Noun: meaning',
    kinds: [],
  },
  { id: 'rv-poet', api: 'rv', path: '/poet/{sungby}', title: 'Rig Veda: poet', kinds: ['poet'] },
  {
    id: 'rv-god',
    api: 'rv',
    path: '/god/{sungfor}',
    title: 'Rig Veda: being sung for',
    kinds: ['being'],
  },
  { id: 'rv-meter', api: 'rv', path: '/meter/{meter}', title: 'Rig Veda: meter', kinds: ['meter'] },
];

export const ALL_FIELDS = 'all';

/** The epic's kinds, in the search's order of record kinds (persons, weapons, places, …; others last). */
export function epicKinds(api: ApiFacts): string[] {
  const rank = (kind: string) => {
    const i = RECORD_KINDS.indexOf(api.entities[kind].label as RecordKind);
    return i < 0 ? RECORD_KINDS.length : i;
  };
  return Object.keys(api.entities).sort((a, b) => rank(a) - rank(b));
}

/** The record kinds a choice answers (the epic's: the nouns of its kinds). */
export const kindsOf = (option: ExactOption, api: ApiFacts): string[] =>
  option.kinds ?? epicKinds(api).map((kind) => api.entities[kind].label);

/** A choice as the page lists it: what it searches and the documented request that answers it. */
export function labelOf(option: ExactOption, api: ApiFacts): string {
  const request = option.path
    ? `${api.base}${fillTemplate(option.path, () => '').replace(/\/+$/, '')}`
    : `${api.base}/{${epicKinds(api).slice(0, 3).join(',')},…}/{name}`;
  return `${option.title} (${request})`;
}

/** One piece of a result line: text, or a link. */
export type Part = string | { text: string; href: string };

/** A result row as its main link and a line of linked names. */
export function describeRow(api: 'vs' | 'rv', row: Row): { title: Part & object; parts: Part[] } {
  if (api === 'vs') {
    return {
      title: { text: String(row.word), href: nounUrl(String(row.word)) },
      parts: [
        `${row.nagari} — ${row.description} · `,
        { text: String(row.category), href: categoryUrl(String(row.category)) },
      ],
    };
  }
  const mandal = Number(row.mandal);
  const sukta = Number(row.sukta);
  return {
    title: { text: `${mandal}.${sukta}`, href: suktaUrl(mandal, sukta) },
    parts: [
      { text: String(row.sungby), href: poetUrl(String(row.sungby)) },
      ' → ',
      { text: String(row.sungfor), href: deityUrl(String(row.sungfor)) },
      ' · ',
      { text: String(row.meter), href: meterUrl(String(row.meter)) },
    ],
  };
}
