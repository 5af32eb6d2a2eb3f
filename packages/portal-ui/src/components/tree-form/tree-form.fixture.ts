/** A small valid tree: an options screen leading to a form. */
export const validTreeText = `nome: Impressora
descricao: Problemas com impressoras
inicial: qual
telas:
  qual:
    tipo: opcoes
    pergunta: O que aconteceu?
    opcoes:
      Não imprime: descreva
  descreva:
    tipo: formulario
    titulo: Descreva
    campos:
      sala:
        tipo: caixaDeTexto
        rotulo: Sala
        mapeamento: sala
    fluxos:
      - tela: '#final'
`;

/** The same tree with a misspelt key on line 7 ('pergunt'). */
export const treeWithMistake = validTreeText.replace('    pergunta:', '    pergunt:');
