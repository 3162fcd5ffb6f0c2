/**
 * "On this page": the contents of a long page read from its own rendered HTML, so the list always
 * matches the sections a record happens to have. Every h2 becomes an entry; one without an id gets
 * one from its text.
 */
import { slugOf } from '../core/slug.ts';

export interface ContentsEntry {
  id: string;
  /** the heading's inner HTML without tags (already escaped, as rendered) */
  label: string;
}

const H2 = /<h2\b([^>]*)>([\s\S]*?)<\/h2>/g;
const ID = /\bid="([^"]+)"/;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&#39;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>' };

/** The page's h2 headings as contents entries, and its HTML with an id on every h2. */
export function contentsOf(html: string): { html: string; entries: ContentsEntry[] } {
  const entries: ContentsEntry[] = [];
  const taken = new Set([...html.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]));
  const withIds = html.replace(H2, (whole, attrs: string, inner: string) => {
    const label = inner.replace(/<[^>]+>/g, '').trim();
    const existing = ID.exec(attrs)?.[1];
    if (existing) {
      entries.push({ id: existing, label });
      return whole;
    }
    const base = slugOf(label.replace(/&#?\w+;/g, (e) => ENTITIES[e] ?? ' ')) || 'section';
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    entries.push({ id, label });
    return `<h2 id="${id}"${attrs}>${inner}</h2>`;
  });
  return { html: withIds, entries };
}
