import { describe, expect, it } from 'vitest';
import { exampleTrees } from '../src/examples/example-trees';
import { parseTree } from '../src/parse/parse-tree';
import {
  automaticValueKeys,
  comparators,
  compositeOperators,
  constantClasses,
  fieldKinds,
  operandKinds,
  screenKinds,
  validatorKinds,
} from '../src/schema/kinds';
import type { Condition, Field, Operand, Tree } from '../src/types';
import { visitScreenLogic } from '../src/verify/walk-logic';
import { readExampleFiles, renderExampleTreesModule } from '../scripts/example-trees-module';
import { readFileSync } from 'node:fs';

const trees = exampleTrees.map(({ file, yaml }) => ({ file, ...parseTree(yaml) }));

describe('example trees', () => {
  it('src/examples/example-trees.ts matches examples/*.yaml (run `pnpm generate` after editing them)', () => {
    const committed = readFileSync(new URL('../src/examples/example-trees.ts', import.meta.url), 'utf8');
    expect(committed).toBe(renderExampleTreesModule());
    expect(exampleTrees.map((e) => e.file)).toEqual(readExampleFiles().map((e) => e.file));
  });

  it('there are the six demo trees of ARCHITECTURE.md §5', () => {
    expect(exampleTrees.map((e) => e.file)).toEqual([
      'conta-visitante.yaml',
      'email-senha.yaml',
      'instalacao-software.yaml',
      'laboratorio-impressora.yaml',
      'ponto-de-rede.yaml',
      'wifi-eduroam.yaml',
    ]);
  });

  it.each(trees)('$file parses with no error and no warning', ({ tree, diagnostics }) => {
    expect(diagnostics).toEqual([]);
    expect(tree).toBeDefined();
  });

  it('together they use every part of the format', () => {
    const seen = new Set<string>();
    const mark = (...parts: unknown[]): void => void seen.add(parts.join(':'));
    const visitField = (field: Field): void => {
      mark('campo', field.tipo);
      if (field.valor) mark('valor', automaticValueKeys.includes(field.valor.tipo as never) ? field.valor.tipo : 'fixo');
      for (const v of field.validadores ?? []) mark('validador', v.tipo === 'simples' ? `simples-${v.formato}` : v.tipo);
      if (field.tipo === 'caixaDeSelecao') mark('selecao', Array.isArray(field.opcoes) ? 'fixa' : `lista-${field.opcoes.chave}`);
      if (field.tipo === 'caixaDeChecagem') for (const o of field.opcoes) for (const k of Object.keys(o)) mark('checagem', k);
      if (field.tipo === 'caixaDeAnexo') for (const k of Object.keys(field.opcoes ?? {})) mark('anexo', k);
      if (field.tipo === 'tabela') {
        for (const k of Object.keys(field.opcoes)) mark('tabela', k);
        Object.values(field.opcoes.campos).forEach(visitField);
      }
    };
    const visitCondition = (c: Condition): void => {
      if (c.tipo === 'simples') mark('comparador', c.comparador);
      else mark('operador', c.operador);
    };
    const visitOperand = (o: Operand): void => {
      mark('operando', o.tipo);
      if (o.tipo === 'constante') mark('classe', o.classe);
      if (o.tipo === 'variavel' && o.campo.includes('.')) mark('variavel-sub');
      if (o.tipo === 'interpolacao' && o.valor.includes('$$')) mark('escape');
      if (o.tipo === 'mapeamento') mark('mapa', o.mapa);
    };
    for (const { tree } of trees) {
      for (const [name, screen] of Object.entries((tree as Tree).telas)) {
        mark('tela', screen.tipo);
        if (screen.tipo === 'tutorial') {
          mark('fonte', screen.fonte);
          if (screen.telaSim === '#final') mark('tutorial-fecha');
        }
        if (screen.tipo === 'formulario') Object.values(screen.campos).forEach(visitField);
        visitScreenLogic(screen, ['telas', name], { condition: visitCondition, operand: visitOperand });
      }
    }
    const expected = [
      ...screenKinds.map((k) => `tela:${k}`),
      ...fieldKinds.map((k) => `campo:${k}`),
      ...validatorKinds.filter((k) => k !== 'simples').map((k) => `validador:${k}`),
      ...['int', 'double', 'string'].map((f) => `validador:simples-${f}`),
      ...comparators.map((c) => `comparador:${c}`),
      ...compositeOperators.map((o) => `operador:${o}`),
      ...operandKinds.map((k) => `operando:${k}`),
      ...constantClasses.map((c) => `classe:${c}`),
      ...['youtube', 'otrs', 'link'].map((f) => `fonte:${f}`),
      ...automaticValueKeys.map((k) => `valor:${k}`),
      'valor:fixo',
      'selecao:fixa',
      ...['campi', 'predios', 'departamentos'].map((l) => `selecao:lista-${l}`),
      ...['texto', 'nome', 'valor', 'marcado', 'mapeamento'].map((k) => `checagem:${k}`),
      ...['titulo', 'modelo', 'minimo', 'maximo', 'extensoes', 'tamMaxPorArquivoMb', 'tamMaxTotalMb'].map((k) => `anexo:${k}`),
      ...['rotulo', 'ajuda', 'mapeamento', 'minimo', 'maximo', 'campos'].map((k) => `tabela:${k}`),
      'mapa:fila-por-campus',
      'mapa:fila-por-predio',
      'variavel-sub',
      'escape',
      'tutorial-fecha',
    ];
    expect(expected.filter((part) => !seen.has(part))).toEqual([]);
  });

  it('use only the data-hub maps and lists the server seeds', () => {
    const maps = new Set<string>();
    const lists = new Set<string>();
    for (const { yaml } of exampleTrees) {
      for (const m of yaml.matchAll(/mapa: ([\w-]+)/g)) maps.add(m[1] ?? '');
      for (const m of yaml.matchAll(/opcoes: \{ chave: ([\w-]+) \}/g)) lists.add(m[1] ?? '');
    }
    expect([...maps].sort()).toEqual(['fila-por-campus', 'fila-por-predio']);
    expect([...lists].sort()).toEqual(['campi', 'departamentos', 'predios']);
  });
});
