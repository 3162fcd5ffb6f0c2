/**
 * The exact search mode's choices: one per substring endpoint of the served APIs, with how a
 * result row is shown and linked. Browser code: imports only URL helpers.
 */
import { nounUrl } from '../apis/vs/urls.ts';
import { suktaUrl } from '../apis/rv/urls.ts';
import type { Row } from '../core/rows.ts';

export interface ExactOption {
  api: 'vs' | 'rv';
  path: string;
  label: string;
}

export const EXACT_OPTIONS: ExactOption[] = [
  { api: 'vs', path: '/words/{word}', label: 'Noun: transliterated word (/vs/v2/words)' },
  { api: 'vs', path: '/descriptions/{description}', label: 'Noun: meaning (/vs/v2/descriptions)' },
  { api: 'rv', path: '/poet/{sungby}', label: 'Rig Veda: poet (/rv/v2/meta/poet)' },
  { api: 'rv', path: '/god/{sungfor}', label: 'Rig Veda: being sung for (/rv/v2/meta/god)' },
  { api: 'rv', path: '/meter/{meter}', label: 'Rig Veda: meter (/rv/v2/meta/meter)' },
];

export const API_BASES = { vs: '/vs/v2', rv: '/rv/v2/meta' } as const;

/** A result row as a link and a line of text. */
export function describeRow(api: ExactOption['api'], row: Row): { href: string; title: string; text: string; tag: string } {
  if (api === 'vs') return { href: nounUrl(String(row.word)), title: String(row.word), text: `${row.nagari} — ${row.description}`, tag: String(row.category) };
  return {
    href: suktaUrl(Number(row.mandal), Number(row.sukta)),
    title: `${row.mandal}.${row.sukta}`,
    text: `${row.sungby} → ${row.sungfor}`,
    tag: String(row.meter),
  };
}
