/** Ways to browse: the A–Z grouping, the "On this page" contents and the hymn's edition links (no build). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { azGroups, letterOf } from '../../src/components/a-z.ts';
import { contentsOf } from '../../src/components/contents.ts';
import { editionsOf } from '../../src/apis/rv/editions.ts';
import { loadEpic } from '../../src/apis/mb/graph.ts';

test('A–Z: sorted without regard to case or accents, filed under the first Latin letter', () => {
  assert.equal(letterOf('Ādi'), 'A');
  assert.equal(letterOf('śiva'), 'S');
  assert.equal(letterOf('1st day'), '#');
  const groups = azGroups([
    { name: 'bheem', href: '' },
    { name: 'Arjun', href: '' },
    { name: 'Āstik', href: '' },
    { name: 'Abhimanyu', href: '' },
    { name: '18th day', href: '' },
  ]);
  assert.deepEqual(
    groups.map((g) => [g.letter, g.items.map((i) => i.name)]),
    [
      ['A', ['Abhimanyu', 'Arjun', 'Āstik']],
      ['B', ['bheem']],
      ['#', ['18th day']],
    ],
  );
});

test('A–Z of the persons: every person once, each letter in order', () => {
  const persons = loadEpic().persons.map((p) => ({ name: p.name, href: p.name }));
  const groups = azGroups(persons);
  const listed = groups.flatMap((g) => g.items.map((i) => i.name));
  assert.equal(listed.length, persons.length);
  assert.equal(new Set(listed).size, persons.length);
  const letters = groups.map((g) => g.letter);
  assert.deepEqual(letters, [...letters].sort());
  for (const g of groups) for (const item of g.items) assert.equal(letterOf(item.name), g.letter);
});

test('contents: every h2 is an entry; one without an id gets a unique one from its text', () => {
  const { html, entries } = contentsOf(
    '<h2 id="family">Family tree</h2><p>…</p><h2>Weapons &amp; arms</h2><h2 class="x">Family</h2><p id="family-2"></p><h2>Family</h2>',
  );
  assert.deepEqual(entries, [
    { id: 'family', label: 'Family tree' },
    { id: 'weapons-arms', label: 'Weapons &amp; arms' },
    { id: 'family-3', label: 'Family' },
    { id: 'family-4', label: 'Family' },
  ]);
  assert.match(html, /<h2 id="weapons-arms">Weapons &amp; arms<\/h2>/);
  assert.match(html, /<h2 id="family-3" class="x">Family<\/h2>/);
});

test('edition links follow each site’s address pattern for a hymn (content/rv/SOURCES.md)', () => {
  const hrefs = editionsOf(10, 129).map((e) => e.href);
  assert.deepEqual(hrefs, [
    'https://sacred-texts.com/hin/rigveda/rv10129.htm',
    'https://en.wikisource.org/wiki/The_Hymns_of_the_Rigveda/Book_10/Hymn_129',
    'https://vedaweb.uni-koeln.de/rigveda/view/id/10.129.1',
  ]);
  assert.equal(editionsOf(1, 3)[0].href, 'https://sacred-texts.com/hin/rigveda/rv01003.htm');
});
