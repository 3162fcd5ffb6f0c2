/** What readers meet: words instead of field names, redirects, links in prose (the built pages: tests/dist/reader-pages.test.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readerText } from '../../src/apis/mb/reader-text.ts';
import { linkMentions } from '../../src/apis/mb/mentions.ts';
import { loadEpic } from '../../src/apis/mb/graph.ts';
import { redirectsOf, siteRedirects } from '../../src/site/redirects.ts';
import { slugOf } from '../../src/core/slug.ts';
const JARGON = /\b[a-z]+[A-Z][A-Za-z]*\b|\b[\w-]+\.(?:csv|json|tsv|md|txt)\b|`/;

test('readerText says file and field names in words, on every note and place description of the epic', () => {
  assert.equal(readerText('arjun.csv puts it at Panna.'), 'Indica’s 2016 route table puts it at Panna.');
  assert.equal(
    readerText('His fate is not clear, so aliveAtWarEnd is null.'),
    'His fate is not clear, so “alive when the war ended” is unknown.',
  );
  assert.equal(readerText('warDay 1: the armies are drawn up.'), 'War day 1: the armies are drawn up.');
  const g = loadEpic();
  const texts = [...g.persons, ...g.weapons, ...g.clans, ...g.events, ...g.journeys, ...g.places].flatMap(
    (r) => r.notes ?? [],
  );
  texts.push(...g.places.map((p) => p.placeInfo));
  assert.ok(texts.length > 300, `only ${texts.length} texts`);
  const left = texts.map(readerText).filter((t) => JARGON.test(t));
  assert.deepEqual(left, []);
});

test('redirects: other letter cases and aliases reach the record; shared aliases and page slugs are left alone', () => {
  const redirects = redirectsOf([
    {
      folder: '/p/',
      url: (n) => `/p/${slugOf(n)}/`,
      records: [
        { name: 'Arjun', aliases: ['Partha', 'Kiriti'] },
        { name: 'Karn', aliases: ['Partha', 'Radheya'] },
        { name: 'Kiriti', aliases: [] },
      ],
    },
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

test("names in the epic's prose link to their records: unambiguous names only, once, never the page itself", () => {
  const g = loadEpic();
  const links = (text: string, self?: string) =>
    linkMentions(g, text, self)
      .filter((s) => s.href)
      .map((s) => `${s.text} ${s.href}`);
  assert.deepEqual(links('Arjun met Krishna at Dwarka; Arjun and Krishna left.', 'Arjun'), [
    'Krishna /mahabharata/persons/krishna/',
    'Dwarka /mahabharata/places/dwarka/',
  ]);
  assert.deepEqual(
    links('The Kuru line and the Gandiv bow.'),
    ['Gandiv /mahabharata/weapons/gandiv/'],
    'Kuru is a person, a clan and a place',
  );
  assert.deepEqual(links('Arjuna is not Arjun.'), ['Arjun /mahabharata/persons/arjun/'], 'whole words only');
  assert.equal(
    linkMentions(g, 'Arjun met Krishna.')
      .map((s) => s.text)
      .join(''),
    'Arjun met Krishna.',
  );
});
