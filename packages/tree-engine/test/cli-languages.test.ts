import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { environmentLocale, main } from '../src/cli/main';
import type { CliOutput } from '../src/cli/cli-output';

const dir = mkdtempSync(join(tmpdir(), 'chamados-tree-lang-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Broken in several ways: an unknown key with a suggestion, a missing screen, an unreachable one,
// a YAML-level duplicate key, a duplicate option value (with a fix).
const broken = join(dir, 'quebrada.yaml');
writeFileSync(
  broken,
  `nome: Rede
inicial: a
telas:
  a:
    tipo: opcoes
    pergunta: Qual?
    opcoes: { Um: f, Dois: nada }
  f:
    tipo: formulario
    titulo: Dados
    campos:
      v:
        tipo: caixaDeSelecao
        rotluo: Vínculo
        opcoes: [{ texto: Graduação, valor: g }, { texto: Pós, valor: g }]
  sozinha:
    tipo: tutorial
    fonte: link
    url: https://dti.ufv.br
    telaSim: '#final'
    telaNao: '#final'
`,
);

function capture(): CliOutput & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (text) => lines.push(text), err: (text) => errors.push(text) };
}

// Words only Portuguese has, outside the tree's own texts and keys.
const PORTUGUESE = /\b(erro|arquivo|arquivos|tela|chave|você|não|opção|correção|troque)\b/i;
const withoutTreeWords = (text: string): string => text.replace(/"[^"]*"|\b(telas|rotulo|rotluo|opcoes|valor|texto|Rede|Dados)\b/g, '');

describe('chamados-tree --lang', () => {
  it.each(['en', 'es'] as const)('%s: verify prints no Portuguese, in text and github formats', async (lang) => {
    for (const format of ['text', 'github']) {
      const output = capture();
      expect(await main(['verify', '--lang', lang, '--format', format, broken], output, {})).toBe(1);
      expect(output.lines.length).toBeGreaterThan(3);
      for (const line of output.lines) expect(withoutTreeWords(line.replace(broken, '')), `${lang} ${format}: ${line}`).not.toMatch(PORTUGUESE);
    }
  });

  it('text: the severity, the fix line and the summary follow the language', async () => {
    const output = capture();
    await main(['verify', '--lang', 'en', broken], output, {});
    const text = output.lines.map((line) => line.replace(`${broken}:`, '')).join('\n');
    expect(text).toContain('14:9: error: Screen "f", field "v", key "rotluo": the key "rotluo" is not allowed here; did you mean "rotulo"?');
    expect(text).toContain('    fix (14:9): replace "rotluo" with "rotulo".');
    expect(text).toContain('warning: Screen "sozinha": the screen cannot be reached from the initial screen "a".');
    expect(output.lines.at(-1)).toBe('1 file verified: 3 errors, 1 warning.');
  });

  it('json: each diagnostic has its code, params and the message in the language asked', async () => {
    const output = capture();
    await main(['verify', '--lang', 'es', '--format', 'json', broken], output, {});
    const report = JSON.parse(output.lines[0] ?? '') as { diagnostics: { code: string; params: unknown; message: string }[] };
    expect(report.diagnostics.map((d) => d.code)).toEqual(['missingScreen', 'unknownKey', 'duplicateOption', 'unreachable']);
    expect(report.diagnostics[0]).toMatchObject({ code: 'missingScreen', params: { name: 'nada' }, message: 'Pantalla "a", opción "Dois": la pantalla "nada" no existe.' });
    expect(report.diagnostics[2]?.params).toEqual({ key: 'valor', value: 'g', proposed: 'pos' });
  });

  it('defaults to the language of LC_ALL, LC_MESSAGES or LANG; an unknown one is pt-BR', async () => {
    expect(environmentLocale({ LANG: 'en_US.UTF-8' })).toBe('en');
    expect(environmentLocale({ LANG: 'en_US.UTF-8', LC_ALL: 'es_MX.UTF-8' })).toBe('es');
    expect(environmentLocale({ LANG: 'C.UTF-8' })).toBe('pt-BR');
    expect(environmentLocale({ LANG: 'fr_FR.UTF-8' })).toBe('pt-BR');
    const output = capture();
    await main(['verify', broken], output, { LANG: 'es_AR.UTF-8' });
    expect(output.lines.at(-1)).toBe('1 archivo verificado: 3 errores, 1 aviso.');
  });

  it('--lang beats the environment; a usage error and the help speak it; an unknown language is a usage error', async () => {
    const output = capture();
    expect(await main(['verify', '--lang', 'en', '--max-warning', '0', broken], output, { LANG: 'pt_BR.UTF-8' })).toBe(2);
    expect(output.errors[0]).toBe('Unknown option: --max-warning');
    expect(output.errors[1]).toMatch(/^Usage: chamados-tree/);
    for (const tag of ['en-US', 'EN', 'en_GB.UTF-8']) {
      const tagged = capture();
      expect(await main(['verify', '--lang', tag, broken], tagged, { LANG: 'pt_BR.UTF-8' }), tag).toBe(1);
      expect(tagged.lines.at(-1), tag).toBe('1 file verified: 3 errors, 1 warning.');
    }
    const swallowed = capture();
    expect(await main(['verify', '--max-warnings', '--lang', 'es', broken], swallowed, { LANG: 'pt_BR.UTF-8' })).toBe(2);
    expect(swallowed.errors[0]).toBe('--max-warnings necesita un número entero mayor o igual que 0, no "--lang".');
    const bad = capture();
    expect(await main(['verify', '--lang', 'fr', broken], bad, {})).toBe(2);
    expect(bad.errors[0]).toBe('Idioma desconhecido: fr; use pt-BR, es ou en.');
  });

  it('graph words follow the language', async () => {
    const tree = join(dir, 'boa.yaml');
    writeFileSync(tree, "nome: X\ninicial: t\ntelas:\n  t:\n    tipo: tutorial\n    fonte: link\n    url: https://dti.ufv.br\n    telaSim: '#final'\n    telaNao: '#final'\n");
    const output = capture();
    expect(await main(['graph', '--lang', 'en', tree], output, {})).toBe(0);
    expect(output.lines[0]).toContain('|"Yes"|');
    expect(output.lines[0]).toContain('start(["start"])');
  });
});

describe('chamados-tree.config.json', () => {
  const tree = join(dir, 'faq.yaml');
  writeFileSync(
    tree,
    `nome: X
inicial: t
telas:
  t:
    tipo: tutorial
    fonte: faq
    url: https://faq.ufv.br/artigo/42
    telaSim: '#final'
    telaNao: f
  f:
    tipo: formulario
    titulo: Onde?
    campos:
      predio: { tipo: caixaDeSelecao, rotulo: Prédio, opcoes: { chave: predios } }
    atribuicoes:
      - propriedade: fila
        operando: { tipo: mapeamento, mapa: fila-por-predio, chave: '\${predio.valor}' }
`,
  );
  const configFile = (name: string, content: unknown): string => {
    const path = join(dir, name);
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
    return path;
  };

  it('without it, a tree pointing at the team’s own FAQ fails; with it, it passes as the portal would run it', async () => {
    const without = capture();
    expect(await main(['verify', tree], without, {})).toBe(1);
    const config = configFile('ok.json', {
      faq: { urlTemplate: 'https://faq.ufv.br/artigo/{id}' },
      dataHub: { lists: { predios: [{ key: 'pvb', value: 'Pavilhão B' }] }, maps: { 'fila-por-predio': { pvb: 'N2::Redes' } } },
    });
    const withIt = capture();
    expect(await main(['verify', '--config', config, tree], withIt, {})).toBe(0);
  });

  it('its data-hub names are checked: a list it lacks is an error', async () => {
    const config = configFile('lists.json', { faq: { urlTemplate: 'https://faq.ufv.br/artigo/{id}' }, dataHub: { lists: { campi: [] }, maps: {} } });
    const output = capture();
    expect(await main(['verify', '--config', config, '--format', 'json', tree], output, {})).toBe(1);
    const codes = (JSON.parse(output.lines[0] ?? '') as { diagnostics: { code: string }[] }).diagnostics.map((d) => d.code);
    expect(codes).toEqual(['unknownList', 'unknownMap']);
  });

  it('the FAQ template is an http(s) address or a path on the portal, and the hosts are hosts; a misplaced list names its key', async () => {
    const refused = async (config: unknown): Promise<string | undefined> => {
      const output = capture();
      expect(await main(['verify', '--lang', 'en', '--config', configFile('refused.json', config), tree], output, {})).toBe(2);
      return output.errors[0]?.replace(/^.*invalid configuration: /, '');
    };
    expect(await refused({ faq: { urlTemplate: 'ftp://faq.ufv.br/{id}' } })).toBe('"faq.urlTemplate" must start with https:// or http://, or be a path on the portal (/…).');
    expect(await refused({ faq: { hosts: ['faq.ufv.br', 'https://faq.ufv.br/'] } })).toBe('"faq.hosts" lists servers (faq.example.edu or faq.example.edu:8443), not "https://faq.ufv.br/".');
    expect(await refused({ dataHub: { lists: [] } })).toBe('"dataHub.lists" must be a JSON object.');
    expect(await refused({ defaults: [] })).toBe('"defaults" must be a JSON object.');
    const accepted = capture();
    const config = configFile('portal-path.json', { faq: { urlTemplate: '/api/faq/{id}', hosts: ['faq.ufv.br:8443', 'localhost'] } });
    expect(await main(['verify', '--config', config, tree], accepted, {})).toBe(1); // the tree's FAQ address is elsewhere: a tree error, not a usage one
  });

  it('a broken configuration is a usage error that says what is wrong, in the language asked', async () => {
    const output = capture();
    expect(await main(['verify', '--lang', 'en', '--config', configFile('bad.json', { faq: { urlTemplat: 'x' } }), tree], output, {})).toBe(2);
    expect(output.errors[0]).toMatch(/bad\.json: invalid configuration: the key "faq\.urlTemplat" is not allowed\.$/);
    const notJson = capture();
    expect(await main(['verify', '--config', configFile('broken.json', '{ faq: '), tree], notJson, {})).toBe(2);
    expect(notJson.errors[0]).toMatch(/broken\.json: configuração inválida: não é JSON válido\.$/);
  });
});
