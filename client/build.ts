/**
 * Builds the package into client/lib/ (`npm run build` here, after the root's `npm ci`), or into the
 * folder given as its argument: one ES module bundling
 * the client with the project's own request→file module, name resolver, row filters and
 * paginator (src/core/), the routes of the endpoint tables as data, and type declarations whose
 * response types are the zod schemas' inferred types written out in full (no zod needed to use it).
 */
import { build } from 'esbuild';
import ts from 'typescript';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { apiModules } from '../src/apis/registry.ts';
import { routesOf } from '../src/core/endpoint.ts';

const here = import.meta.dirname;
const src = join(here, 'src');
// lib/ is not committed: `npm pack` builds it (prepack), and the tests build their own copy
// (tests/support/client-build.ts), so nothing can test or ship a stale bundle.
const out = resolve(process.argv[2] ?? join(here, 'lib'));
/** The declarations the package ships: the modules index.ts exposes. */
const PUBLIC = ['index', 'client', 'errors', 'options', 'types'];

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const result = await build({
  entryPoints: [join(src, 'index.ts')],
  outfile: join(out, 'index.js'),
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  define: { __INDICA_ROUTES__: JSON.stringify(apiModules.map(({ api }) => routesOf(api))) },
  metafile: true,
  logLevel: 'warning',
  // The bundle's path comments relative to client/, wherever the build runs from.
  absWorkingDir: here,
});
const bundled = Object.keys(result.metafile.inputs);
if (bundled.some((input) => input.includes('node_modules')))
  throw new Error(`the bundle pulls in a dependency: ${bundled.join(', ')}`);

// Declarations: tsc's own, with types.ts replaced by its types expanded.
const program = ts.createProgram([join(src, 'index.ts')], {
  strict: true,
  declaration: true,
  emitDeclarationOnly: true,
  allowImportingTsExtensions: true,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  skipLibCheck: true,
  types: ['node'],
  rootDir: resolve(here, '..'),
  outDir: join(out, 'tmp'),
});
const diagnostics = ts.getPreEmitDiagnostics(program);
if (diagnostics.length)
  throw new Error(
    ts.formatDiagnostics(diagnostics, {
      getCanonicalFileName: (f) => f,
      getCurrentDirectory: () => here,
      getNewLine: () => '\n',
    }),
  );

const declarations = new Map<string, string>();
program.emit(undefined, (file, text) => {
  const name = basename(file).replace(/\.d\.ts$/, '');
  if (dirname(file).endsWith(join('client', 'src')) && PUBLIC.includes(name)) declarations.set(name, text);
});
declarations.set('types', expandedTypes(program, join(src, 'types.ts')));

for (const name of PUBLIC) {
  const text = declarations.get(name);
  if (text === undefined) throw new Error(`no declarations for ${name}.ts`);
  const fixed = text.replace(/(from\s+['"]\.\/[\w-]+)\.ts(['"])/g, '$1.js$2');
  const outside = /from\s+['"](?!\.\/)[^'"]+['"]/.exec(fixed);
  if (outside) throw new Error(`${name}.d.ts imports ${outside[0]}: the declarations must stand alone`);
  writeFileSync(join(out, `${name}.d.ts`), fixed);
}
console.log(`${out}: index.js (${bundled.length} modules bundled), ${PUBLIC.length} declaration files`);

/** Every exported type alias of a module, written out as the checker sees it. */
function expandedTypes(program: ts.Program, file: string): string {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const header = '/** Response types, inferred from the zod schemas of src/apis/ when the package was built. */\n';
  const lines: string[] = [];
  const printer = ts.createPrinter();
  for (const statement of source.statements) {
    if (!ts.isTypeAliasDeclaration(statement)) continue;
    const type = checker.getTypeFromTypeNode(statement.type);
    const node = checker.typeToTypeNode(
      type,
      undefined,
      ts.NodeBuilderFlags.NoTruncation | ts.NodeBuilderFlags.InTypeAlias | ts.NodeBuilderFlags.MultilineObjectLiterals,
    )!;
    const text = printer.printNode(ts.EmitHint.Unspecified, node, source);
    if (/\b(z|zod|ZodType|\$Infer)\b|import\(/.test(text))
      throw new Error(`${statement.name.text} did not expand: ${text.slice(0, 200)}`);
    const doc = ts
      .getJSDocCommentsAndTags(statement)
      .map((d) => d.getText(source))
      .join('\n');
    lines.push(`${doc ? `${doc}\n` : ''}export type ${statement.name.text} = ${text};`);
  }
  return `${header}${lines.join('\n')}\n`;
}
