/**
 * What a reader meets on the built pages (issue 27): whole hymns, the A–Z, the contents list, the
 * prose from MDX, and a JSON link on every page type that answers with the page's own record.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dist, readDistJson, requireDist } from '../support/dist.ts';
import { loadEpic } from '../../src/apis/mb/graph.ts';
import { loadHymnVerses } from '../../src/apis/rv/data.ts';

const page = (path: string) => readFileSync(join(dist, path, 'index.html'), 'utf8');
const jsonLinks = (html: string) => [...html.matchAll(/<a class="json-link" href="([^"]+)"/g)].map((m) => m[1]);
const h1 = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)![1].replaceAll('&#39;', "'").replaceAll('&amp;', '&');

/** The answer of a page's first JSON link, read from the built file it names. */
function firstAnswer(path: string): unknown {
  const [href] = jsonLinks(page(path));
  assert.ok(href, `${path} links no JSON`);
  const file = decodeURIComponent(href);
  assert.ok(existsSync(join(dist, file)), `${path}: ${file} is not built`);
  return readDistJson(file);
}

test('every page type with a JSON link answers with that page’s record', () => {
  requireDist();
  // nouns: the word's records only
  const anu = firstAnswer('/nouns/word/anu') as { word: string }[];
  assert.ok(anu.length >= 2 && anu.every((n) => n.word.toLowerCase() === 'anu'), JSON.stringify(anu));
  const category = firstAnswer('/nouns/category/animal') as { category: string }[];
  assert.ok(category.length > 0 && category.every((n) => n.category === 'animal'));
  // Rig Veda: a mandal, a hymn, a verse (its hymn's rows), a poet, a being, a meter, a category
  const book = firstAnswer('/rigveda/10') as { mandal: number }[];
  assert.ok(book.every((r) => r.mandal === 10));
  for (const path of ['/rigveda/10/129', '/rigveda/10/129/3']) {
    const rows = firstAnswer(path) as { mandal: number; sukta: number }[];
    assert.ok(rows.length > 0 && rows.every((r) => r.mandal === 10 && r.sukta === 129), path);
  }
  const named: [string, 'sungby' | 'sungfor' | 'meter'][] = [
    ['/rigveda/poets/indra', 'sungby'],
    ['/rigveda/beings/agni', 'sungfor'],
    ['/rigveda/beings/indra', 'sungfor'],
    ['/rigveda/meters/ashti', 'meter'],
  ];
  for (const [path, field] of named) {
    const rows = firstAnswer(path) as Record<string, string>[];
    const name = h1(page(path));
    assert.ok(rows.length > 0, path);
    assert.deepEqual([...new Set(rows.map((r) => r[field]))], [name], `${path}: rows of ${name} only`);
  }
  const poetCategory = firstAnswer('/rigveda/poet-categories/human-female') as { sungbycategory: string }[];
  assert.ok(poetCategory.every((r) => r.sungbycategory === 'human female'));
  // the epic: each record page's first link is its own record, each index its kind's names
  const records: [string, string, (body: Record<string, unknown>) => unknown][] = [
    ['/mahabharata/persons/arjun', 'Arjun', (b) => b.name],
    ['/mahabharata/weapons/brahmastra', h1(page('/mahabharata/weapons/brahmastra')), (b) => b.weaponName],
    ['/mahabharata/clans/kuru', 'Kuru', (b) => b.clanName],
    ['/mahabharata/events/dice-game', h1(page('/mahabharata/events/dice-game')), (b) => b.eventName],
    [
      '/mahabharata/journeys/ashwamedh-horse',
      h1(page('/mahabharata/journeys/ashwamedh-horse')).replace(/^Journey: /, ''),
      (b) => b.journeyName,
    ],
    ['/mahabharata/places/kurukshetra', h1(page('/mahabharata/places/kurukshetra')), (b) => b.placeNameEpic],
  ];
  for (const [path, name, nameOf] of records) {
    assert.equal(nameOf(firstAnswer(path) as Record<string, unknown>), name, path);
  }
  const persons = firstAnswer('/mahabharata/persons') as string[];
  assert.equal(persons.length, loadEpic().persons.length);
});

test('a sukta page holds its whole hymn: every verse in Devanagari and IAST, linked, with its poet, being and meter', () => {
  requireDist();
  const verses = loadHymnVerses().filter((v) => v.mandal === 10 && v.sukta === 129);
  const html = page('/rigveda/10/129');
  const items = [...html.matchAll(/<li id="v(\d+)">([\s\S]*?)<\/li>/g)];
  assert.deepEqual(
    items.map((m) => Number(m[1])),
    verses.map((v) => v.verse),
  );
  for (const [i, [, , item]] of items.entries()) {
    const v = verses[i];
    assert.ok(item.includes(`href="/rigveda/10/129/${v.verse}/"`), `verse ${v.verse} links its page`);
    assert.ok(item.includes(v.text!.split('\n')[0]), `verse ${v.verse}: its Devanagari`);
    assert.match(item, /<p class="iast" lang="sa-Latn" data-layer="iast">[a-zāīūṛṝḷṅñṭḍṇśṣṃḥ]/);
    for (const name of [...v.poets.map((p) => p.name), ...v.deities.map((d) => d.name), v.meter])
      assert.ok(item.includes(`>${name}</a>`), `verse ${v.verse} names ${name}`);
  }
  assert.ok(html.includes('href="https://sacred-texts.com/hin/rigveda/rv10129.htm"'));
  assert.ok(html.includes('href="https://en.wikisource.org/wiki/The_Hymns_of_the_Rigveda/Book_10/Hymn_129"'));
});

test('the persons A–Z lists every person once, sorted, with a jump to each letter', () => {
  requireDist();
  const html = page('/mahabharata/persons');
  const names = [
    ...html.slice(html.indexOf('class="a-z"')).matchAll(/<li><a href="\/mahabharata\/persons\/[^"]+\/">([^<]+)<\/a>/g),
  ].map((m) => m[1].replaceAll('&#39;', "'"));
  const persons = loadEpic().persons.map((p) => p.name);
  assert.equal(names.length, persons.length);
  assert.deepEqual(new Set(names), new Set(persons));
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  assert.deepEqual(names, [...names].sort(collator.compare));
  for (const m of html.matchAll(/<a href="#(letter-[a-z]+)">/g)) assert.ok(html.includes(`id="${m[1]}"`), m[1]);
  for (const kind of ['weapons', 'events', 'places'])
    assert.match(page(`/mahabharata/${kind}`), /<nav class="letters"/);
});

test('long record pages open with their contents; each entry reaches a section of the page', () => {
  requireDist();
  for (const path of ['/mahabharata/persons/arjun', '/rigveda/beings/indra']) {
    const html = page(path);
    const nav = /<nav class="on-this-page"[\s\S]*?<\/nav>/.exec(html)?.[0];
    assert.ok(nav, `${path} has no contents`);
    const targets = [...nav.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    assert.ok(targets.length >= 2);
    for (const id of targets) assert.match(html, new RegExp(`<h2 id="${id}"`), `${path}#${id}`);
  }
  assert.doesNotMatch(page('/mahabharata/clans/kuru'), /class="on-this-page"/, 'a short page has none');
});

test('the prose pages come from MDX; IAST aliases carry lang="sa"', () => {
  requireDist();
  const about = page('/about');
  for (const id of ['sources', 'nouns', 'rigveda', 'mahabharata', 'cite'])
    assert.match(about, new RegExp(`id="${id}"`));
  assert.match(page('/'), /<form class="site-search prominent"/);
  assert.match(page('/mahabharata/persons/shantanu'), /<span lang="sa">Śaṃtanu<\/span>/);
});
