/**
 * No swap window: while dist/ is replaced thousands of times (scripts/dist-swap.ts, as the build
 * publishes), a running server answers every request with one whole generation's file — never a
 * 404, never a cut or mixed body. Small files (kept in memory) and a large one (streamed) both.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { linkSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { generationsOf, publish } from '../../scripts/dist-swap.ts';
import { STREAM_MIN } from '../../src/server/dist-files.ts';
import { startCli, type RunningServer } from '../support/server.ts';

const SWAPS = 1500;
const work = mkdtempSync(join(tmpdir(), 'indica-swap-'));
const dist = join(work, 'dist');
let server: RunningServer | undefined;
after(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Two large files, each one byte repeated: a body mixing them, or cut, is seen at once. */
const large = ['a', 'b'].map((letter) => {
  const file = join(work, `large-${letter}.bin`);
  writeFileSync(file, Buffer.alloc(STREAM_MIN + 4096, letter));
  return { file, letter };
});
const answerOf = (n: number) => `${JSON.stringify({ generation: n, padding: 'x'.repeat(600) })}\n`;

/** Small files per generation: each is read from disk once per generation, then kept. */
const SMALL = 20;

/**
 * The swapper, in a worker thread so the swaps run back to back while the clients' requests land
 * anywhere in them: generation n holds its own small JSON files and page and one of the two large
 * files (hard-linked), and is published as the build publishes; replaced ones are deleted a
 * hundred swaps later (the build waits seconds).
 */
const SWAPPER = `
const { workerData: w, parentPort } = require('node:worker_threads');
const { mkdirSync, writeFileSync, linkSync, rmSync } = require('node:fs');
const { join } = require('node:path');
import(w.module).then(({ publish, generationsOf }) => {
  const replaced = [];
  for (let n = 1; n <= w.swaps; n++) {
    const folder = join(generationsOf(w.dist), 'test-' + n);
    mkdirSync(folder, { recursive: true });
    const answer = JSON.stringify({ generation: n, padding: 'x'.repeat(600) }) + '\\n';
    for (let i = 0; i < w.small; i++) writeFileSync(join(folder, 'answer-' + i + '.json'), answer);
    writeFileSync(join(folder, 'index.html'), '<!doctype html><title>' + n + '</title>');
    linkSync(w.large[n % 2], join(folder, 'large.bin'));
    publish(w.dist, folder, { replaced: (dirs) => replaced.push(...dirs) });
    if (replaced.length > 100) rmSync(replaced[replaced.length - 101], { recursive: true, force: true });
  }
  parentPort.postMessage(replaced.length);
});`;

const agent = new Agent({ keepAlive: true, maxSockets: 16 });
function get(url: string): Promise<{ status: number; body: Buffer; length: number }> {
  return new Promise((done, fail) => {
    request(url, { agent, headers: { 'accept-encoding': 'identity' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        done({ status: res.statusCode!, body: Buffer.concat(chunks), length: Number(res.headers['content-length']) }),
      );
      res.on('error', fail);
    })
      .on('error', fail)
      .end();
  });
}

/** What is wrong with an answer, or undefined when it is one generation's whole file. */
function wrong(path: string, answer: { status: number; body: Buffer; length: number }): string | undefined {
  if (answer.status !== 200) return `${path}: ${answer.status}`;
  if (answer.body.length !== answer.length) return `${path}: ${answer.body.length} of ${answer.length} bytes`;
  const text = answer.body.toString('latin1');
  if (path.startsWith('/answer-')) {
    const n = (JSON.parse(text) as { generation: number }).generation;
    return text === answerOf(n) ? undefined : `${path}: not generation ${n}'s file`;
  }
  if (path === '/') return /^<!doctype html><title>\d+<\/title>$/.test(text) ? undefined : `${path}: ${text}`;
  const whole = large.some(
    ({ letter }) => answer.length === STREAM_MIN + 4096 && text === letter.repeat(answer.length),
  );
  return whole ? undefined : `${path}: a cut or mixed large file`;
}

test(`${SWAPS} swaps of dist/ under load: every answer whole and from one generation`, async () => {
  const first = join(generationsOf(dist), 'test-0');
  mkdirSync(first, { recursive: true });
  for (let i = 0; i < SMALL; i++) writeFileSync(join(first, `answer-${i}.json`), answerOf(0));
  writeFileSync(join(first, 'index.html'), '<!doctype html><title>0</title>');
  linkSync(large[0].file, join(first, 'large.bin'));
  publish(dist, first, { replaced: () => {} });
  server = await startCli(dist);
  const base = server.base;
  let swapping = true;
  const problems: string[] = [];
  let answers = 0;
  // A small file picked at random: most requests are the first for their file in a generation.
  const small = () => `/answer-${Math.floor(Math.random() * SMALL)}.json`;
  const client = async (paths: (string | (() => string))[]) => {
    while (swapping) {
      for (const pick of paths) {
        const path = typeof pick === 'string' ? pick : pick();
        try {
          const problem = wrong(path, await get(base + path));
          if (problem) problems.push(problem);
          answers++;
        } catch (error) {
          problems.push(`${path}: ${(error as Error).message}`);
        }
      }
    }
  };
  const clients = [
    ...Array.from({ length: 6 }, () => client([small, small, '/'])),
    client(['/large.bin']),
    client(['/large.bin', small]),
  ];
  const swapper = new Worker(SWAPPER, {
    eval: true,
    workerData: {
      module: new URL('../../scripts/dist-swap.ts', import.meta.url).href,
      dist,
      swaps: SWAPS,
      small: SMALL,
      large: large.map(({ file }) => file),
    },
  });
  const replacedCount = await new Promise<number>((done, fail) => swapper.once('message', done).once('error', fail));
  swapping = false;
  await Promise.all(clients);
  agent.destroy();
  assert.equal(replacedCount, SWAPS, 'each swap replaced the previous generation');
  assert.ok(answers > SWAPS, `${answers} answers during ${SWAPS} swaps`);
  assert.deepEqual(problems.slice(0, 10), [], `${problems.length} wrong answers of ${answers}`);
  assert.equal(server.process.exitCode, null);
});
