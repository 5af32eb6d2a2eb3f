import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
import { codeBlocks, commandLines, headingAnchor, readDoc, type CodeBlock } from './readme-code-blocks';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const readme = readDoc('README.md');
const design = readDoc('docs/design.md');
const blocks = codeBlocks(readme);

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

describe('README', () => {
  it('every TypeScript block compiles under strict against the package', () => {
    const sources = blocks.filter((b) => b.lang === 'ts');
    expect(sources.length).toBeGreaterThan(5);
    expect(typeErrors(sources)).toEqual([]);
  }, 60_000);

  it('a TypeScript block with a mistake fails (the check can fail)', () => {
    const wrong = { lang: 'ts', line: 0, code: "import { parseTree } from '@chamados/tree-engine/verify';\nconst n: number = parseTree('x');\n" };
    expect(typeErrors([wrong]).join('\n')).toMatch(/TS2322/);
  }, 60_000);

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
    expect(trees).toBeGreaterThanOrEqual(3);
  });

  it('the same file shown twice (Portuguese and English quick start) has the same content', () => {
    const byFile = new Map<string, string>();
    for (const block of blocks.filter((b) => b.file)) {
      const file = block.file ?? '';
      if (byFile.has(file)) expect(block.code, file).toBe(byFile.get(file));
      byFile.set(file, block.code);
    }
    expect([...byFile.keys()].sort()).toEqual(['arvores/impressora.yaml', 'inicio-rapido.ts', 'quick-start.ts', 'verificar.cjs']);
  });

  it('every JSON block parses, and every chamados-tree command in shell and workflow blocks is a valid command line', () => {
    for (const block of blocks.filter((b) => b.lang === 'json')) expect(() => JSON.parse(block.code), `linha ${block.line}`).not.toThrow();
    const commands = blocks.filter((b) => b.lang === 'sh' || b.lang === 'yaml').flatMap((b) => commandLines(b.code));
    expect(commands.length).toBeGreaterThan(5);
    for (const args of commands) expect(parseCommandLine(args).kind, args.join(' ')).not.toBe('usage');
  });

  it('the sample verify output is what verify prints for the quick start tree with a typo', async () => {
    const tree = blocks.find((b) => b.file === 'arvores/impressora.yaml')?.code ?? '';
    const dir = mkdtempSync(join(tmpdir(), 'readme-'));
    mkdirSync(join(dir, 'arvores'));
    const path = join(dir, 'arvores/impressora.yaml');
    writeFileSync(path, tree.replace('rotulo: Sala', 'rotluo: Sala'));
    const output = capture();
    expect(await runVerify([path], output)).toBe(1);
    const sample = blocks.find((b) => b.lang === 'text' && b.code.includes('arquivo verificado'))?.code ?? '';
    expect(output.lines.map((line) => line.replace(`${dir}/`, '')).join('\n')).toBe(sample.trimEnd());
    rmSync(dir, { recursive: true, force: true });
  });

  it('links point to headings that exist and to files the package ships', () => {
    const anchors = (markdown: string): Set<string> => new Set([...markdown.matchAll(/^#+ (.+)$/gm)].map((m) => headingAnchor(m[1] ?? '')));
    const shipped = ['README.md', 'LICENSE', 'package.json', 'docs/design.md'];
    for (const [doc, text, base] of [['README.md', readme, ''], ['docs/design.md', design, 'docs/']] as const) {
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (!target || /^https?:/.test(target)) continue;
        const [file, anchor] = target.split('#');
        const resolved = file ? join(base, file).replace(/^docs\/\.\.\//, '') : doc;
        expect(shipped, `${doc}: ${target}`).toContain(resolved);
        expect(existsSync(join(packageDir, resolved)), target).toBe(true);
        if (anchor) expect(anchors(resolved === 'README.md' ? readme : design).has(anchor), `${doc}: ${target}`).toBe(true);
      }
    }
  });

  it('outside the maintainers section, names nothing that does not ship (sources, tests, monorepo commands)', () => {
    const maintainers = readme.indexOf('## Manutenção (no repositório do Chamados)');
    const english = readme.indexOf('## Quick start (English)');
    expect(maintainers).toBeGreaterThan(0);
    const forUsers = readme.slice(0, maintainers) + readme.slice(english);
    for (const unshipped of ['src/', 'test/', 'scripts/', 'runWalk', 'pnpm --filter', 'fixtures']) expect(forUsers, unshipped).not.toContain(unshipped);
  });
});
