import { parseTree } from '@chamados/tree-engine';
import { describe, expect, it } from 'vitest';
import { treeDocExamples } from './tree-doc-examples';
import { treeDocMarkdown } from './tree-doc-content';

const examples = treeDocExamples(treeDocMarkdown);

describe('the authoring guide', () => {
  it('has a complete example for every screen type, field type, validator, condition and operand', () => {
    const all = examples.join('\n');
    for (const word of [
      'tipo: opcoes', 'tipo: formulario', 'tipo: tutorial', 'fonte: youtube', 'fonte: otrs', 'fonte: link',
      'tipo: caixaDeTexto', 'tipo: memorando', 'tipo: caixaDeSelecao', 'tipo: caixaDeChecagem', 'tipo: texto', 'tipo: caixaDeAnexo', 'tipo: tabela',
      'tipo: simples, formato: int', 'formato: double', 'formato: string', 'tipo: naoVazio', 'tipo: mascara',
      'tipo: composta', 'operador: and', 'operador: or', 'operador: not',
      "comparador: '<'", "comparador: '<='", "comparador: '='", "comparador: '>='", "comparador: '>'", "comparador: '!='",
      'tipo: variavel', 'classe: int', 'classe: double', 'classe: boolean', 'classe: string', 'tipo: interpolacao', 'tipo: mapeamento',
      'tipo: email', 'tipo: cpf', 'tipo: nome', 'tipo: matricula', 'tipo: ip', 'tipo: fixo',
    ]) {
      expect(all, word).toContain(word);
    }
  });

  it.each(examples.map((yaml, i) => [i + 1, yaml] as const))('example %i passes the verifier with no error and no warning', (_n, yaml) => {
    expect(parseTree(yaml, { precise: true }).diagnostics).toEqual([]);
  });
});
