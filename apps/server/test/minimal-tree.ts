/** The smallest launchable tree: one options screen whose one option ends the service. */
export const minimalTree = (nome = 'Teste', descricao = 'Árvore de teste') => `nome: ${nome}
descricao: ${descricao}
tags: [teste]
inicial: pergunta
telas:
  pergunta:
    tipo: opcoes
    pergunta: Qual o problema?
    opcoes:
      Outro: '#final'
`;
