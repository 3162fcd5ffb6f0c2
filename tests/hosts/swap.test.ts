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
import { setTimeout as sleep } from 'node:timers/promises';
import { generationsOf, publish } from '../../scripts/dist-swap.ts';
import { STREAM_MIN } from '../../src/server/dist-files.ts';
import { startCli, type RunningServer } from '../support/server.ts';

const SWAPS = 2000;
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

/** Generation n: its own small JSON file and page, and one of the two large files (hard-linked). */
function makeGeneration(n: number): string {
  const folder = join(generationsOf(dist), `test-${n}`);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'answer.json'), answerOf(n));
  writeFileSync(join(folder, 'index.html'), `<!doctype html><title>${n}</title>`);
  linkSync(large[n % 2].file, join(folder, 'large.bin'));
  return folder;
}

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
  if (path === '/answer.json') {
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
  publish(dist, makeGeneration(0), { replaced: () => {} });
  server = await startCli(dist);
  const base = server.base;
  let swapping = true;
  const problems: string[] = [];
  let answers = 0;
  const client = async (paths: string[]) => {
    while (swapping) {
      for (const path of paths) {
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
    ...Array.from({ length: 6 }, () => client(['/answer.json', '/'])),
    client(['/large.bin']),
    client(['/large.bin', '/answer.json']),
  ];
  let replacedCount = 0;
  for (let n = 1; n <= SWAPS; n++) {
    publish(dist, makeGeneration(n), {
      // Deleted a little later, as the build does (a request may have resolved its files there).
      replaced: (dirs) => {
        replacedCount += dirs.length;
        setTimeout(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })), 500);
      },
    });
    await sleep(1);
  }
  swapping = false;
  await Promise.all(clients);
  agent.destroy();
  assert.equal(replacedCount, SWAPS, 'each swap replaced the previous generation');
  assert.ok(answers > SWAPS, `${answers} answers during ${SWAPS} swaps`);
  assert.deepEqual(problems.slice(0, 10), [], `${problems.length} wrong answers of ${answers}`);
  assert.equal(server.process.exitCode, null);
});
