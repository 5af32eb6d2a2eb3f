/**
 * A tree of `screens` screens shaped as admins write them, every one reached from the first:
 * questions with three options, tutorials ('Sim' ends, 'Não' goes on) and forms, each screen
 * with a question or a title of its own. For the graph's stories and tests at 40 and 150 screens.
 * @example realTree(40).split('\n')[2] // 'inicial: tela0'
 */
export function realTree(screens: number): string {
  const lines = [`nome: Árvore de ${screens} telas`, 'descricao: Uma árvore do tamanho das reais', 'inicial: tela0', 'telas:'];
  // Children are numbered in order (a breadth-first tree): every screen is reached from the first.
  let next = 1;
  const children = (n: number) => Array.from({ length: n }, () => (next < screens ? `tela${next++}` : "'#final'"));
  for (let i = 0; i < screens; i++) {
    if (i % 3 === 0) {
      const [a, b, c] = children(3);
      lines.push(`  tela${i}:`, '    tipo: opcoes', `    pergunta: Qual destes problemas (${i})?`, '    opcoes:', `      Rede da sala: ${a}`, `      Impressora: ${b}`, `      Outro assunto: ${c}`);
    } else if (i % 3 === 1) lines.push(`  tela${i}:`, '    tipo: tutorial', `    titulo: Como reiniciar o roteador (${i})`, '    fonte: link', '    url: https://www.ufv.br/ajuda', `    telaSim: '#final'`, `    telaNao: ${children(1)[0]}`);
    else lines.push(`  tela${i}:`, '    tipo: formulario', `    titulo: Descreva o problema (${i})`, '    campos:', '      sala:', '        tipo: caixaDeTexto', '        rotulo: Sala', '    fluxos:', `      - tela: ${children(1)[0]}`);
  }
  return `${lines.join('\n')}\n`;
}
