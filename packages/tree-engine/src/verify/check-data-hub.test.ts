import { describe, expect, it } from 'vitest';
import { parseTree } from '../parse/parse-tree';
import { verifyTree } from './verify-tree';

const yaml = `nome: Rede
inicial: local
telas:
  local:
    tipo: formulario
    titulo: Onde
    campos:
      predio:
        tipo: caixaDeSelecao
        rotulo: Prédio
        opcoes: { chave: predio }
      equipamentos:
        tipo: tabela
        rotulo: Equipamentos
        opcoes:
          campos:
            campus: { tipo: caixaDeSelecao, rotulo: Campus, opcoes: { chave: sem-lista } }
    atribuicoes:
      - propriedade: fila
        operando: { tipo: mapeamento, mapa: fila-predio, chave: '\${predio.valor}' }
`;

const dataHub = { lists: ['campi', 'predios'], maps: ['fila-por-predio'] };

describe('data-hub names (VerifyOptions.dataHub)', () => {
  it('without the option nothing is checked: the CLI and universities without a data hub', () => {
    expect(parseTree(yaml).diagnostics).toEqual([]);
  });

  it('names each unknown list and map at its value, with line, column and a fix to the nearest name', () => {
    const { tree, diagnostics } = parseTree(yaml, { dataHub });
    expect(tree).toBeUndefined();
    expect(diagnostics.map((d) => [d.line, d.column, d.message])).toEqual([
      [11, 26, 'Tela "local", campo "predio", chave "chave": a lista "predio" não existe no data hub; você quis dizer "predios"?'],
      [17, 78, 'Tela "local", campo "equipamentos", campo "campus", chave "chave": a lista "sem-lista" não existe no data hub; as listas que existem: campi, predios.'],
      [20, 45, 'Tela "local", atribuição 1, operando, chave "mapa": o mapa "fila-predio" não existe no data hub; os mapas que existem: fila-por-predio.'],
    ]);
    const fix = diagnostics[0]?.fix;
    expect(fix && yaml.slice(fix.from, fix.to)).toBe('predio');
    expect(fix?.insert).toBe('predios');
  });

  it('names that exist pass, on both parse paths, and verifyTree agrees', () => {
    const fixed = yaml.replace('chave: predio }', 'chave: predios }').replace('sem-lista', 'campi').replace('fila-predio', 'fila-por-predio');
    expect(parseTree(fixed, { dataHub }).diagnostics).toEqual([]);
    expect(parseTree(fixed, { dataHub, precise: true }).diagnostics).toEqual([]);
    expect(verifyTree(parseTree(fixed).tree, { dataHub })).toEqual([]);
  });

  it('a data hub with no maps says so', () => {
    const messages = verifyTree(parseTree(yaml).tree, { dataHub: { lists: [], maps: [] } }).map((d) => d.message);
    expect(messages).toContainEqual(expect.stringContaining('o mapa "fila-predio" não existe no data hub; ele não tem nenhum mapa.'));
  });
});
