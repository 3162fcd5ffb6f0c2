/** What readers meet on the built pages: complete lists, neighbours, links, redirects. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEpic } from '../../src/apis/mb/graph.ts';
import { slugOf } from '../../src/core/slug.ts';
import { loadHymnVerses } from '../../src/apis/rv/data.ts';
import { dist, requireDist } from '../support/dist.ts';

const page = (path: string) => readFileSync(join(dist, path, 'index.html'), 'utf8');

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
  for (const clan of empty)
    assert.doesNotMatch(page(`/mahabharata/clans/${slugOf(clan.clanName)}`), /Members?<\/h2>|member<\/h2>/);
  assert.doesNotMatch(page('/mahabharata/clans'), /\b1 members\b/);
  // A clan with exactly one member says "1 member" (which one depends on the data).
  const persons = loadEpic().persons;
  const single = loadEpic().clans.find((c) => persons.filter((p) => p.clan === c.clanName).length === 1);
  assert.ok(single, 'a clan with one member');
  assert.match(page(`/mahabharata/clans/${slugOf(single.clanName)}`), /1 member<\/h2>/);
});
