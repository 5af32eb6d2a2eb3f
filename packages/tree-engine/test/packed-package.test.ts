/**
 * The package as another university's team gets it: packed by `pnpm pack`, installed from the
 * tarball by npm into a fresh project, then used from ESM, CommonJS, TypeScript strict (the
 * README's own code), the CLI, the JSON Schema in a default Ajv and a browser bundle.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { WALK_BUNDLE_LIMIT, walkBundleSize } from '../scripts/walk-bundle-size';
import { packAndInstall, packageDir, run, workspaceRoot, type Installed } from './pack-and-install';
import { codeBlocks } from './readme-code-blocks';

let installed: Installed;
let app: string;
let shipped: string;
const typescript = join(packageDir, 'node_modules/typescript/bin/tsc');

beforeAll(async () => {
  installed = await packAndInstall();
  app = installed.app;
  shipped = join(app, 'node_modules/@chamados/tree-engine');
}, 600_000);

afterAll(() => {
  if (installed) rmSync(installed.work, { recursive: true, force: true });
});

const files = (dir: string, prefix = ''): string[] =>
  readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(dir, `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
const manifestOf = (dir: string): Record<string, unknown> => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
const readme = (): string => readFileSync(join(shipped, 'README.md'), 'utf8');
/** Both READMEs, as shipped: English (npm's page) and Portuguese. */
const readmes = (): string[] => ['README.md', 'README.pt-BR.md'].map((name) => readFileSync(join(shipped, name), 'utf8'));
const cli = (args: string[], input?: string) => run(join(app, 'node_modules/.bin/chamados-tree'), args, { cwd: app, ...(input === undefined ? {} : { input }) });

/** Writes the files the README tells the reader to save (the quick start's tree, its scripts). */
function saveReadmeFiles(): void {
  for (const block of readmes().flatMap((text) => codeBlocks(text))) {
    if (!block.file) continue;
    mkdirSync(join(app, block.file, '..'), { recursive: true });
    writeFileSync(join(app, block.file), block.code);
  }
}

describe('the tarball', () => {
  it('ships dist/, the bin, README, LICENSE, the schema, the examples and the design notes — no sources, tests or scripts', () => {
    const shippedFiles = files(shipped);
    for (const expected of ['dist/index.js', 'dist/index.d.ts', 'dist/index.cjs', 'dist/index.d.cts', 'dist/runtime.js', 'dist/runtime.cjs', 'dist/verify.js', 'dist/search.js', 'dist/cli.js', 'bin/chamados-tree.js', 'README.md', 'README.pt-BR.md', 'CHANGELOG.md', 'LICENSE', 'tree.schema.json', 'docs/design.md', 'examples/wifi-eduroam.yaml']) {
      expect(shippedFiles).toContain(expected);
    }
    expect(shippedFiles.filter((file) => /^(src|test|scripts|bench)\//.test(file) || file.endsWith('.tgz') || file.includes('packing'))).toEqual([]);
    expect(statSync(join(shipped, 'bin/chamados-tree.js')).mode & 0o111).not.toBe(0);
  });

  it('is the version its READMEs install and its CHANGELOG describes last', () => {
    const { version } = manifestOf(shipped) as { version: string };
    expect(installed.tarball).toMatch(new RegExp(`chamados-tree-engine-${version.replace(/\./g, '\\.')}\\.tgz$`));
    for (const text of readmes()) expect(text).toContain(`npm install @chamados/tree-engine@${version}\n`);
    const changelog = readFileSync(join(shipped, 'CHANGELOG.md'), 'utf8');
    expect(changelog.startsWith('# @chamados/tree-engine\n')).toBe(true);
    expect(changelog.match(/^## (.+)$/m)?.[1]).toBe(version);
  });

  it('carries a clean manifest (no scripts, devDependencies or workspace condition) and the repository keeps its own, byte for byte', () => {
    const manifest = manifestOf(shipped);
    expect(manifest).not.toHaveProperty('scripts');
    expect(manifest).not.toHaveProperty('devDependencies');
    expect(JSON.stringify(manifest.exports)).not.toContain('@chamados/source');
    expect(JSON.stringify(manifest)).not.toContain('./src/');
    expect(manifest).toMatchObject({ license: 'MIT', engines: { node: '>=20.19' }, type: 'module', sideEffects: false });
    expect(String((manifest.repository as { url: string }).url)).toMatch(/^git\+https:\/\/.+\.git$/);
    expect(String(manifest.homepage)).toMatch(/^https:\/\//);
    expect(readFileSync(join(shipped, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
    expect(installed.manifestAfter).toBe(installed.manifestBefore);
    expect(files(packageDir, '').filter((file) => file.includes('.package.json.packing'))).toEqual([]);
  });
});

describe('consumers', () => {
  it('an ESM consumer imports every entry point and walks an example tree to the ticket request', async () => {
    writeFileSync(
      join(app, 'consumidor.mjs'),
      `import * as root from '@chamados/tree-engine';
import * as runtime from '@chamados/tree-engine/runtime';
import * as verify from '@chamados/tree-engine/verify';
import * as search from '@chamados/tree-engine/search';
import schema from '@chamados/tree-engine/tree.schema.json' with { type: 'json' };

const { yaml } = verify.exampleTrees.find((e) => e.file === 'wifi-eduroam.yaml');
const { tree, diagnostics } = verify.parseTree(yaml);
let a = runtime.startAttendance(tree);
a = runtime.chooseOption(a, 'UFV-Visitantes');
a = await runtime.answerTutorial(a, true);
const ticket = runtime.buildTicketRequest(a, new Date('2026-03-02T15:04:00Z'));
const find = (await search.loadServiceSearch())([{ nome: 'Rede sem fio' }, { nome: 'Impressora do laboratório' }]);
console.log(JSON.stringify({
  diagnostics: diagnostics.length,
  final: runtime.isAtFinal(a),
  fila: ticket.propriedades.fila,
  assunto: ticket.propriedades.assunto,
  sameWalk: root.startAttendance === runtime.startAttendance,
  sameError: root.AttendanceError === runtime.AttendanceError,
  found: find('impresora').map((s) => s.item.nome),
  schema: schema.$id,
}));
`,
    );
    const result = await run(process.execPath, ['consumidor.mjs'], { cwd: app });
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({
      diagnostics: 0,
      final: true,
      fila: 'N1::Autoatendimento',
      assunto: 'Chamado criado automaticamente - 02/03/2026 12:04',
      sameWalk: true,
      sameError: true,
      found: ['Impressora do laboratório'],
      schema: 'https://unpkg.com/@chamados/tree-engine@1/tree.schema.json',
    });
  }, 60_000);

  it('a CommonJS project (no "type", as `npm init -y` makes) requires the CommonJS build: one engine across entries, the search loaded on demand, the README example included', async () => {
    saveReadmeFiles();
    const project = join(app, 'projeto-commonjs');
    mkdirSync(project, { recursive: true });
    writeFileSync(join(project, 'package.json'), `${JSON.stringify({ name: 'projeto-commonjs', version: '1.0.0', main: 'index.js' }, null, 2)}\n`);
    writeFileSync(
      join(project, 'index.js'),
      `const root = require('@chamados/tree-engine');
const runtime = require('@chamados/tree-engine/runtime');
const { parseTree, exampleTrees } = require('@chamados/tree-engine/verify');
const { loadServiceSearch } = require('@chamados/tree-engine/search');
const { tree } = parseTree(exampleTrees[0].yaml, { locale: 'en' });
const resolved = require.resolve('@chamados/tree-engine/runtime');
loadServiceSearch().then((search) => {
  console.log(JSON.stringify({
    build: resolved.endsWith('.cjs'),
    sameWalk: root.startAttendance === runtime.startAttendance,
    sameError: root.AttendanceError === runtime.AttendanceError,
    walks: runtime.startAttendance(tree).current === tree.inicial,
    found: search([{ nome: 'Rede sem fio' }])('rede').length,
    english: parseTree('nome: x', { locale: 'en' }).diagnostics[0].message,
  }));
});
`,
    );
    const consumer = await run(process.execPath, ['index.js'], { cwd: project });
    expect(consumer.stderr).toBe('');
    expect(JSON.parse(consumer.stdout)).toEqual({
      build: true,
      sameWalk: true,
      sameError: true,
      walks: true,
      found: 1,
      english: 'Tree: the required key "inicial" is missing.',
    });
    const english = await run(process.execPath, ['verify.cjs'], { cwd: app });
    expect(english).toMatchObject({ code: 0, stdout: 'tree has no problems\n', stderr: '' });
    const portuguese = await run(process.execPath, ['verificar.cjs'], { cwd: app });
    expect(portuguese).toMatchObject({ code: 0, stdout: 'árvore sem problemas\n', stderr: '' });
  }, 60_000);
});

describe('TypeScript', () => {
  const tsconfig = (name: string, options: Record<string, unknown>, include: string[]): string => {
    const path = join(app, name);
    const compilerOptions = {
      strict: true,
      noUncheckedIndexedAccess: true,
      target: 'es2022',
      lib: ['es2022'],
      types: ['node'],
      typeRoots: [join(workspaceRoot, 'node_modules/@types')],
      skipLibCheck: false,
      ...options,
    };
    writeFileSync(path, JSON.stringify({ compilerOptions, files: include }, null, 2));
    return path;
  };

  it('every code block of the installed README compiles with tsc --strict, and its quick starts run', async () => {
    saveReadmeFiles();
    const blocks = readmes().flatMap((text) => codeBlocks(text)).filter((b) => b.lang === 'ts');
    const sources = blocks.map((block, i) => {
      const file = block.file ?? `readme-bloco-${i + 1}.ts`;
      writeFileSync(join(app, file), block.code);
      return file;
    });
    const project = tsconfig('tsconfig.readme.json', { module: 'nodenext', moduleResolution: 'nodenext', outDir: 'out' }, sources);
    const compiled = await run(process.execPath, [typescript, '-p', project], { cwd: app });
    expect(compiled.stdout + compiled.stderr).toBe('');
    expect(compiled.code).toBe(0);
    for (const script of ['out/inicio-rapido.js', 'out/quick-start.js']) {
      const result = await run(process.execPath, [script], { cwd: app });
      expect(result.stderr, script).toBe('');
      expect(JSON.parse(result.stdout), script).toMatchObject({ sala: '101', telefone: '(31) 3899-1234', assunto: 'Impressora da sala 101' });
    }
  }, 120_000);

  it('every entry point type-checks under moduleResolution bundler, node16, nodenext and node10, and from CommonJS under nodenext', async () => {
    const source = `import { parseTree, startAttendance, type Tree } from '@chamados/tree-engine';
import { startAttendance as walk, type Attendance } from '@chamados/tree-engine/runtime';
import { verifyTree, type Diagnostic } from '@chamados/tree-engine/verify';
import { treeSearchText } from '@chamados/tree-engine/search';
const tree: Tree | undefined = parseTree('nome: x').tree;
const attendance: Attendance | undefined = tree && walk(tree);
const diagnostics: Diagnostic[] = verifyTree({});
export const all = [attendance, startAttendance === walk, diagnostics, treeSearchText];
`;
    writeFileSync(join(app, 'entradas.ts'), source);
    writeFileSync(join(app, 'entradas.cts'), source);
    const settings: [string, Record<string, unknown>, string][] = [
      ['bundler', { module: 'esnext', moduleResolution: 'bundler' }, 'entradas.ts'],
      ['node16', { module: 'node16', moduleResolution: 'node16' }, 'entradas.ts'],
      ['nodenext', { module: 'nodenext', moduleResolution: 'nodenext' }, 'entradas.ts'],
      ['node10', { module: 'commonjs', moduleResolution: 'node10' }, 'entradas.ts'],
      ['cts-nodenext', { module: 'nodenext', moduleResolution: 'nodenext' }, 'entradas.cts'],
      ['cts-node16', { module: 'node16', moduleResolution: 'node16' }, 'entradas.cts'],
    ];
    // Only resolution differs between these: the declaration files were checked with the README.
    for (const [name, options, file] of settings) {
      const project = tsconfig(`tsconfig.${name}.json`, { ...options, noEmit: true, skipLibCheck: true, types: [] }, [file]);
      const result = await run(process.execPath, [typescript, '-p', project], { cwd: app });
      expect(result.stdout, name).toBe('');
      expect(result.code, name).toBe(0);
    }
  }, 120_000);
});

describe('the CLI, installed', () => {
  const tree = (): string => codeBlocks(readme()).find((b) => b.file === 'arvores/impressora.yaml')?.code ?? '';
  const write = (name: string, text: string): string => {
    mkdirSync(join(app, 'arvores'), { recursive: true });
    writeFileSync(join(app, 'arvores', name), text);
    return `arvores/${name}`;
  };

  it('--version, --help, and unknown flags refused with exit status 2', async () => {
    expect(await cli(['--version'])).toEqual({ code: 0, stdout: `${String(manifestOf(shipped).version)}\n`, stderr: '' });
    const help = await cli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Uso: chamados-tree <comando> [opções] ARQUIVO...');
    const unknown = await cli(['verify', '--fromat', 'json', 'arvores/impressora.yaml']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Opção desconhecida: --fromat');
  }, 60_000);

  it('verify: several files, text, json and github formats, --max-warnings, exit status 0 and 1', async () => {
    const good = write('impressora.yaml', tree());
    const broken = write('quebrada.yaml', tree().replace('rotulo: Sala', 'rotluo: Sala'));
    const warned = write('com-aviso.yaml', `${tree()}  esquecida:\n    tipo: opcoes\n    pergunta: Alguém me vê?\n    opcoes: { Sim: '#final', Não: onde-fica }\n`);
    expect(await cli(['verify', good])).toEqual({ code: 0, stdout: '1 arquivo verificado: 0 erros, 0 avisos.\n', stderr: '' });
    const github = await cli(['verify', '--format', 'github', good, broken]);
    expect(github.code).toBe(1);
    expect(github.stdout).toContain(`::error file=${broken},line=23,col=35,title=chamados-tree::Tela "onde-fica", campo "sala"`);
    const json = await cli(['verify', '--format', 'json', broken, warned]);
    expect(JSON.parse(json.stdout)).toMatchObject({ files: 2, errors: 1, warnings: 1 });
    expect((await cli(['verify', warned])).code).toBe(0);
    const strict = await cli(['verify', '--max-warnings', '0', warned]);
    expect(strict.code).toBe(1);
    expect(strict.stdout).toContain('Há 1 aviso, acima do limite de 0 (--max-warnings).');
  }, 60_000);

  it('graph draws several files; walk keeps going to the ticket request', async () => {
    const good = write('impressora.yaml', tree());
    const graph = await cli(['graph', good, 'node_modules/@chamados/tree-engine/examples/wifi-eduroam.yaml']);
    expect(graph.code).toBe(0);
    expect(graph.stdout.match(/^```mermaid$/gm)).toHaveLength(2);
    const walk = await cli(['walk', good], '2\n101\n3138991234\n');
    expect(walk.code).toBe(0);
    expect(walk.stdout).toContain('"assunto": "Impressora da sala 101"');
  }, 60_000);

  it('runs on the library\'s own chunks: the YAML reading code is in one file of dist/, which the CLI imports', () => {
    const dist = join(shipped, 'dist');
    const withParser = readdirSync(dist).filter((file) => file.endsWith('.js') && readFileSync(join(dist, file), 'utf8').includes('maxAliasCount: 0'));
    expect(withParser).toHaveLength(1);
    expect(withParser[0]).toMatch(/^chunk-/);
    expect(readFileSync(join(dist, 'cli.js'), 'utf8')).toContain(`from "./${withParser[0]}"`);
  });
});

describe('package lint (CI)', () => {
  const bin = (name: string): string => join(packageDir, 'node_modules/.bin', name);

  it('publint finds nothing to fix in the tarball, not even a suggestion', async () => {
    const result = await run(bin('publint'), ['--strict', installed.tarball], { cwd: packageDir });
    expect(result.stdout + result.stderr).toMatch(/All good!/);
    expect(result.code).toBe(0);
  }, 120_000);

  it('Are the Types Wrong? finds no problem for node10, node16 (CommonJS and ESM) and bundlers', async () => {
    const result = await run(bin('attw'), [installed.tarball, '--format', 'json'], { cwd: packageDir });
    const report = JSON.parse(result.stdout) as { analysis: { problems: unknown[] } };
    expect(report.analysis.problems).toEqual([]);
    expect(result.code).toBe(0);
  }, 120_000);
});

describe('the JSON Schema', () => {
  it('compiles in a default, strict Ajv 2020 without a warning; accepts the examples and the README tree, refuses a typo', () => {
    const warnings: string[] = [];
    const log = (...args: unknown[]): void => {
      warnings.push(args.join(' '));
    };
    const ajv = new Ajv2020({ logger: { log, warn: log, error: log } });
    const validate = ajv.compile(JSON.parse(readFileSync(join(shipped, 'tree.schema.json'), 'utf8')) as object);
    expect(warnings).toEqual([]);
    const examples = readdirSync(join(shipped, 'examples')).map((file) => readFileSync(join(shipped, 'examples', file), 'utf8'));
    const tree = codeBlocks(readme()).find((b) => b.file === 'arvores/impressora.yaml')?.code ?? '';
    for (const yaml of [...examples, tree]) expect(validate(parse(yaml)), JSON.stringify(validate.errors)).toBe(true);
    expect(validate(parse(tree.replace('rotulo: Sala', 'rotluo: Sala')))).toBe(false);
    expect(validate.errors).toContainEqual(expect.objectContaining({ keyword: 'additionalProperties', params: { additionalProperty: 'rotluo' } }));
  });
});

describe('in the browser', () => {
  it(`a bundle that imports only the walk functions stays under ${WALK_BUNDLE_LIMIT / 1024} KB gzip, with no other npm package in it`, async () => {
    for (const entry of ['@chamados/tree-engine/runtime', '@chamados/tree-engine']) {
      const size = await walkBundleSize(entry, app);
      console.log(`só o atendimento, de ${entry}: ${(size.gzip / 1024).toFixed(1)} KB gzip (${(size.minified / 1024).toFixed(1)} KB minificado)`);
      expect(size.packages, entry).toEqual(['@chamados/tree-engine']);
      expect(size.gzip, entry).toBeLessThanOrEqual(WALK_BUNDLE_LIMIT);
    }
    // The measure sees the parsers when they are there: the verifier brings both.
    expect((await walkBundleSize('@chamados/tree-engine/verify', app, ['parseTree'])).packages).toEqual(['@chamados/tree-engine', 'js-yaml', 'yaml']);
  }, 60_000);
});
