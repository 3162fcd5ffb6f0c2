/**
 * npm here records only this platform's optional native packages in package-lock.json, and
 * `npm ci` then refuses the lock as "Missing: …" (npm/cli#4828, #8320). This adds the missing
 * entries (version, integrity, os/cpu/libc) from the registry. Run after changing dependencies:
 *
 *   node scripts/fix-lockfile-platforms.ts
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const packages: Record<string, Record<string, unknown>> = lock.packages;
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries((entry.optionalDependencies ?? {}) as Record<string, string>)) {
    const base = path ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[base] || packages[`node_modules/${name}`]) continue;
    const record = registryRecord(name, version) ?? guessedRecord(name, version);
    record.optional = true;
    packages[`node_modules/${name}`] = record;
    added++;
    console.log(
      `added ${name}@${record.version}${record.integrity ? '' : ' (not in this registry: platform from its name)'}`,
    );
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${added} entries added`);

function registryRecord(name: string, version: string): Record<string, unknown> | undefined {
  try {
    const meta = JSON.parse(
      execFileSync('npm', ['view', `${name}@${version}`, '--json'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    );
    const info = Array.isArray(meta) ? meta[meta.length - 1] : meta;
    const record: Record<string, unknown> = { version: info.version, integrity: info.dist.integrity };
    for (const key of ['cpu', 'libc', 'license', 'os', 'engines']) if (info[key]) record[key] = info[key];
    return record;
  } catch {
    return undefined;
  }
}

/** A package the registry does not serve: its platform, from its name, so no install tries it. */
function guessedRecord(name: string, version: string): Record<string, unknown> {
  const os =
    ['android', 'darwin', 'freebsd', 'linux', 'win32', 'windows', 'openbsd', 'sunos', 'aix'].find((o) =>
      name.includes(o),
    ) ?? 'none';
  const cpu =
    ['arm64', 'x64', 'arm', 'ia32', 'wasm32', 'riscv64', 'ppc64', 's390x'].find((c) => name.includes(c)) ?? 'none';
  return { version, os: [os === 'windows' ? 'win32' : os], cpu: [cpu] };
}
