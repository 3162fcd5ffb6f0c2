/**
 * dist/ as users copy it: the commands the deploy guides and users type (`cp -r`, `tar`) copy every
 * file with its bytes (rsync, scp and the hosts' upload tools read a plain folder as they do), and a plain `python3 -m http.server` rooted at dist/ serves the
 * answers by their files. dist/ was once a link to a generation folder, which `cp -r` copied as a
 * dangling link and `tar` as a 138-byte archive.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dist, requireDist } from '../support/dist.ts';
import { sampledRequests } from '../support/requests.ts';

requireDist();
// In memory where the machine has it: the copies are real, but 340,000 folders written to and
// removed from a busy disk took minutes.
const scratch = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
const work = mkdtempSync(join(scratch, 'indica-copy-'));
after(() => rmSync(work, { recursive: true, force: true }));

/** Files, bytes and links below a folder, as `find` counts them (links not followed). */
function tally(folder: string): { files: number; bytes: number; links: number } {
  const run = (args: string[]) => {
    const out = spawnSync('find', [folder, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
    assert.equal(out.status, 0, out.stderr);
    return out.stdout.split('\n').filter(Boolean);
  };
  const sizes = run(['-type', 'f', '-printf', '%s\n']).map(Number);
  return { files: sizes.length, bytes: sizes.reduce((a, b) => a + b, 0), links: run(['-type', 'l']).length };
}

const sh = (command: string, args: string[], cwd = work) => {
  const out = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 1 << 24 });
  assert.equal(out.status, 0, `${command} ${args.join(' ')}: ${out.stderr}`);
};

const original = tally(dist);

test('dist/ is a folder with the whole build, no links', () => {
  assert.ok(lstatSync(dist).isDirectory() && !lstatSync(dist).isSymbolicLink(), 'dist/ is a plain folder');
  assert.ok(original.files > 1000, `${original.files} files`);
  assert.equal(original.links, 0);
});

test('cp -r dist site: every file and byte arrives', () => {
  const to = join(work, 'site');
  try {
    sh('cp', ['-r', dist, to]);
    assert.deepEqual(tally(to), original);
  } finally {
    rmSync(to, { recursive: true, force: true });
  }
});

test('tar czf site.tgz dist: the archive holds every file and byte', () => {
  const archive = join(work, 'site.tgz');
  sh('tar', ['czf', archive, '-C', join(dist, '..'), 'dist']);
  // The archive's own listing (type, size) rather than a second copy of 250,000 files on disk.
  const listing = spawnSync('tar', ['tzvf', archive], { encoding: 'utf8', maxBuffer: 1 << 28 });
  assert.equal(listing.status, 0, listing.stderr);
  const entries = listing.stdout.split('\n').filter(Boolean);
  const files = entries.filter((line) => line.startsWith('-')).map((line) => Number(line.split(/\s+/)[2]));
  const listed = {
    files: files.length,
    bytes: files.reduce((a, b) => a + b, 0),
    links: entries.filter((line) => line.startsWith('l')).length,
  };
  rmSync(archive);
  assert.deepEqual(listed, original);
});

test('python3 -m http.server rooted at dist/ serves the answers by their files', async () => {
  const server = spawn('python3', ['-m', 'http.server', '0', '--bind', '127.0.0.1', '--directory', dist], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const port = await new Promise<number>((done, fail) => {
      let said = '';
      const hear = (chunk: Buffer) => {
        said += chunk.toString();
        const m = /port (\d+)/.exec(said);
        if (m) done(Number(m[1]));
      };
      server.stdout.on('data', hear);
      server.stderr.on('data', hear);
      server.once('exit', (code) => fail(new Error(`python3 http.server exited ${code}: ${said}`)));
    });
    const files = ['/index.html', ...sampledRequests().map((r) => r.file)].slice(0, 60);
    for (const file of files) {
      const res = await fetch(`http://127.0.0.1:${port}${file}`);
      assert.equal(res.status, 200, file);
      assert.ok(Buffer.from(await res.arrayBuffer()).equals(readFileSync(join(dist, decodeURIComponent(file)))), file);
    }
  } finally {
    server.kill();
  }
});
