/**
 * The published OpenAPI documents give code generators named types: openapi-typescript (its CLI, as a
 * user runs it) turns each document of dist/ into TypeScript, and tsc (strict) compiles, in a temp
 * folder, a program that reads fields of the named record types, assigns every operation's response
 * example to that operation's 200 type, and marks with `@ts-expect-error` what must not type-check (a
 * field a record does not have, a value outside an enum). Were a record type `any`, the unused
 * `@ts-expect-error` lines would fail the compilation; were it `unknown`, the field reads would.
 * A planted mistake shows the compilation can fail.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiModules } from '../../src/apis/registry.ts';
import type { ApiId } from '../../src/core/endpoint.ts';
import { dist, readDistJson, requireDist, root } from '../support/dist.ts';

const openapiTypescript = join(root, 'node_modules/openapi-typescript/bin/cli.js');
const tsc = join(root, 'node_modules/typescript/bin/tsc');

/** Per API: what its named types must allow and refuse (`@ts-expect-error` marks a refusal). */
const uses: Record<ApiId, string> = {
  vs: `
declare const noun: Schemas['Noun'];
const word: string = noun.word;
const category: Schemas['Category'] = noun.category;
const nouns: Schemas['Nouns'] = [noun];
// @ts-expect-error a noun has no field "meaning"
noun.meaning;
// @ts-expect-error "spaceship" is not a category
const notACategory: Schemas['Category'] = 'spaceship';
export { word, category, nouns, notACategory };
`,
  rv: `
declare const row: Schemas['HymnRow'];
const mandal: number = row.mandal;
const poet: string = row.sungby;
const poetCategory: Schemas['PoetCategory'] = row.sungbycategory;
const rows: Schemas['HymnRows'] = [row];
// @ts-expect-error a row has no field "verse"
row.verse;
// @ts-expect-error the mandal is a number
const mandalText: string = row.mandal;
// @ts-expect-error "robot" is not a poet category
const notACategory: Schemas['PoetCategory'] = 'robot';
export { mandal, poet, poetCategory, rows, mandalText, notACategory };
`,
  mb: `
declare const person: Schemas['Person'];
const spouses: string[] = person.spouses;
const gender: 'male' | 'female' | 'other' = person.gender;
declare const basic: Schemas['PersonBasic'];
// @ts-expect-error the basic fields have no spouses
basic.spouses;
// @ts-expect-error "unknown" is not a gender
const notAGender: Schemas['Person']['gender'] = 'unknown';
declare const page: Schemas['PersonVariantsPage'];
const total: number = page.meta.total;
const firstName: string | undefined = page.data[0]?.name;
declare const weapon: Schemas['Weapon'];
const antidotes: string[] = weapon.weaponAntidote;
// @ts-expect-error a weapon has no owners in the API
weapon.weaponOwners;
declare const explore: Schemas['Explore'];
const events: Schemas['EventPage'] = explore.events;
const deaths: Schemas['Death'][] = explore.death;
export { spouses, gender, notAGender, total, firstName, antidotes, events, deaths };
`,
};

let dir: string;
before(() => {
  requireDist();
  dir = mkdtempSync(join(tmpdir(), 'indica-openapi-ts-'));
});
after(() => dir && rmSync(dir, { recursive: true, force: true }));

/** Compiles the given files (strict) in the temp folder; tsc's messages, empty when it compiles. */
function compile(files: string[]): string {
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        allowImportingTsExtensions: true,
        skipLibCheck: true,
        types: [],
      },
      files,
    }),
  );
  const run = spawnSync(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], { encoding: 'utf8' });
  return run.status === 0 ? '' : `${run.stdout}${run.stderr}`.trim() || `tsc exited ${run.status}`;
}

/** The program of one API: its uses, and every operation's example typed as the operation's 200 body. */
function program(id: ApiId, doc: any): string {
  const examples = Object.entries<any>(doc.paths).map(([path, item], i) => {
    const example = item.get.responses['200'].content['application/json'].examples.documented.value;
    const type = `paths[${JSON.stringify(path)}]['get']['responses'][200]['content']['application/json']`;
    return `export const example${i}: ${type} = ${JSON.stringify(example)};`;
  });
  return [
    `import type { components, paths } from './${id}.ts';`,
    `type Schemas = components['schemas'];`,
    uses[id],
    ...examples,
    '',
  ].join('\n');
}

/** Runs openapi-typescript on an API's document of dist/, into `<id>.ts` in the temp folder. */
function generate(id: ApiId, base: string): void {
  execFileSync(process.execPath, [openapiTypescript, join(dist, base, 'openapi.json'), '-o', join(dir, `${id}.ts`)], {
    stdio: 'pipe',
  });
}

test('openapi-typescript gives every document named record types that strict TypeScript checks', () => {
  const files: string[] = [];
  for (const { api } of apiModules) {
    generate(api.id, api.base);
    const doc = readDistJson(`${api.base}/openapi.json`);
    writeFileSync(join(dir, `use-${api.id}.ts`), program(api.id, doc));
    files.push(`use-${api.id}.ts`);
  }
  assert.equal(compile(files), '');
});

test('the compilation fails on a planted mistake and on a @ts-expect-error that expects nothing', () => {
  generate('vs', apiModules.find((m) => m.api.id === 'vs')!.api.base);
  writeFileSync(
    join(dir, 'planted.ts'),
    `import type { components } from './vs.ts';\ndeclare const noun: components['schemas']['Noun'];\nexport const n: number = noun.word;\n`,
  );
  assert.match(compile(['planted.ts']), /TS2322/);
  writeFileSync(
    join(dir, 'planted.ts'),
    `import type { components } from './vs.ts';\ndeclare const noun: components['schemas']['Noun'];\n// @ts-expect-error\nexport const w: string = noun.word;\n`,
  );
  assert.match(compile(['planted.ts']), /TS2578/);
});
