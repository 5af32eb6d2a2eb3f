/**
 * The fenced code blocks of a Markdown document, for the tests that hold the README to what it
 * shows: every TypeScript block compiles, every tree verifies, every command line parses. A block
 * right under `<!-- arquivo: PATH -->` (or `<!-- file: PATH -->`) is a file the reader is told to save; the pack test writes
 * it into a fresh project and runs it.
 */
import { readFileSync } from 'node:fs';

/** One fenced block. @example codeBlocks(readme)[0] // { lang: 'sh', code: 'npm install …', line: 19 } */
export interface CodeBlock {
  lang: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The file the README names for this block, if any. */
  file?: string;
}

/** Every fenced block, in order. @example codeBlocks('```ts\nlet a = 1;\n```\n') // [{ lang: 'ts', code: 'let a = 1;\n', line: 1 }] */
export function codeBlocks(markdown: string): CodeBlock[] {
  const lines = markdown.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^```(\S*)\s*$/.exec(lines[i] ?? '');
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i += 1; i < lines.length && lines[i] !== '```'; i += 1) body.push(lines[i] ?? '');
    const marker = /^<!-- (?:arquivo|file): (\S+) -->$/.exec(lines[start - 1] ?? '');
    blocks.push({ lang: open[1] ?? '', code: `${body.join('\n')}\n`, line: start + 1, ...(marker?.[1] ? { file: marker[1] } : {}) });
  }
  return blocks;
}

/** The README and the design notes, as shipped. @example readDoc('README.md') */
export function readDoc(relative: 'README.md' | 'README.pt-BR.md' | 'docs/design.md', root: URL = new URL('../', import.meta.url)): string {
  return readFileSync(new URL(relative, root), 'utf8');
}

/** `chamados-tree …` command lines in shell text, as argument lists (up to a pipe, redirection or comment). @example commandLines('npx chamados-tree verify a.yaml | head') // [['verify', 'a.yaml']] */
export function commandLines(shell: string): string[][] {
  return shell.split('\n').flatMap((line) => {
    const at = line.search(/(?:^|\s)chamados-tree\s/);
    if (at < 0) return [];
    const rest = line.slice(line.indexOf('chamados-tree', at) + 'chamados-tree'.length);
    const end = rest.search(/\s(?:\||>>?|#|&&)/);
    return [(end < 0 ? rest : rest.slice(0, end)).trim().split(/\s+/).filter((word) => word !== '')];
  });
}

/** GitHub's anchor for a heading. @example headingAnchor('Quick start (English)') // 'quick-start-english' */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}
