/**
 * The exact search mode's choices: one per substring endpoint of the served APIs plus the epic's
 * name resolution, with how a result is shown and linked (every name in it a link). Browser code:
 * imports only URL helpers.
 */
import { categoryUrl, nounUrl } from '../apis/vs/urls.ts';
import { deityUrl, meterUrl, poetUrl, suktaUrl } from '../apis/rv/urls.ts';
import { clanUrl, eventUrl, journeyUrl, personUrl, placeUrl, weaponUrl } from '../apis/mb/urls.ts';
import type { Row } from '../core/rows.ts';
import type { RecordKind } from './terms-kinds.ts';

export interface ExactOption {
  /** the value of the page's `field` parameter */
  id: string;
  api: 'vs' | 'rv' | 'mb';
  /** substring endpoint below the API base; absent for the epic's names */
  path?: string;
  label: string;
  /** the record kinds of the reviewed spelling table this choice answers */
  kinds: RecordKind[];
}

export const EXACT_OPTIONS: ExactOption[] = [
  {
    id: 'mb-names',
    api: 'mb',
    label: 'Mahabharata: name or alias (/mb/v2/{persons,weapons,places,…}/{name})',
    kinds: ['person', 'weapon', 'place', 'event', 'clan', 'journey'],
  },
  {
    id: 'vs-words',
    api: 'vs',
    path: '/words/{word}',
    label: 'Noun: transliterated word (/vs/v2/words)',
    kinds: ['noun'],
  },
  {
    id: 'vs-descriptions',
    api: 'vs',
    path: '/descriptions/{description}',
    label: 'Noun: meaning (/vs/v2/descriptions)',
    kinds: [],
  },
  { id: 'rv-poet', api: 'rv', path: '/poet/{sungby}', label: 'Rig Veda: poet (/rv/v2/meta/poet)', kinds: ['poet'] },
  {
    id: 'rv-god',
    api: 'rv',
    path: '/god/{sungfor}',
    label: 'Rig Veda: being sung for (/rv/v2/meta/god)',
    kinds: ['being'],
  },
  { id: 'rv-meter', api: 'rv', path: '/meter/{meter}', label: 'Rig Veda: meter (/rv/v2/meta/meter)', kinds: ['meter'] },
];

export const ALL_FIELDS = 'all';
/** The catalog of an API's rows and names the exact mode searches (src/core/write-api.ts writes it). */
export const catalogUrl = (api: string) => `/_index/${api}.json`;
export const API_BASES = { vs: '/vs/v2', rv: '/rv/v2/meta', mb: '/mb/v2' } as const;

/** The epic's entity kinds in the catalog, with their pages and API collections. */
export const EPIC_KINDS: Record<string, { label: string; url: (name: string) => string }> = {
  persons: { label: 'person', url: personUrl },
  weapons: { label: 'weapon', url: weaponUrl },
  places: { label: 'place', url: placeUrl },
  events: { label: 'event', url: eventUrl },
  clans: { label: 'clan', url: clanUrl },
  journeys: { label: 'journey', url: journeyUrl },
};

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
