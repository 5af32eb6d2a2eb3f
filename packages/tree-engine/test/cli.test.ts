import { execFile, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { conditionText, renderMermaid, runGraph } from '../src/cli/graph';
import type { CliOutput } from '../src/cli/cli-output';
import { runVerify } from '../src/cli/verify';
import { exampleTrees } from '../src/examples/example-trees';
import { parseTree } from '../src/parse/parse-tree';

const root = fileURLToPath(new URL('..', import.meta.url));
const file = (relative: string): string => `${root}${relative}`;

function capture(): CliOutput & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (line) => lines.push(line), err: (line) => errors.push(line) };
}

describe('chamados-tree verify', () => {
  it('passes the example trees with exit status 0 and no diagnostics', async () => {
    const output = capture();
    const files = exampleTrees.map((e) => file(`examples/${e.file}`));
    expect(await runVerify(files, output)).toBe(0);
    // The summary is part of the report, on stdout: a clean run writes nothing to stderr, which
    // some CI runners flag as a failure.
    expect(output.errors).toEqual([]);
    expect(output.lines).toEqual(['6 arquivos verificados: 0 erros, 0 avisos.']);
  });

  it('prints file:line:col: erro: message and exits 1 on errors', async () => {
    const output = capture();
    const broken = file('test/fixtures/broken/missing-screen.yaml');
    expect(await runVerify([broken], output)).toBe(1);
    expect(output.lines).toEqual([
      `${broken}:9:7: erro: Tela "inicio", opção "Um": a tela "descrevaa" não existe.`,
      '1 arquivo verificado: 1 erro, 0 avisos.',
    ]);
  });

  it('exits 0 when there are only warnings, printed as aviso', async () => {
    const output = capture();
    expect(await runVerify([file('test/fixtures/broken/unreachable.yaml')], output)).toBe(0);
    expect(output.lines[0]).toMatch(/:9:3: aviso: Tela "esquecida"/);
  });

  it('reports a file it cannot read as an error', async () => {
    const output = capture();
    expect(await runVerify([file('nao-existe.yaml')], output)).toBe(1);
    expect(output.lines[0]).toMatch(/nao-existe\.yaml:1:1: erro: não foi possível ler o arquivo \(ENOENT\)\./);
  });
});

describe('chamados-tree graph', () => {
  it('draws screens with their kind, labelled edges and the #final node', async () => {
    const output = capture();
    expect(await runGraph([file('examples/instalacao-software.yaml')], output, 'mermaid')).toBe(0);
    const chart = output.lines.join('\n');
    expect(chart).toMatch(/^flowchart TD/);
    expect(chart).toContain('s0{"qual-software<br/><small>opções</small>"}');
    expect(chart).toContain('s1[["tutorial-pessoal<br/><small>tutorial</small>"]]');
    expect(chart).toContain('s0 -->|"Programa livre ou gratuito"| s2');
    expect(chart).toContain('s1 -->|"Sim"| final');
    expect(chart).toContain(`s2 -->|"licenca.valor = 'adquirir' e valorEstimado #62; 800"| s3`);
    expect(chart).toContain('s3 -.->|"nenhum fluxo"| final');
  });

  it('refuses a tree with errors', async () => {
    const output = capture();
    expect(await runGraph([file('test/fixtures/broken/missing-screen.yaml')], output, 'mermaid')).toBe(1);
    expect(output.lines).toEqual([]);
  });

  it('renders every example tree', () => {
    for (const { yaml } of exampleTrees) {
      const { tree } = parseTree(yaml);
      expect(tree && renderMermaid(tree)).toMatch(/final\(\(\(/);
    }
  });

  it('summarises composite conditions in Portuguese', () => {
    const text = conditionText({
      tipo: 'composta',
      operador: 'or',
      condicoes: [
        { tipo: 'simples', comparador: '=', operando1: { tipo: 'variavel', campo: 'campus.valor' }, operando2: { tipo: 'constante', classe: 'string', valor: 'florestal' } },
        { tipo: 'composta', operador: 'not', condicoes: [{ tipo: 'simples', comparador: '<', operando1: { tipo: 'variavel', campo: 'n' }, operando2: { tipo: 'constante', classe: 'int', valor: 3 } }] },
      ],
    });
    expect(text).toBe("campus.valor = 'florestal' ou (não (n < 3))");
  });
});

describe('the chamados-tree command', () => {
  const run = async (...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> => {
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--conditions=@chamados/source', 'src/cli/index.ts', ...args], { cwd: root });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };

  it('routes verify and sets the exit status', async () => {
    const ok = await run('verify', 'examples/wifi-eduroam.yaml');
    expect(ok.code).toBe(0);
    const broken = await run('verify', 'examples/wifi-eduroam.yaml', 'test/fixtures/broken/alias.yaml');
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain('test/fixtures/broken/alias.yaml:9:10: erro: Aliases YAML');
  }, 30_000);

  it('ends every line it prints with a newline, the summary on stdout', async () => {
    const ok = await run('verify', 'examples/wifi-eduroam.yaml');
    expect(ok.stdout).toBe('1 arquivo verificado: 0 erros, 0 avisos.\n');
    expect(ok.stderr).toBe('');
    for (const args of [['verify', 'test/fixtures/broken/alias.yaml'], ['graph', 'examples/wifi-eduroam.yaml'], ['graph'], ['lint'], ['help']]) {
      const result = await run(...args);
      for (const stream of [result.stdout, result.stderr]) if (stream !== '') expect(stream.endsWith('\n'), args.join(' ')).toBe(true);
    }
  }, 60_000);

  it('exits quietly, with its usual status, when the reader closes stdout early (verify … | head)', async () => {
    const broken = readdirSync(file('test/fixtures/broken')).map((name) => `test/fixtures/broken/${name}`);
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@chamados/source', 'src/cli/index.ts', 'verify', ...Array<string[]>(20).fill(broken).flat()], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(1);
  }, 60_000);

  it('prints the usage and exits 2 on an unknown command', async () => {
    const result = await run('lint');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Comando desconhecido: lint');
    expect(result.stderr).toContain('Uso: chamados-tree');
  }, 30_000);
});
