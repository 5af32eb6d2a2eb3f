/**
 * Issue 32's goal, checked wide: in Spanish or English, `chamados-tree` prints no Portuguese for
 * any broken tree of the fixtures (and a few more: synonyms, titles, the FAQ, the data hub, a
 * missing file), in any format, nor in its usage errors, configuration errors, help, graph refusal
 * or walk — outside the words the user wrote (the tree's, the configuration's, the command line's).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import type { CliOutput } from '../src/cli/cli-output';
import { main } from '../src/cli/main';
import { runWalk } from '../src/cli/walk';
import { portugueseIn, wordsOf } from './portuguese-words';

const dir = mkdtempSync(join(tmpdir(), 'chamados-tree-no-pt-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fixtureDirs = ['fixtures/broken', 'fixtures/several-mistakes'].map((name) => new URL(`./${name}/`, import.meta.url).pathname);

const extraTrees: Record<string, string> = {
  'sinonimos-titulo.yaml': `nome: Impressora
descricao: 3
tags: [a, 2]
sinonimos: [Impressão, impressao, '', 5, Wífi, wifi]
geral: sim
inicial: inicio
telas:
  inicio:
    tipo: opcoes
    pergunta: [lista]
    opcoes: { Um: t1, Dois: f1 }
  t1:
    tipo: tutorial
    fonte: faq
    url: 'https://faq.exemplo.edu.br/artigo/12'
    titulo: '  '
    telaSim: '#final'
    telaNao: t2
  t2:
    tipo: tutorial
    fonte: otrs
    url: 'https://outro.exemplo.edu.br/faq/1'
    titulo: [x]
    telaSim: '#final'
    telaNao: f1
  f1:
    tipo: formulario
    titulo: 7
    campos:
      c1:
        tipo: caixaDeChecagem
        rotulo: Marque
        mapeamento: todos
        opcoes:
          - { texto: A, valor: a, mapeamento: pa }
          - { texto: B, valor: a, mapeamento: pb }
      c2: { tipo: caixaDeSelecao, rotulo: Lista, opcoes: { chave: listaQueNaoExiste } }
      c3: { tipo: caixaDeTexto, rotulo: Num, validadores: [{ tipo: simples, formato: inteiro }, { tipo: mascara }] }
    atribuicoes:
      - propriedade: fila
        operando: { tipo: mapeamento, mapa: mapaInexistente, chave: x }
      - propriedade: 3
        operando: { tipo: constante, classe: string, valor: x }
    fluxos:
      - tela: nada
        condicao: { tipo: composta, operador: e, condicoes: [] }
`,
  'tipos.yaml': "nome: ''\ninicial: 5\ntelas:\n  a:\n    tpo: opcoes\n    pergunta: P?\n  b:\n    tipo: desconhecido\n",
  'telas-lista.yaml': 'nome: X\ninicial: a\ntelas: []\n',
};
for (const [name, text] of Object.entries(extraTrees)) writeFileSync(join(dir, name), text);

const trees = [...fixtureDirs.flatMap((folder) => readdirSync(folder).map((name) => join(folder, name))), ...Object.keys(extraTrees).map((name) => join(dir, name))];
const missing = join(dir, 'nao-existe.yaml');
const configFile = join(dir, 'config.json');
writeFileSync(configFile, JSON.stringify({ faq: { urlTemplate: 'https://faq.exemplo.edu.br/artigo/{id}', hosts: ['faq.exemplo.edu.br'] }, dataHub: { lists: { predios: [] }, maps: {} } }));

const ownWords = new Map(trees.map((file) => [file, new Set(wordsOf(readFileSync(file, 'utf8')))]));

function capture(): CliOutput & { all: string[] } {
  const all: string[] = [];
  return { all, out: (text) => all.push(...text.split('\n')), err: (text) => all.push(...text.split('\n')) };
}

/** The file a report line speaks of, in the text and GitHub formats. */
const fileOf = (line: string): string | undefined => trees.find((file) => line.startsWith(`${file}:`) || line.includes(`file=${file},`));

function expectNoPortuguese(lines: readonly string[], own: (line: string) => ReadonlySet<string>, what: string): void {
  const found = lines.map((line) => [line, portugueseIn(line, own(line))] as const).filter(([, words]) => words.length > 0);
  expect(found.map(([line, words]) => `${words.join(',')} :: ${line}`), what).toEqual([]);
}

describe.each(['es', 'en'] as const)('--lang %s prints no Portuguese', (lang) => {
  it.each(['text', 'github'])('verify, %s format, every broken tree', async (format) => {
    for (const config of [[], ['--config', configFile]]) {
      const output = capture();
      expect(await main(['verify', '--lang', lang, '--format', format, ...config, ...trees, missing], output, { LANG: 'pt_BR.UTF-8' })).toBe(1);
      expect(output.all.length).toBeGreaterThan(trees.length);
      expectNoPortuguese(output.all, (line) => ownWords.get(fileOf(line) ?? '') ?? new Set(), `${format} ${config.join(' ')}`);
    }
  });

  it('verify, json format: every message', async () => {
    const output = capture();
    expect(await main(['verify', '--lang', lang, '--format', 'json', '--config', configFile, ...trees, missing], output, { LANG: 'pt_BR.UTF-8' })).toBe(1);
    const report = JSON.parse(output.all.join('\n')) as { diagnostics: { file: string; code: string; message: string }[] };
    expect(new Set(report.diagnostics.map((d) => d.code)).size).toBeGreaterThan(50);
    expectNoPortuguese(
      report.diagnostics.map((d) => `${d.file}: ${d.message}`),
      (line) => ownWords.get(fileOf(line) ?? '') ?? new Set(),
      'json',
    );
  });

  const usages: string[][] = [
    [],
    ['frobnicate'],
    ['verify'],
    ['verify', '--format', 'xml', 'a.yaml'],
    ['verify', '--max-warnings', 'muitos', 'a.yaml'],
    ['verify', '--max-warnings', '--lang', lang, 'a.yaml'],
    ['verify', '--bogus', 'a.yaml'],
    ['verify', '--help=sim'],
    ['verify', 'a.yaml', '--config'],
    ['graph', '--format', 'json', 'a.yaml'],
    ['graph', '--format', 'mermaid', 'a.yaml', 'b.yaml'],
    ['graph', '--max-warnings', '1', 'a.yaml'],
    ['walk'],
    ['walk', 'a.yaml', 'b.yaml'],
    ['walk', '--format', 'json', 'a.yaml'],
    ['--help'],
  ];
  it.each(usages.map((args) => [args.join(' ') || '(nothing)', args]))('usage: %s', async (_name, args) => {
    const output = capture();
    const status = await main([...args, '--lang', lang], output, { LANG: 'pt_BR.UTF-8' });
    expect(status === 2 || args[0] === '--help').toBe(true);
    expectNoPortuguese(output.all, () => new Set(args.flatMap(wordsOf)), args.join(' '));
  });

  const configs: unknown[] = [
    '{ "defaults": ',
    [1],
    { defualts: {} },
    { defaults: { fila: 3 } },
    { defaults: { cor: 'azul' } },
    { defaults: [] },
    { faq: 1 },
    { faq: { urlTemplate: 'https://faq.exemplo.edu.br/artigo/' } },
    { faq: { urlTemplate: 'ftp://faq.exemplo.edu.br/{id}' } },
    { faq: { hosts: 'faq.exemplo.edu.br' } },
    { faq: { hosts: ['https://faq.exemplo.edu.br/'] } },
    { dataHub: { listas: {} } },
    { dataHub: { lists: { predios: [{ chave: 'a' }] } } },
    { dataHub: { maps: { filas: { a: 1 } } } },
    { dataHub: { maps: [] } },
  ];
  it.each(configs.map((config, i) => [i, config]))('configuration error %i', async (i, config) => {
    const text = typeof config === 'string' ? config : JSON.stringify(config);
    const file = join(dir, `config-${lang}-${i}.json`);
    writeFileSync(file, text);
    for (const command of ['verify', 'graph', 'walk']) {
      const output = capture();
      expect(await main([command, '--lang', lang, '--config', file, trees[0] as string], output, { LANG: 'pt_BR.UTF-8' }), `${command} ${text}`).toBe(2);
      expect(output.all.length).toBeGreaterThan(0);
      expectNoPortuguese(output.all, () => new Set(wordsOf(text)), `${command} ${text}`);
    }
    const unreadable = capture();
    expect(await main(['verify', '--lang', lang, '--config', join(dir, 'nenhuma.json'), trees[0] as string], unreadable, {})).toBe(2);
    expectNoPortuguese(unreadable.all, () => new Set(['nenhuma']), 'unreadable configuration');
  });

  it('graph refuses a broken tree and a missing file in the language asked', async () => {
    const output = capture();
    expect(await main(['graph', '--lang', lang, trees[0] as string, missing], output, {})).toBe(1);
    expectNoPortuguese(output.all, (line) => ownWords.get(fileOf(line) ?? '') ?? new Set(), 'graph');
  });

  it('walk: prompts, field errors, going back and cancelling', async () => {
    const file = new URL('../examples/laboratorio-impressora.yaml', import.meta.url).pathname;
    const input = new PassThrough();
    const output = new PassThrough();
    let text = '';
    output.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const back = lang === 'es' ? ':volver' : ':back';
    // Options, a tutorial not solved, a form refused (mask, whole number), corrected, then back and cancel.
    input.end(['1', 'n', 'A', 'B', '12', '9', 'muitas', '123456', back, ':cancel'].map((line) => `${line}\n`).join(''));
    expect(await runWalk(file, { input, output }, { locale: lang })).toBe(1);
    const own = new Set(wordsOf(readFileSync(file, 'utf8')));
    expect(text).toContain(lang === 'es' ? 'El formulario tiene errores:' : 'The form has errors:');
    expectNoPortuguese(text.split('\n'), () => own, 'walk');
    // The demo user the CLI walks as is named in the language too (a field's default may show it).
    const visitor = new URL('../examples/conta-visitante.yaml', import.meta.url).pathname;
    const demoIn = new PassThrough();
    const demoOut = new PassThrough();
    let demo = '';
    demoOut.on('data', (chunk: Buffer) => (demo += chunk.toString()));
    demoIn.end('1\n:cancel\n');
    expect(await runWalk(visitor, { input: demoIn, output: demoOut }, { locale: lang })).toBe(1);
    expect(demo).toContain(lang === 'es' ? '[Usuario de Demostración]' : '[Demo User]');
    const visitorWords = new Set(wordsOf(readFileSync(visitor, 'utf8')));
    expectNoPortuguese(demo.split('\n'), () => visitorWords, 'walk as the demo user');
    const broken = capture();
    const refused = new PassThrough();
    let refusal = '';
    refused.on('data', (chunk: Buffer) => (refusal += chunk.toString()));
    const empty = new PassThrough();
    empty.end('');
    expect(await runWalk(trees[0] as string, { input: empty, output: refused }, { locale: lang })).toBe(1);
    expectNoPortuguese([...refusal.split('\n'), ...broken.all], () => ownWords.get(trees[0] as string) ?? new Set(), 'walk refusal');
  });
});

describe('the Portuguese check', () => {
  it('finds Portuguese in the pt-BR output (it can fail)', async () => {
    const output = capture();
    await main(['verify', '--lang', 'pt-BR', ...trees.slice(0, 5)], output, {});
    const found = output.all.flatMap((line) => portugueseIn(line, ownWords.get(fileOf(line) ?? '') ?? new Set()));
    expect(found.length).toBeGreaterThan(5);
  });
});
