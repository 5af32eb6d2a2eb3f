import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CliOutput } from '../src/cli/cli-output';
import { runGraph } from '../src/cli/graph';
import { main } from '../src/cli/main';
import { parseCommandLine } from '../src/cli/parse-command-line';
import { runVerify } from '../src/cli/verify';

const root = fileURLToPath(new URL('..', import.meta.url));
const file = (relative: string): string => `${root}${relative}`;
const { version } = JSON.parse(readFileSync(file('package.json'), 'utf8')) as { version: string };

function capture(): CliOutput & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (line) => lines.push(line), err: (line) => errors.push(line) };
}

const unreachable = file('test/fixtures/broken/unreachable.yaml');
const misspelled = file('test/fixtures/broken/misspelled-key.yaml');
const wifi = file('examples/wifi-eduroam.yaml');

describe('chamados-tree options', () => {
  it('--help and -h print the usage on stdout and exit 0; --version prints the package version', async () => {
    for (const args of [['--help'], ['-h'], ['help'], ['verify', '--help']]) {
      const output = capture();
      expect(await main(args, output), args.join(' ')).toBe(0);
      expect(output.lines.join('\n')).toContain('Uso: chamados-tree <comando>');
      expect(output.errors).toEqual([]);
    }
    for (const args of [['--version'], ['-v']]) {
      const output = capture();
      expect(await main(args, output)).toBe(0);
      expect(output.lines).toEqual([version]);
    }
  });

  it('refuses unknown commands, options and values with exit status 2 and the reason on stderr', async () => {
    const cases: [string[], string][] = [
      [['lint', 'a.yaml'], 'Comando desconhecido: lint'],
      [['verify', '--max-warning', '0', 'a.yaml'], 'Opção desconhecida: --max-warning'],
      [['verify', '-x', 'a.yaml'], 'Opção desconhecida: -x'],
      [['verify', '--format', 'xml', 'a.yaml'], 'Formato desconhecido: xml; use text, json ou github.'],
      [['verify', 'a.yaml', '--format'], 'A opção --format precisa de um valor.'],
      [['verify', '--max-warnings', 'muitos', 'a.yaml'], '--max-warnings precisa de um número inteiro maior ou igual a 0, não "muitos".'],
      [['verify', '--max-warnings=-1', 'a.yaml'], '--max-warnings precisa de um número inteiro maior ou igual a 0, não "-1".'],
      [['graph', '--max-warnings', '0', 'a.yaml'], 'A opção --max-warnings não vale para o comando graph.'],
      [['walk', '--format', 'json', 'a.yaml'], 'A opção --format não vale para o comando walk.'],
      [['graph', '--format', 'json', 'a.yaml'], 'Formato desconhecido: json; use mermaid ou markdown.'],
      [['graph', '--format', 'mermaid', 'a.yaml', 'b.yaml'], 'O formato mermaid desenha um arquivo por vez; para vários, use --format markdown.'],
      [['--help=sim'], 'A opção --help não recebe valor.'],
      [['verify'], 'O comando verify precisa de um arquivo.'],
      [['walk', 'a.yaml', 'b.yaml'], 'O comando walk percorre um arquivo por vez.'],
    ];
    for (const [args, message] of cases) {
      const output = capture();
      expect(await main(args, output), args.join(' ')).toBe(2);
      expect(output.errors[0], args.join(' ')).toBe(message);
      expect(output.errors[1]).toContain('Uso: chamados-tree');
      expect(output.lines).toEqual([]);
    }
    const bare = capture();
    expect(await main([], bare)).toBe(2);
    expect(bare.errors[0]).toContain('Uso: chamados-tree');
  });

  it('reads files after -- as files, even when they start with a dash', () => {
    expect(parseCommandLine(['verify', '--', '-arvore.yaml'])).toEqual({ kind: 'verify', files: ['-arvore.yaml'], format: 'text' });
    expect(parseCommandLine(['graph', 'a.yaml'])).toEqual({ kind: 'graph', files: ['a.yaml'], format: 'mermaid' });
    expect(parseCommandLine(['graph', 'a.yaml', 'b.yaml'])).toEqual({ kind: 'graph', files: ['a.yaml', 'b.yaml'], format: 'markdown' });
    expect(parseCommandLine(['graph', '--format', 'markdown', 'a.yaml'])).toEqual({ kind: 'graph', files: ['a.yaml'], format: 'markdown' });
    expect(parseCommandLine(['verify', '--max-warnings=0', '--format=github', 'a.yaml', 'b.yaml'])).toEqual({
      kind: 'verify',
      files: ['a.yaml', 'b.yaml'],
      format: 'github',
      maxWarnings: 0,
    });
  });
});

describe('chamados-tree verify --format and --max-warnings', () => {
  it('json: one document with every diagnostic, its place and its fix', async () => {
    const output = capture();
    expect(await runVerify([misspelled, wifi], output, { format: 'json' })).toBe(1);
    expect(output.lines).toHaveLength(1);
    const report = JSON.parse(output.lines[0] ?? '');
    expect(report).toMatchObject({ files: 2, errors: 1, warnings: 0 });
    expect(report.diagnostics).toEqual([
      {
        file: misspelled,
        severity: 'error',
        code: 'unknownKey',
        params: { key: 'rotluo', allowed: ['tipo', 'nome', 'rotulo', 'ajuda', 'valor', 'mapeamento', 'validadores'], suggestion: 'rotulo' },
        line: 11,
        column: 9,
        message: 'Tela "inicio", campo "predio", chave "rotluo": a chave "rotluo" não é permitida aqui; você quis dizer "rotulo"?',
        path: ['telas', 'inicio', 'campos', 'predio', 'rotluo'],
        fix: { line: 11, column: 9, from: expect.any(Number), to: expect.any(Number), replace: 'rotluo', insert: 'rotulo' },
      },
    ]);
  });

  it('github: one workflow command per diagnostic, with file, line and column, then the summary', async () => {
    const output = capture();
    expect(await runVerify([misspelled, unreachable], output, { format: 'github' })).toBe(1);
    expect(output.lines).toEqual([
      `::error file=${misspelled},line=11,col=9,title=chamados-tree::Tela "inicio", campo "predio", chave "rotluo": a chave "rotluo" não é permitida aqui; você quis dizer "rotulo"?%0Acorreção (11:9): troque "rotluo" por "rotulo".`,
      `::warning file=${unreachable},line=9,col=3,title=chamados-tree::Tela "esquecida": a tela não é alcançada a partir da tela inicial "inicio".`,
      '2 arquivos verificados: 1 erro, 1 aviso.',
    ]);
  });

  it('github: escapes what would end the command early (commas and colons in the file name, % and newlines)', async () => {
    const output = capture();
    await runVerify(['pasta:1/a,b 100%.yaml'], output, { format: 'github' });
    expect(output.lines[0]).toMatch(/^::error file=pasta%3A1\/a%2Cb 100%25\.yaml,line=1,col=1,title=chamados-tree::não foi possível ler o arquivo \(ENOENT\)\.$/);
  });

  it('--max-warnings N fails the run when the warnings pass N, in every format', async () => {
    const within = capture();
    expect(await runVerify([unreachable], within, { maxWarnings: 1 })).toBe(0);
    const over = capture();
    expect(await runVerify([unreachable], over, { maxWarnings: 0 })).toBe(1);
    expect(over.lines.at(-1)).toBe('Há 1 aviso, acima do limite de 0 (--max-warnings).');
    const github = capture();
    expect(await runVerify([unreachable], github, { maxWarnings: 0, format: 'github' })).toBe(1);
    expect(github.lines.at(-1)).toBe('::error title=chamados-tree::Há 1 aviso, acima do limite de 0 (--max-warnings).');
    const json = capture();
    expect(await runVerify([unreachable], json, { maxWarnings: 0, format: 'json' })).toBe(1);
    expect(JSON.parse(json.lines[0] ?? '')).toMatchObject({ warnings: 1, maxWarnings: 0 });
  });
});

describe('chamados-tree graph with several files', () => {
  it('writes a Markdown document with one mermaid block per tree', async () => {
    const output = capture();
    const second = file('examples/email-senha.yaml');
    expect(await runGraph([wifi, second], output, 'markdown')).toBe(0);
    const document = output.lines.join('\n');
    expect(document.match(/^```mermaid\nflowchart TD$/gm)).toHaveLength(2);
    expect(document).toContain(`## ${wifi}\n\n\`\`\`mermaid\n`);
    expect(document).toContain(`## ${second}\n\n\`\`\`mermaid\n`);
  });

  it('still draws the valid trees, and exits 1, when one file has errors', async () => {
    const output = capture();
    expect(await runGraph([misspelled, wifi], output, 'markdown')).toBe(1);
    expect(output.errors).toEqual([`${misspelled}: a árvore tem erros; rode chamados-tree verify ${misspelled}.`]);
    expect(output.lines.join('\n').match(/^```mermaid$/gm)).toHaveLength(1);
  });
});
