/**
 * The client package as a user gets it: packed with `npm pack` (its prepack builds client/lib/), installed from
 * the tarball into a scratch project in a temporary folder, with a TypeScript file that uses it.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './dist.ts';

/** What the client's package holds when packed or published: its built lib/, README, licence. */
export const CLIENT_PACKAGE_FILES = [
  'LICENSE',
  'README.md',
  'lib/client.d.ts',
  'lib/errors.d.ts',
  'lib/index.d.ts',
  'lib/index.js',
  'lib/options.d.ts',
  'lib/types.d.ts',
  'package.json',
];

export interface ScratchProject {
  dir: string;
  tarball: string;
}

export function installClientPackage(): ScratchProject {
  const dir = mkdtempSync(join(tmpdir(), 'indica-client-'));
  const packs = join(dir, 'packs');
  mkdirSync(packs);
  const npmOptions = { cwd: join(root, 'client'), stdio: 'pipe' as const, encoding: 'utf8' as const };
  execFileSync('npm', ['pack', '--pack-destination', packs, '--silent'], npmOptions);
  const tarball = readdirSync(packs).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack wrote no tarball');

  const project = join(dir, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module' }));
  execFileSync('npm', ['install', join(packs, tarball), '--no-audit', '--no-fund', '--offline', '--silent'], {
    ...npmOptions,
    cwd: project,
  });
  // What a user writes: typed calls (and type errors that must be errors), in a strict project.
  copyFileSync(join(root, 'tests/support/client-usage.ts'), join(project, 'usage.ts'));
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'es2022',
        module: 'nodenext',
        moduleResolution: 'nodenext',
        lib: ['es2022', 'dom'],
        types: [],
        allowImportingTsExtensions: true,
        skipLibCheck: false,
      },
      files: ['usage.ts'],
    }),
  );
  return { dir: project, tarball: join(packs, tarball) };
}

/** tsc over the scratch project; returns its output (empty when clean). */
export function typeCheck(project: string): string {
  try {
    execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', join(project, 'tsconfig.json')], {
      stdio: 'pipe',
      encoding: 'utf8',
    });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}
