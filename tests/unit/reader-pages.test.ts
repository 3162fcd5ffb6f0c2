/** What readers meet on the built pages: complete lists, neighbours, links, words instead of field names, redirects. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readerText } from '../../src/apis/mb/reader-text.ts';
import { linkMentions } from '../../src/apis/mb/mentions.ts';
import { loadEpic } from '../../src/apis/mb/graph.ts';
import { redirectsOf, siteRedirects } from '../../src/site/redirects.ts';
import { slugOf } from '../../src/core/slug.ts';
import { loadHymnVerses } from '../../src/apis/rv/data.ts';
import { dist, requireDist } from '../support/dist.ts';

const page = (path: string) => readFileSync(join(dist, path, 'index.html'), 'utf8');
const JARGON = /\b[a-z]+[A-Z][A-Za-z]*\b|\b[\w-]+\.(?:csv|json|tsv|md|txt)\b|`/;

test('readerText says file and field names in words, on every note and place description of the epic', () => {
  assert.equal(readerText('arjun.csv puts it at Panna.'), 'Indica’s 2016 route table puts it at Panna.');
  assert.equal(readerText('His fate is not clear, so aliveAtWarEnd is null.'), 'His fate is not clear, so “alive when the war ended” is unknown.');
  assert.equal(readerText('warDay 1: the armies are drawn up.'), 'War day 1: the armies are drawn up.');
  const g = loadEpic();
  const texts = [...g.persons, ...g.weapons, ...g.clans, ...g.events, ...g.journeys, ...g.places].flatMap((r) => r.notes ?? []);
  texts.push(...g.places.map((p) => p.placeInfo));
  assert.ok(texts.length > 300, `only ${texts.length} texts`);
  const left = texts.map(readerText).filter((t) => JARGON.test(t));
  assert.deepEqual(left, []);
});

test('redirects: other letter cases and aliases reach the record; shared aliases and page slugs are left alone', () => {
  const redirects = redirectsOf([
    { folder: '/p/', url: (n) => `/p/${slugOf(n)}/`, records: [
      { name: 'Arjun', aliases: ['Partha', 'Kiriti'] },
      { name: 'Karn', aliases: ['Partha', 'Radheya'] },
      { name: 'Kiriti', aliases: [] },
    ] },
  ]);
  const to = Object.fromEntries(redirects.map((r) => [r.from, r.to]));
  assert.equal(to['/p/Arjun/'], '/p/arjun/');
  assert.equal(to['/p/radheya/'], '/p/karn/');
  assert.equal(to['/p/partha/'], undefined, 'an alias of two records leads to neither');
  assert.equal(to['/p/kiriti/'], undefined, 'a page of its own is never redirected');
  assert.ok(!redirects.some((r) => r.from === r.to));
  const all = siteRedirects();
  assert.ok(all.some((r) => r.from === '/mahabharata/persons/partha/' && r.to === '/mahabharata/persons/arjun/'));
  assert.ok(all.some((r) => r.from === '/rigveda/beings/Indra/' && r.to === '/rigveda/beings/indra/'));
});

test('built redirect pages send the reader on without JavaScript', () => {
  requireDist();
  const html = page('/mahabharata/persons/Arjun');
  assert.match(html, /<meta http-equiv="refresh" content="0; url=\/mahabharata\/persons\/arjun\/">/);
  assert.match(html, /<link rel="canonical" href="[^"]*\/mahabharata\/persons\/arjun\/">/);
  assert.match(html, /<a href="\/mahabharata\/persons\/arjun\/">Arjun<\/a>/);
  assert.ok(page('/mahabharata/persons/arjun').includes('<h1>Arjun</h1>'), 'the record’s own page is intact');
});

test('every verse of a long list is on one of its pages (Indra, 3,156 verses)', () => {
  requireDist();
  const indra = loadHymnVerses().filter((v) => v.deities.some((d) => d.name === 'Indra'));
  assert.ok(indra.length > 3000);
  const found = new Set<string>();
  for (let n = 1; ; n++) {
    const path = n === 1 ? '/rigveda/beings/indra' : `/rigveda/beings/indra/verses/${n}`;
    if (!existsSync(join(dist, path, 'index.html'))) break;
    const html = page(path);
    assert.doesNotMatch(html, /The first \d+ of/);
    const table = html.slice(html.indexOf('<table'), html.indexOf('</table>'));
    for (const m of table.matchAll(/href="\/rigveda\/(\d+)\/(\d+)\/(\d+)\/"/g)) found.add(`${m[1]}.${m[2]}.${m[3]}`);
  }
  assert.equal(found.size, indra.length);
});

test('verse neighbours run across suktas and mandals', () => {
  requireDist();
  assert.match(page('/rigveda/1/1/9'), /href="\/rigveda\/1\/2\/1\/" rel="next"/);
  assert.match(page('/rigveda/1/2/1'), /href="\/rigveda\/1\/1\/9\/" rel="prev"/);
  const lastOfMandal1 = page('/rigveda/1/191/16');
  assert.match(lastOfMandal1, /href="\/rigveda\/2\/1\/1\/" rel="next"/);
  assert.match(page('/rigveda/1/1/1'), /rigveda\.sanatana\.in/, 'the verse page names the edition of its text');
});

test('panoply bows and conches link to their weapons; clans without members show no empty list; plurals', () => {
  requireDist();
  const arjun = page('/mahabharata/persons/arjun');
  assert.match(arjun, /<dt>Bow<\/dt><dd><a href="\/mahabharata\/weapons\/gandiv\/">Gandiv<\/a>/);
  assert.match(arjun, /<dt>Conch<\/dt><dd><a href="\/mahabharata\/weapons\/devadatta\/">Devadatta<\/a>/);
  const members = new Set(loadEpic().persons.map((p) => p.clan));
  const empty = loadEpic().clans.filter((c) => !members.has(c.clanName));
  assert.ok(empty.length > 0);
  for (const clan of empty) assert.doesNotMatch(page(`/mahabharata/clans/${slugOf(clan.clanName)}`), /Members?<\/h2>|member<\/h2>/);
  assert.doesNotMatch(page('/mahabharata/clans'), /\b1 members\b/);
  // A clan with exactly one member says "1 member" (which one depends on the data).
  const persons = loadEpic().persons;
  const single = loadEpic().clans.find((c) => persons.filter((p) => p.clan === c.clanName).length === 1);
  assert.ok(single, 'a clan with one member');
  assert.match(page(`/mahabharata/clans/${slugOf(single.clanName)}`), /1 member<\/h2>/);
});

test('names in the epic\'s prose link to their records: unambiguous names only, once, never the page itself', () => {
  const g = loadEpic();
  const links = (text: string, self?: string) => linkMentions(g, text, self).filter((s) => s.href).map((s) => `${s.text} ${s.href}`);
  assert.deepEqual(links('Arjun met Krishna at Dwarka; Arjun and Krishna left.', 'Arjun'), [
    'Krishna /mahabharata/persons/krishna/',
    'Dwarka /mahabharata/places/dwarka/',
  ]);
  assert.deepEqual(links('The Kuru line and the Gandiv bow.'), ['Gandiv /mahabharata/weapons/gandiv/'], 'Kuru is a person, a clan and a place');
  assert.deepEqual(links('Arjuna is not Arjun.'), ['Arjun /mahabharata/persons/arjun/'], 'whole words only');
  assert.equal(linkMentions(g, 'Arjun met Krishna.').map((s) => s.text).join(''), 'Arjun met Krishna.');
});
