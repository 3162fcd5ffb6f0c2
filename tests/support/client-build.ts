/**
 * The client package's bundle, built from client/src by client/build.ts into a temporary folder
 * (once per process) and imported: the tests and the bench use what `npm pack` would ship, never a
 * stale copy. The types are the sources' own.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Client from '../../client/src/index.ts';

const root = join(import.meta.dirname, '..', '..');

/** Builds the client package into `out` (its lib/ files) with the project's Node. */
export function buildClientInto(out: string): void {
  execFileSync(process.execPath, [join(root, 'client', 'build.ts'), out], {
    cwd: join(root, 'client'),
    stdio: 'pipe',
  });
}

let built: Promise<typeof Client> | undefined;

/** The freshly built bundle's exports (createClient, the error classes). */
export function builtClient(): Promise<typeof Client> {
  return (built ??= (async () => {
    const out = mkdtempSync(join(tmpdir(), 'indica-client-lib-'));
    process.once('exit', () => rmSync(out, { recursive: true, force: true }));
    buildClientInto(out);
    return (await import(pathToFileURL(join(out, 'index.js')).href)) as typeof Client;
  })());
}
