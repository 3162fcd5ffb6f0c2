/**
 * Every one of the 10,552 verses, as the source has it (issue 35): the accented saṃhitā and
 * padapāṭha read out of riks-sayana-tradition.tar.gz and Griffith's English out of the Cologne TSV
 * with the committed corrections (tests/support/rv-source-text.ts, this test's own reading, not the
 * import's), compared with the API's verse and sukta files in dist/ and with the verse and sukta
 * pages (their `data-layer` elements). Without ../shared (a clone on its own) the source reading
 * is skipped, saying so, and dist/ is compared with the imported records in content/rv/text/.
 */
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'parse5';
import { dist, readDistJson, requireDist, root } from '../support/dist.ts';
import { noSources, shared } from '../support/paths.ts';
import { sourceEnglish, sourceVerses } from '../support/rv-source-text.ts';
import { textsOfMandal, type VerseText } from '../../src/apis/rv/text.ts';

/** A verse as the source gives it (or the import, without ../shared), with whether its English was corrected. */
type Expected = Pick<VerseText, 'mandal' | 'sukta' | 'verse' | 'samhita' | 'pada' | 'english'> & {
  key: string;
  corrected: boolean;
};

const VERSES = 10_552;
const SUKTAS = 1_028;
const TEXT = '/rv/v2/meta/text';

/** The imported records, mandal by mandal, in verse order (read and validated as the build reads them). */
const contentRecords = (): VerseText[] => Array.from({ length: 10 }, (_, i) => textsOfMandal(i + 1, root)).flat();

/** The verses to compare with: the source's reading where ../shared is present, else the imported records. */
let expected: Expected[] = [];

before(() => {
  const records = contentRecords();
  const source = noSources ? undefined : sourceVerses(shared);
  const english = noSources ? undefined : sourceEnglish(shared, join(root, 'content/rv/griffith-corrections.json'));
  expected = records.map((r) => {
    const key = `${r.mandal}.${r.sukta}.${r.verse}`;
    const s = source?.get(key);
    const e = english?.get(key);
    if (source && (!s || !e)) throw new Error(`verse ${key} is not in the sources`);
    return {
      key,
      mandal: r.mandal,
      sukta: r.sukta,
      verse: r.verse,
      samhita: s?.samhita ?? r.samhita,
      pada: s?.pada ?? r.pada,
      english: e ? e.english : r.english,
      corrected: e ? e.corrected : r.englishCorrected === true,
    };
  });
});

test(
  'the sources give every verse once: 10,552 in 1,028 suktas, as content/rv/text has them',
  { skip: noSources },
  () => {
    const source = sourceVerses(shared);
    assert.equal(source.size, VERSES);
    assert.deepEqual(
      [...source.keys()].sort(),
      expected.map((e) => e.key).sort(),
      'the per-verse files and the imported records name other verses',
    );
    assert.equal(new Set(expected.map((e) => `${e.mandal}.${e.sukta}`)).size, SUKTAS);
  },
);

test('the reading of the sources gives 1.1.1 as printed editions do, and leaves no code', { skip: noSources }, () => {
  const at = (key: string) => expected.find((e) => e.key === key)!;
  // Anudātta below, svarita above; the padapāṭha divides the compound puraḥ-hita with the avagraha.
  assert.equal(at('1.1.1').samhita, 'अ॒ग्निमी॑ळे पु॒रोहि॑तं य॒ज्ञस्य॑ दे॒वमृ॒त्विज॑म् ।\nहोता॑रं रत्न॒धात॑मम् ॥');
  assert.equal(at('1.1.1').pada, 'अ॒ग्निम् । ई॒ळे॒ । पु॒रःऽहि॑तम् । य॒ज्ञस्य॑ । दे॒वम् । ऋ॒त्विज॑म् ।\nहोता॑रम् । र॒त्न॒ऽधात॑मम् ॥');
  assert.equal(
    at('1.1.1').english,
    'I Laud Agni, the chosen Priest, God, minister of sacrifice,\nThe hotar, lavishest of wealth.',
  );
  for (const e of expected) assert.ok(!/[{}]/.test(e.samhita + e.pada), `${e.key}: an accent code is left`);
});

const same = (a: string | null) => (a === null ? null : a.replace(/\s+/g, ' ').trim());

test('every verse file in dist/ carries the saṃhitā, padapāṭha and English of the source', () => {
  requireDist();
  let checked = 0;
  for (const e of expected) {
    const file = readDistJson(`${TEXT}/${e.mandal}/${e.sukta}/${e.verse}.json`) as Record<string, unknown>;
    assert.equal(file.samhita, e.samhita, `${e.key}: samhita`);
    assert.equal(file.pada, e.pada, `${e.key}: pada`);
    assert.equal(file.english, e.english, `${e.key}: english`);
    assert.equal(file.englishCorrected === true, e.corrected, `${e.key}: englishCorrected`);
    checked++;
  }
  assert.equal(checked, VERSES);
});

test('every sukta file in dist/ lists its verses, each as the source has it', () => {
  requireDist();
  const suktas = new Map<string, Expected[]>();
  for (const e of expected) {
    const k = `${e.mandal}/${e.sukta}`;
    suktas.set(k, [...(suktas.get(k) ?? []), e]);
  }
  assert.equal(suktas.size, SUKTAS);
  for (const [k, verses] of suktas) {
    const file = readDistJson(`${TEXT}/${k}.json`) as { verses: Record<string, unknown>[] };
    assert.deepEqual(
      file.verses.map((v) => [v.verse, v.samhita, v.pada, v.english]),
      verses.map((e) => [e.verse, e.samhita, e.pada, e.english]),
      `${TEXT}/${k}.json`,
    );
  }
});

// ---- the pages: elements with data-layer, their text with line breaks read as one space ----

interface Node {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
}

const attr = (n: Node, name: string) => n.attrs?.find((a) => a.name === name)?.value;

function* walk(n: Node): Generator<Node> {
  yield n;
  for (const c of n.childNodes ?? []) yield* walk(c);
  if (n.content) yield* walk(n.content);
}

/** An element's text: text nodes as they are, `<br>` a line break. */
function textOf(n: Node): string {
  if (n.nodeName === '#text') return n.value ?? '';
  if (n.tagName === 'br') return '\n';
  return (n.childNodes ?? []).map(textOf).join('');
}

/** The layers inside an element: layer name → the elements carrying it. */
function layersIn(n: Node): Map<string, Node[]> {
  const out = new Map<string, Node[]>();
  for (const el of walk(n)) {
    const layer = attr(el, 'data-layer');
    if (layer !== undefined) out.set(layer, [...(out.get(layer) ?? []), el]);
  }
  return out;
}

/** The problems of one verse's layers as a page shows them (none: an empty list). */
function layerProblems(layers: Map<string, Node[]>, e: Expected, where: string): string[] {
  const problems: string[] = [];
  const one = (layer: string) => {
    const els = layers.get(layer) ?? [];
    if (els.length !== 1) problems.push(`${where}: ${els.length} elements with data-layer="${layer}", not one`);
    return els[0];
  };
  for (const layer of ['samhita', 'pada'] as const) {
    const el = one(layer);
    if (el && same(textOf(el)) !== same(e[layer]))
      problems.push(`${where}: ${layer} "${same(textOf(el))}" is not "${same(e[layer])}"`);
  }
  const english = one('english');
  if (english) {
    if (e.english === null) {
      if (attr(english, 'data-gap') === undefined) problems.push(`${where}: a verse without English shows no data-gap`);
    } else if (same(textOf(english)) !== same(e.english))
      problems.push(`${where}: english "${same(textOf(english))}" is not "${same(e.english)}"`);
  }
  return problems;
}

const pageOf = (path: string) => parse(readFileSync(join(dist, path, 'index.html'), 'utf8')) as unknown as Node;

test('every verse page shows the saṃhitā, padapāṭha and English of the source (data-layer elements)', () => {
  requireDist();
  const problems: string[] = [];
  for (const e of expected) {
    const path = `rigveda/${e.mandal}/${e.sukta}/${e.verse}`;
    assert.ok(existsSync(join(dist, path, 'index.html')), `/${path}/ is missing`);
    problems.push(...layerProblems(layersIn(pageOf(path)), e, `/${path}/`));
  }
  assert.deepEqual(problems.slice(0, 20), [], `${problems.length} problems`);
});

test('every sukta page shows each verse (li#vN) with the saṃhitā, padapāṭha and English of the source', () => {
  requireDist();
  const problems: string[] = [];
  let page: { path: string; items: Map<string, Node> } | undefined;
  for (const e of expected) {
    const path = `rigveda/${e.mandal}/${e.sukta}`;
    if (page?.path !== path) {
      const items = new Map<string, Node>();
      for (const el of walk(pageOf(path)))
        if (el.tagName === 'li' && /^v\d+$/.test(attr(el, 'id') ?? '')) items.set(attr(el, 'id')!, el);
      page = { path, items };
    }
    const item = page.items.get(`v${e.verse}`);
    if (!item) problems.push(`/${path}/: no li#v${e.verse}`);
    else problems.push(...layerProblems(layersIn(item), e, `/${path}/#v${e.verse}`));
  }
  assert.deepEqual(problems.slice(0, 20), [], `${problems.length} problems`);
});
