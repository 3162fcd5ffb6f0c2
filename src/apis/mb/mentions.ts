/**
 * Names of persons, weapons, places and clans inside the epic's prose (descriptions, notes,
 * panoplies) become links to their pages. Only unambiguous names are linked: a name that is a
 * record of two kinds (Kuru: a person, a clan and a place) or shorter than four letters stays
 * text. Matching is case-sensitive on whole words; each name is linked once per text, never the
 * page's own record.
 */
import type { EpicGraph } from './graph.ts';
import { clanUrl, personUrl, placeUrl, weaponUrl } from './urls.ts';

export interface Segment {
  text: string;
  href?: string;
}

interface Mentions {
  pattern: RegExp;
  href: Map<string, string>;
}
let cached: { graph: EpicGraph; mentions: Mentions } | undefined;

function mentionsOf(g: EpicGraph): Mentions {
  if (cached?.graph === g) return cached.mentions;
  const kinds: [string[], (n: string) => string][] = [
    [g.sortedNames.persons, personUrl],
    [g.sortedNames.weapons, weaponUrl],
    [g.sortedNames.places, placeUrl],
    [g.sortedNames.clans, clanUrl],
  ];
  const seen = new Map<string, number>();
  for (const [names] of kinds) for (const n of names) seen.set(n, (seen.get(n) ?? 0) + 1);
  const href = new Map<string, string>();
  for (const [names, url] of kinds) {
    for (const n of names) if (seen.get(n) === 1 && n.length >= 4 && !/[()]/.test(n)) href.set(n, url(n));
  }
  const escaped = [...href.keys()]
    .sort((a, b) => b.length - a.length)
    .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  const mentions = { pattern, href };
  cached = { graph: g, mentions };
  return mentions;
}

export function linkMentions(g: EpicGraph, text: string, self?: string): Segment[] {
  const { pattern, href } = mentionsOf(g);
  const segments: Segment[] = [];
  const linked = new Set<string>(self ? [self] : []);
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    const name = match[0];
    if (linked.has(name)) continue;
    linked.add(name);
    if (match.index > at) segments.push({ text: text.slice(at, match.index) });
    segments.push({ text: name, href: href.get(name) });
    at = match.index + name.length;
  }
  if (at < text.length) segments.push({ text: text.slice(at) });
  return segments;
}
