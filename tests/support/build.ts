/** Runs the real build script into another folder (a profile, a copy of the content). */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './dist.ts';

/** Resolves when the build succeeded; rejects with its output otherwise. Asynchronous on purpose. */
export async function runBuild(env: {
  INDICA_DIST: string;
  INDICA_PROFILE?: string;
  INDICA_CONTENT_DIR?: string;
  INDICA_BASE?: string;
}): Promise<string> {
  const child = spawn(process.execPath, [join(root, 'scripts/build.ts')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const code = await new Promise((done) => child.once('exit', done));
  if (code !== 0) throw new Error(`build failed (${code}):\n${output}`);
  return output;
}
