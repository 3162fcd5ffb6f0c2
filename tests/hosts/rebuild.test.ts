/**
 * A server started before `npm run build` keeps answering whole, valid, current answers after the
 * build swaps dist/: files that grew are not cut, files that shrank do not hang the client, files
 * that are gone are a JSON 404 and not a crash. The real build script (API-only profile, to keep
 * it short) rebuilds a copy of the content with changes while requests keep arriving.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generationsOf } from '../../scripts/dist-swap.ts';
import { runBuild } from '../support/build.ts';
import { root } from '../support/dist.ts';
import { startCli, type RunningServer } from '../support/server.ts';

const work = mkdtempSync(join(tmpdir(), 'indica-rebuild-'));
const content = join(work, 'content');
const dist = join(work, 'dist');
let server: RunningServer;

/** The real build script (API-only profile); asynchronous, so requests keep going meanwhile. */
const build = () => runBuild({ INDICA_PROFILE: 'api', INDICA_DIST: dist, INDICA_CONTENT_DIR: content });

type Person = { name: string; shortDesc: string };
function editPersons(edit: (people: Person[]) => void): void {
  const file = join(content, 'mb/persons.json');
  const people = JSON.parse(readFileSync(file, 'utf8')) as Person[];
  edit(people);
  writeFileSync(file, `${JSON.stringify(people, null, 2)}\n`);
}

before(async () => {
  cpSync(join(root, 'content'), content, { recursive: true });
  await build();
});
after(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

test('the API-only profile ships no service worker, web manifest or offline packs', () => {
  // docs/offline.md: the api profile builds no pages, so nothing of the offline site.
  for (const file of ['sw.js', 'site.webmanifest', 'offline', 'icons'])
    assert.equal(existsSync(join(dist, file)), false, `${file} in the API-only build`);
  assert.ok(existsSync(join(dist, 'mb/v2/persons/Arjun.json')), 'the API-only build has its API files');
});

/** A GET whose body must be whole: as long as its Content-Length, and JSON. */
async function whole(url: string): Promise<{ status: number; body: unknown; text: string }> {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const length = res.headers.get('content-length');
  if (length !== null)
    assert.equal(bytes.length, Number(length), `${url}: Content-Length ${length}, ${bytes.length} bytes`);
  const text = bytes.toString('utf8');
  return { status: res.status, body: JSON.parse(text), text };
}

test('answers stay whole and current across a rebuild that grows, shrinks and removes files', async () => {
  server = await startCli(dist);
  const arjun = `${server.base}/mb/v2/persons/Arjun`;
  const bheeshma = `${server.base}/mb/v2/persons/Bheeshma`;
  // A noun whose own word file holds it alone: it disappears when the noun is removed.
  const nouns = JSON.parse(readFileSync(join(content, 'vs/nouns.json'), 'utf8')) as { word: string }[];
  const lone = nouns.find((n) => {
    const file = join(dist, `vs/v2/words/${n.word}.json`);
    return (
      existsSync(file) &&
      JSON.parse(readFileSync(file, 'utf8')).length === 1 &&
      !nouns.some((o) => o !== n && o.word.includes(n.word))
    );
  })!;
  assert.ok(lone, 'a noun with a word file of its own');
  const loneFile = `${server.base}/vs/v2/words/${encodeURIComponent(lone.word)}.json`;

  const before = { arjun: await whole(arjun), bheeshma: await whole(bheeshma), lone: await whole(loneFile) };
  assert.equal(before.lone.status, 200);

  editPersons((people) => {
    people.find((p) => p.name === 'Arjun')!.shortDesc = `${'The third Pandav, archer of the Gandiv bow. '.repeat(20)}`;
    people.find((p) => p.name === 'Bheeshma')!.shortDesc = 'Son of Ganga.';
  });
  writeFileSync(
    join(content, 'vs/nouns.json'),
    `${JSON.stringify(
      nouns.filter((n) => n !== lone),
      null,
      2,
    )}\n`,
  );

  // Requests keep arriving while the build runs and swaps dist/.
  let stop = false;
  const problems: string[] = [];
  const traffic = (async () => {
    while (!stop) {
      for (const url of [arjun, bheeshma, `${server.base}/vs/v2/categories/cattle`]) {
        try {
          const { status } = await whole(url);
          if (status !== 200) problems.push(`${url}: ${status}`);
        } catch (error) {
          problems.push(`${url}: ${(error as Error).message}`);
        }
      }
    }
  })();
  await build();
  stop = true;
  await traffic;
  assert.deepEqual(problems, []);

  const afterArjun = await whole(arjun);
  assert.match((afterArjun.body as Person).shortDesc, /Gandiv bow/);
  assert.ok(afterArjun.text.length > before.arjun.text.length, 'the grown file is served whole');
  assert.equal(afterArjun.text, readFileSync(join(dist, 'mb/v2/persons/Arjun.json'), 'utf8'));
  const afterBheeshma = await whole(bheeshma);
  assert.equal((afterBheeshma.body as Person).shortDesc, 'Son of Ganga.');
  assert.equal(afterBheeshma.text, readFileSync(join(dist, 'mb/v2/persons/Bheeshma.json'), 'utf8'));
  const gone = await whole(loneFile);
  assert.equal(gone.status, 404);
  assert.equal(typeof (gone.body as { error: string }).error, 'string');
  // Still alive and answering.
  assert.equal((await whole(`${server.base}/vs/v2/categories/cattle`)).status, 200);
  assert.equal(server.process.exitCode, null);
});

test('a build removes what a killed build left behind', async () => {
  const leftover = `${dist}.next-999999`;
  mkdirSync(join(leftover, 'mb'), { recursive: true });
  writeFileSync(join(leftover, 'mb/half-written.json'), '{"trunc');
  await build();
  // Leftovers and the replaced dist/ go in a detached process: give it a moment.
  const left = () => readdirSync(work).filter((n) => n.startsWith('dist.'));
  const deadline = Date.now() + 120_000;
  while (left().length && Date.now() < deadline) spawnSync('sleep', ['0.2']);
  assert.equal(existsSync(leftover), false, 'dist.next-999999 is removed');
  assert.deepEqual(left(), []);
  // dist/ is a plain folder (what cp -r and tar copy), and of the generations none is left once the
  // grace period is over: the replaced dist/ folders are deleted.
  assert.ok(lstatSync(dist).isDirectory() && !lstatSync(dist).isSymbolicLink(), 'dist/ is a folder, not a link');
  const generations = () => readdirSync(generationsOf(dist));
  // (a grace period of seconds, then 100,000 files to delete on a busy machine)
  const deleted = Date.now() + 300_000;
  while (generations().length > 0 && Date.now() < deleted) spawnSync('sleep', ['0.2']);
  assert.deepEqual(generations(), []);
});
