/**
 * The docs name what exists: every relative link (and its #section) resolves, every file, folder
 * and script a doc names in backticks exists, every `npm run` script is in package.json, and the one
 * code map (ARCHITECTURE.md) names every folder of src/ and every top-level folder. Docs drift as
 * code moves; this test is where the drift shows. (The figures of the downloads are checked against
 * the build by tests/dist/docs-figures.test.ts.)
 */
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, globSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { apiModules } from '../../src/apis/registry.ts';
import { root } from '../support/paths.ts';

/** The documents a reader is sent to (the changelog is history: it names what was, on purpose). */
const DOCS = [
  'README.md',
  'ARCHITECTURE.md',
  'CONTRIBUTING.md',
  'LICENSE-DATA.md',
  'client/README.md',
  'tests/fixtures/README.md',
  ...globSync('docs/**/*.md', { cwd: root }),
  ...globSync('content/**/*.md', { cwd: root }),
].sort();

const read = (doc: string) => readFileSync(join(root, doc), 'utf8');
/** The text outside fenced code blocks (a shell block's paths are the user's, not ours). */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of prose(readFileSync(file, 'utf8')).matchAll(/^#{1,6} (.+)$/gm)) {
    const base = slug(heading);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}

test('every relative link of the docs resolves, and so does its #section', () => {
  const broken: string[] = [];
  for (const doc of DOCS) {
    for (const [, target] of prose(read(doc)).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue;
      const [path, anchor] = target.split('#');
      const file = path ? resolve(root, dirname(doc), decodeURI(path)) : join(root, doc);
      if (!existsSync(file)) broken.push(`${doc}: ${target} (no such file)`);
      else if (anchor && file.endsWith('.md') && !anchorsOf(file).has(anchor))
        broken.push(`${doc}: ${target} (no such section)`);
    }
  }
  assert.deepEqual(broken, []);
});

/** A backticked name that is a path of this repository: a top-level folder or file of ours first. */
/** What git ignores at the top (builds, test output): not the project's folders, absent in a clone. */
const topNames = readdirSync(root).filter((name) => !name.startsWith('.'));
const ignoredAtTop = new Set(
  spawnSync('git', ['check-ignore', '--', ...topNames], { cwd: root, encoding: 'utf8' }).stdout.split('\n'),
);
const TOP = new Set(topNames.filter((name) => !['node_modules', 'dist'].includes(name) && !ignoredAtTop.has(name)));
TOP.add('.github');
TOP.add('.ci');

function pathsNamed(text: string): string[] {
  const found: string[] = [];
  for (const [, code] of prose(text).matchAll(/`([^`\n]+)`/g)) {
    const token = code.trim().replace(/[,.:;]$/, '');
    if (/\s|<|>|\$|=|^\.\.\//.test(token)) continue;
    const first = token.split('/')[0];
    if (!token.includes('/') || !TOP.has(first) || first === 'dist' || first === token) continue;
    found.push(token.replace(/#.*$/, '').replace(/:\d+$/, ''));
  }
  return found;
}

/** Whether a named path exists: a glob or brace pattern must match something. */
function exists(path: string): boolean {
  if (/[*{]/.test(path)) return globSync(path, { cwd: root }).length > 0;
  return existsSync(join(root, path));
}

test('every file and folder the docs name in backticks exists', () => {
  const missing: string[] = [];
  for (const doc of DOCS) for (const path of pathsNamed(read(doc))) if (!exists(path)) missing.push(`${doc}: ${path}`);
  assert.deepEqual(missing, []);
});

test('every `npm run` script the docs name is in package.json', () => {
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
  const unknown: string[] = [];
  for (const doc of DOCS)
    for (const [, name] of read(doc).matchAll(/npm run ([\w:-]+)/g))
      if (!(name in scripts)) unknown.push(`${doc}: ${name}`);
  assert.deepEqual(unknown, []);
});

test("the count of endpoints docs/api.md gives is the endpoint tables' count", () => {
  const count = apiModules.reduce((n, m) => n + m.api.endpoints.length, 0);
  const said = [...read('docs/api.md').matchAll(/all (\d+) endpoints/gi)].map((m) => Number(m[1]));
  assert.ok(said.length >= 1);
  assert.deepEqual(
    said,
    said.map(() => count),
  );
});

test('one code map: ARCHITECTURE.md names every folder of src/ and every top-level folder; no other doc draws one', () => {
  const map = read('ARCHITECTURE.md');
  const folders = [
    ...readdirSync(join(root, 'src'))
      .filter((name) => statSync(join(root, 'src', name)).isDirectory())
      .map((name) => `src/${name}/`),
    ...[...TOP].filter((name) => statSync(join(root, name)).isDirectory()).map((name) => `${name}/`),
  ];
  const unmapped = folders.filter((folder) => !map.includes(folder) && !map.includes(folder.replace(/\/$/, '')));
  assert.deepEqual(unmapped, [], 'folders the code map does not name');
  // docs/internals.md, which once drew a second tree, is folded into the map; no doc draws another.
  assert.ok(!existsSync(join(root, 'docs/internals.md')), 'docs/internals.md is folded into ARCHITECTURE.md');
  const secondMaps = DOCS.filter((doc) => doc !== 'ARCHITECTURE.md' && /^src\/core\/\s{2,}/m.test(read(doc)));
  assert.deepEqual(secondMaps, [], 'docs drawing a second map of src/');
  assert.ok(relative(root, join(root, 'ARCHITECTURE.md')) === 'ARCHITECTURE.md');
});

/** `a/{b,c}/d` → `a/b/d`, `a/c/d` (the map writes a few sibling paths so). */
function expandBraces(path: string): string[] {
  const m = /\{([^{}]*)\}/.exec(path);
  if (!m) return [path];
  return m[1]!.split(',').flatMap((part) => expandBraces(path.replace(m[0], part)));
}

/**
 * Every path the code map names, its drawings included: each token that starts with a folder of
 * the top (`src/core/paginate.ts`, `content/{vs,rv,mb}/*.json`, `src/apis/<api>/schema.ts`, a
 * placeholder in angle brackets standing for any name), and each file listed by name under a
 * folder of the rooms' drawing (`  endpoint.ts` under `src/core/`).
 */
function mapPaths(text: string): string[] {
  const tops = [...TOP].map((t) => t.replace('.', '\\.')).join('|');
  const token = new RegExp(`(?<![\\w./<>-])((?:${tops})/[\\w.{},*<>/-]*)`, 'g');
  const found: string[] = [];
  for (const [, path] of text.matchAll(token)) found.push(path!.replace(/[.,:;]+$/, '').replace(/<[^>]+>/g, '*'));
  let folder = '';
  for (const line of text.split('\n')) {
    const top = /^([\w.{},/-]+\/)\s/.exec(line);
    if (top) folder = top[1]!;
    else if (!/^\S/.test(line)) {
      const files = /^ {2}([\w.-]+(?:, [\w.-]+)*) {2,}/.exec(line);
      if (files && folder) for (const file of files[1]!.split(', ')) found.push(`${folder}${file}`);
    } else folder = '';
  }
  return [...new Set(found)].flatMap(expandBraces);
}

test('every path the code map names exists, in its prose and its drawings', () => {
  const named = mapPaths(read('ARCHITECTURE.md'));
  assert.ok(named.includes('src/core/endpoint.ts') && named.includes('src/components/mb/'), named.join('\n'));
  assert.ok(named.length > 80, `${named.length} paths`);
  assert.deepEqual(
    named.filter((path) => !exists(path)),
    [],
  );
  // The check itself: a drawing naming a file that is not there fails.
  const planted = mapPaths(
    '```\nsrc/core/   shared\n  gone.ts, paginate.ts   a file\n```\nsee `src/{core,attic}/x.ts`\n',
  );
  assert.deepEqual(
    planted.filter((path) => !exists(path)),
    ['src/core/x.ts', 'src/attic/x.ts', 'src/core/gone.ts'],
  );
});
