/**
 * Every `with:` key of every step of every workflow in .github/workflows is an input the action
 * declares at the version the step pins (tests/fixtures/actions/, vendored from the actions'
 * action.yml), and every required input without a default is given. Typos planted into a copy of
 * the Pages workflow, a missing required input and an action whose inputs are not vendored fail.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkWorkflowInputs,
  VENDORED_ACTIONS,
  vendoredInputs,
  workflowFiles,
  type VendoredAction,
} from '../support/workflow-inputs.ts';

const workflows = workflowFiles();
const pages = workflows.find((w) => w.name === 'pages.yml');

/** A copy of a workflow's text with one replacement, which must change it. */
function planted(text: string, from: string | RegExp, to: string): string {
  const copy = text.replace(from, to);
  assert.notEqual(copy, text, `the workflow has ${String(from)} to replace`);
  return copy;
}

test('every workflow: every with: key is an input of the pinned action, every required input is given', () => {
  assert.ok(pages, '.github/workflows/pages.yml');
  for (const { name, text } of workflows) assert.deepEqual(checkWorkflowInputs(name, text), [], name);
});

test('every action a workflow uses has its inputs vendored, so none passes unchecked', () => {
  const used = workflows.flatMap(({ text }) =>
    [...text.matchAll(/^\s*(?:-\s+)?uses:\s*['"]?([^\s'"#]+)/gm)].map(([, uses]) => uses),
  );
  assert.ok(used.length >= 5, `${used.length} actions used`);
  const inputsOf = vendoredInputs();
  for (const uses of used.filter((u) => !u.startsWith('./') && !u.startsWith('docker://'))) {
    const at = uses.lastIndexOf('@');
    assert.ok(inputsOf(uses.slice(0, at), uses.slice(at + 1)), `${uses}: inputs not vendored`);
  }
});

test('a misspelt input fails, naming the workflow, the job, the step and the key', () => {
  assert.ok(pages);
  const nodeTypo = checkWorkflowInputs(
    'pages.yml',
    planted(pages.text, /(uses: actions\/setup-node@\S+\n\s+with:\n\s+)node-version:/, '$1node-versin:'),
  );
  assert.equal(nodeTypo.length, 1, nodeTypo.join('\n'));
  assert.match(nodeTypo[0], /^pages\.yml, job build, step 2 \(actions\/setup-node@v\d+\): .*no input "node-versin"/);

  const pathTypo = checkWorkflowInputs(
    'pages.yml',
    planted(pages.text, /(uses: actions\/upload-pages-artifact@\S+\n\s+with:\n\s+)path:/, '$1pathh:'),
  );
  assert.equal(pathTypo.length, 1, pathTypo.join('\n'));
  assert.match(
    pathTypo[0],
    /^pages\.yml, job build, step \d+ \(actions\/upload-pages-artifact@v\d+\): .*no input "pathh"/,
  );

  // The key's letter case counts too, and a typo in any workflow's step is found the same way.
  const both = checkWorkflowInputs(
    'copy.yml',
    planted(planted(pages.text, 'cache: npm', 'Cache: npm'), 'node-version:', 'node-versin:'),
  );
  assert.deepEqual(
    both.map((p) => /no input "([^"]+)"/.exec(p)?.[1]),
    ['node-versin', 'Cache'],
  );
});

test('a required input left out fails; a required input with a default may be left out', () => {
  assert.ok(pages);
  const step = (uses: string, withs: string) =>
    planted(pages.text, /( +)- uses: actions\/checkout@\S+\n/, `$&$1- uses: ${uses}\n$1  with:\n$1    ${withs}\n`);
  const missing = checkWorkflowInputs('pages.yml', step('actions/upload-artifact@v4', 'name: site'));
  assert.deepEqual(missing, [
    'pages.yml, job build, step 2 (actions/upload-artifact@v4): actions/upload-artifact@v4 requires the input "path"',
  ]);
  assert.deepEqual(checkWorkflowInputs('pages.yml', step('actions/upload-artifact@v4', 'path: dist')), []);
  // upload-pages-artifact's path is required with a default: the Pages workflow could leave it out.
  assert.deepEqual(checkWorkflowInputs('pages.yml', planted(pages.text, /\n\s+with:\n\s+path: dist\n/, '\n')), []);
});

test('an action or a version whose inputs are not vendored fails', () => {
  assert.ok(pages);
  const unknownAction = checkWorkflowInputs(
    'pages.yml',
    planted(
      pages.text,
      /( +)- uses: actions\/checkout@\S+\n/,
      '$&$1- uses: actions/cache@v4\n$1  with:\n$1    path: x\n',
    ),
  );
  assert.equal(unknownAction.length, 1, unknownAction.join('\n'));
  assert.match(unknownAction[0], /^pages\.yml, job build, step 2 .*inputs of actions\/cache@v4 are not vendored/);
  const oldVersion = checkWorkflowInputs(
    'pages.yml',
    planted(pages.text, /actions\/setup-node@v\d+/, 'actions/setup-node@v1'),
  );
  assert.equal(oldVersion.length, 1, oldVersion.join('\n'));
  assert.match(oldVersion[0], /actions\/setup-node@v1 are not vendored/);
  const unpinned = checkWorkflowInputs('pages.yml', planted(pages.text, /actions\/checkout@v\d+/, 'actions/checkout'));
  assert.match(unpinned.join('\n'), /actions\/checkout pins no version/);
});

test('the vendored inputs name their source, licence and the commit each version was read at', () => {
  const owners = readdirSync(VENDORED_ACTIONS, { withFileTypes: true }).filter((d) => d.isDirectory());
  const actions = owners.flatMap((owner) =>
    readdirSync(join(VENDORED_ACTIONS, owner.name)).map((file) => ({ owner: owner.name, file })),
  );
  // The actions a Pages or release workflow is made of: the versions pages.yml pins and the current
  // major versions (November 2026).
  for (const [action, versions] of [
    ['actions/checkout', ['v4', 'v5', 'v6', 'v7']],
    ['actions/setup-node', ['v4', 'v5', 'v6', 'v7']],
    ['actions/configure-pages', ['v5']],
    ['actions/upload-pages-artifact', ['v3', 'v4', 'v5']],
    ['actions/deploy-pages', ['v4', 'v5']],
    ['actions/upload-artifact', ['v4', 'v5', 'v6', 'v7']],
    ['actions/download-artifact', ['v4', 'v5', 'v6', 'v7', 'v8']],
    ['softprops/action-gh-release', ['v2', 'v3']],
  ] as const)
    for (const version of versions) assert.ok(vendoredInputs()(action, version), `${action}@${version}`);
  for (const { owner, file } of actions) {
    const vendored = JSON.parse(readFileSync(join(VENDORED_ACTIONS, owner, file), 'utf8')) as VendoredAction;
    assert.equal(`${vendored.action}.json`, `${owner}/${file}`);
    assert.equal(vendored.source, `https://github.com/${vendored.action}`);
    assert.match(vendored.licence, /^MIT\b/);
    const versions = Object.entries(vendored.versions);
    assert.ok(versions.length > 0, file);
    for (const [ref, { commit, file: actionFile, inputs }] of versions) {
      assert.match(commit, /^[0-9a-f]{40}$/, `${vendored.action}@${ref}`);
      assert.match(actionFile, /^action\.ya?ml$/);
      assert.ok(Object.keys(inputs).length > 0, `${vendored.action}@${ref} has inputs`);
      for (const spec of Object.values(inputs)) assert.equal(typeof spec.required, 'boolean');
    }
  }
});
