import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parse, parseDocument } from 'yaml';
import type { CliOutput } from '../src/cli/cli-output';
import { parseCommandLine } from '../src/cli/parse-command-line';
import { runVerify } from '../src/cli/verify';
import { parseTree } from '../src/parse/parse-tree';
import { withDiagnosticTable, withFieldErrorTable } from '../scripts/diagnostic-table';
import { fieldErrorCatalogs } from '../src/messages/field-error-catalogs';
import { withInstallVersion } from '../scripts/readme-version';
import { DIAGNOSTIC_CODES } from '../src/messages/diagnostic-codes';
import type { Locale } from '../src/messages/locale';
import { codeBlocks, commandLines, headingAnchor, readDoc, type CodeBlock } from './readme-code-blocks';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const design = readDoc('docs/design.md');

/** The diagnostics of the README's TypeScript blocks, compiled as a consumer would: strict, importing the package by name. */
function typeErrors(sources: CodeBlock[]): string[] {
  const files = new Map(sources.map((block, i) => [join(packageDir, 'readme', `bloco-${i + 1}-linha-${block.line}.ts`), block.code]));
  const options: ts.CompilerOptions = {
    strict: true,
    noUncheckedIndexedAccess: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    // The workspace reads the package from its sources; the pack test does the same over dist/.
    customConditions: ['@chamados/source'],
    lib: ['lib.es2022.d.ts'],
    types: ['node'],
    skipLibCheck: true,
    noEmit: true,
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (name) => files.has(name) || fileExists(name);
  host.readFile = (name) => files.get(name) ?? readFile(name);
  host.getSourceFile = (name, version, ...rest) => {
    const text = files.get(name);
    return text === undefined ? getSourceFile(name, version, ...rest) : ts.createSourceFile(name, text, version);
  };
  const program = ts.createProgram([...files.keys()], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file && files.has(d.file.fileName))
    .map((d) => `${d.file?.fileName.split('/').at(-1)}: TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

function capture(): CliOutput & { lines: string[] } {
  const lines: string[] = [];
  return { lines, out: (line) => lines.push(line), err: (line) => lines.push(line) };
}

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

interface ReadmeCase {
  name: 'README.md' | 'README.pt-BR.md';
  locale: Locale;
  files: string[];
  summary: string;
  maintainers: string;
}

const READMES: ReadmeCase[] = [
  { name: 'README.md', locale: 'en', files: ['arvores/impressora.yaml', 'quick-start.ts', 'verify.cjs'], summary: 'file verified', maintainers: '## Maintenance (in the Chamados repository)' },
  { name: 'README.pt-BR.md', locale: 'pt-BR', files: ['arvores/impressora.yaml', 'inicio-rapido.ts', 'verificar.cjs'], summary: 'arquivo verificado', maintainers: '## Manutenção (no repositório do Chamados)' },
];

describe.each(READMES)('$name', ({ name, locale, files, summary, maintainers }) => {
  const readme = readDoc(name);
  const blocks = codeBlocks(readme);

  it('every TypeScript block compiles under strict against the package', () => {
    const sources = blocks.filter((b) => b.lang === 'ts');
    expect(sources.length).toBeGreaterThan(2);
    expect(typeErrors(sources)).toEqual([]);
    // A whole TypeScript program per README: over a minute on a loaded two-core machine.
  }, 180_000);

  it('every YAML block parses; every complete tree, in the README and the design notes, has no diagnostic', () => {
    const yamlBlocks = [...blocks, ...codeBlocks(design)].filter((b) => b.lang === 'yaml');
    let trees = 0;
    for (const block of yamlBlocks) {
      expect(parseDocument(block.code).errors, `linha ${block.line}`).toEqual([]);
      const value: unknown = parse(block.code);
      if (value && typeof value === 'object' && 'telas' in value) {
        trees += 1;
        expect(parseTree(block.code).diagnostics, `linha ${block.line}`).toEqual([]);
      }
    }
    expect(trees).toBeGreaterThanOrEqual(2);
  });

  it('the files it tells the reader to save are these, each shown once or always alike', () => {
    const byFile = new Map<string, string>();
    for (const block of blocks.filter((b) => b.file)) {
      const file = block.file ?? '';
      if (byFile.has(file)) expect(block.code, file).toBe(byFile.get(file));
      byFile.set(file, block.code);
    }
    expect([...byFile.keys()].sort()).toEqual(files);
  });

  it('every JSON block parses, and every chamados-tree command in shell and workflow blocks is a valid command line', () => {
    for (const block of blocks.filter((b) => b.lang === 'json')) expect(() => JSON.parse(block.code), `linha ${block.line}`).not.toThrow();
    const commands = blocks.filter((b) => b.lang === 'sh' || b.lang === 'yaml').flatMap((b) => commandLines(b.code));
    expect(commands.length).toBeGreaterThan(3);
    for (const args of commands) expect(parseCommandLine(args).kind, args.join(' ')).not.toBe('usage');
  });

  it('the sample verify output is what verify prints, in its language, for the quick start tree with a typo', async () => {
    const tree = blocks.find((b) => b.file === 'arvores/impressora.yaml')?.code ?? '';
    const dir = mkdtempSync(join(tmpdir(), 'readme-'));
    mkdirSync(join(dir, 'arvores'));
    const path = join(dir, 'arvores/impressora.yaml');
    writeFileSync(path, tree.replace('rotulo: Sala', 'rotluo: Sala'));
    const output = capture();
    expect(await runVerify([path], output, { locale })).toBe(1);
    const sample = blocks.find((b) => b.lang === 'text' && b.code.includes(summary))?.code ?? '';
    expect(output.lines.map((line) => line.replace(`${dir}/`, '')).join('\n')).toBe(sample.trimEnd());
    rmSync(dir, { recursive: true, force: true });
  });

  it('the install line names the version the package is', () => {
    const install = blocks.find((b) => b.lang === 'sh' && b.code.includes('npm install @chamados/tree-engine@'))?.code ?? '';
    expect(install).toContain(`npm install @chamados/tree-engine@${pkg.version}\n`);
    expect([...readme.matchAll(/@chamados\/tree-engine@(\d+\.\d+\.\d+)/g)].map((m) => m[1])).toEqual(
      [...readme.matchAll(/@chamados\/tree-engine@(\d+\.\d+\.\d+)/g)].map(() => pkg.version),
    );
    expect(withInstallVersion(readme, pkg.version)).toBe(readme);
  });

  it('the table of diagnostic codes lists every code, as the catalogs word it', () => {
    expect(withDiagnosticTable(readme, locale)).toBe(readme);
    for (const code of DIAGNOSTIC_CODES) expect(readme).toContain(`| \`${code}\` |`);
  });

  it('documents every field error code in a table (generated from the catalogs where it has the markers)', () => {
    expect(withFieldErrorTable(readme, locale)).toBe(readme);
    if (locale === 'en') expect(readme).toContain('<!-- field-error-codes -->\n| code |');
    for (const code of Object.keys(fieldErrorCatalogs[locale])) expect(readme).toMatch(new RegExp(`^\\| [^|\\n]*\`${code}\`[^|\\n]* \\|`, 'm'));
  });

  it('links point to headings that exist and to files the package ships', () => {
    const anchors = (markdown: string): Set<string> => new Set([...markdown.matchAll(/^#+ (.+)$/gm)].map((m) => headingAnchor(m[1] ?? '')));
    const shipped = ['README.md', 'README.pt-BR.md', 'LICENSE', 'package.json', 'docs/design.md'];
    const text = (file: string): string => readFileSync(join(packageDir, file), 'utf8');
    for (const [doc, body, base] of [[name, readme, ''], ['docs/design.md', design, 'docs/']] as const) {
      for (const [, target] of body.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (!target || /^https?:/.test(target)) continue;
        const [file, anchor] = target.split('#');
        const resolved = file ? join(base, file).replace(/^docs\/\.\.\//, '') : doc;
        expect(shipped, `${doc}: ${target}`).toContain(resolved);
        expect(existsSync(join(packageDir, resolved)), target).toBe(true);
        if (anchor) expect(anchors(text(resolved)).has(anchor), `${doc}: ${target}`).toBe(true);
      }
    }
  });

  it('outside the maintainers section, names nothing that does not ship (sources, tests, monorepo commands)', () => {
    const at = readme.indexOf(maintainers);
    expect(at).toBeGreaterThan(0);
    const forUsers = readme.slice(0, at);
    for (const unshipped of ['src/', 'test/', 'scripts/', 'runWalk', 'pnpm --filter', 'fixtures']) expect(forUsers, unshipped).not.toContain(unshipped);
  });
});

describe('README checks', () => {
  it('a TypeScript block with a mistake fails (the check can fail)', () => {
    const wrong = { lang: 'ts', line: 0, code: "import { parseTree } from '@chamados/tree-engine/verify';\nconst n: number = parseTree('x');\n" };
    expect(typeErrors([wrong]).join('\n')).toMatch(/TS2322/);
  }, 60_000);
});
