import { parseTree } from '@chamados/tree-engine';
import { describe, expect, it } from 'vitest';
import { treeDocExamples } from './tree-doc-examples';
import { treeDocMarkdown, treeDocSections } from './tree-doc-sections';

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

  it('says which name users see, the data hub, test mode, the flow graph, versions and the size limit', () => {
    const ids = treeDocSections.map((section) => section.id);
    expect(ids).toEqual(expect.arrayContaining(['nome', 'data-hub', 'testar', 'fluxo', 'versoes']));
    for (const phrase of ['é o nome que os usuários veem', 'opcoes: { chave: nome-da-lista }', 'nenhum chamado é criado', 'Clique numa tela', 'Restaurar versão N como rascunho', 'limite de tamanho']) {
      expect(treeDocMarkdown, phrase).toContain(phrase);
    }
  });

  it('names what the editor has — Corrigir, the graph drawn with errors, Ctrl+S, Ctrl+F — and where a check box maps', () => {
    expect(treeDocMarkdown).not.toMatch(/lâmpada/i);
    for (const phrase of ['**Corrigir**', '**mesmo com erros no Log**', '**Ctrl+S** salva', '**Ctrl+F** abre **Procurar**', 'fica **em cada opção**', '`sinonimos`', '`titulo` (opcional)']) {
      expect(treeDocMarkdown, phrase).toContain(phrase);
    }
  });

  it('tells an admin what the statistics show and how a gradual launch works, in the words of the screens', () => {
    const ids = treeDocSections.map((section) => section.id);
    expect(ids).toEqual(expect.arrayContaining(['estatisticas', 'lancamento-gradual']));
    for (const phrase of ['**Atenção**', '**Exportar CSV**', '**Em andamento**', '**Mostrar tráfego**', '**Uma parte dos estudantes (lançamento gradual)**', '**ainda não dá para dizer**', '**Lançar para todos**', '**Voltar para a versão N**', 'sempre a mesma versão', '**Tela cheia**', '**Ir para a tela**']) {
      expect(treeDocMarkdown, phrase).toContain(phrase);
    }
  });

  it.each(examples.map((yaml, i) => [i + 1, yaml] as const))('example %i passes the verifier with no error and no warning', (_n, yaml) => {
    expect(parseTree(yaml, { precise: true }).diagnostics).toEqual([]);
  });
});
