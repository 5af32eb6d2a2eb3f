/**
 * A tree of `screens` screens shaped as admins write them, every one reached from the first:
 * questions with three options, tutorials ('Sim' ends, 'Não' goes on) and forms, each screen
 * with a question or a title of its own. The layout worker warms up on it (`warm-up.ts`); the
 * graph's stories, tests and bench draw it at 40, 150 and 1,000 screens.
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
      lines.push(`  tela${i}:`, '    tipo: opcoes', `    pergunta: ${realTreeTitle(i)}`, '    opcoes:', `      Rede da sala: ${a}`, `      Impressora: ${b}`, `      Outro assunto: ${c}`);
    } else if (i % 3 === 1) lines.push(`  tela${i}:`, '    tipo: tutorial', `    titulo: ${realTreeTitle(i)}`, '    fonte: link', '    url: https://www.ufv.br/ajuda', `    telaSim: '#final'`, `    telaNao: ${children(1)[0]}`);
    else lines.push(`  tela${i}:`, '    tipo: formulario', `    titulo: ${realTreeTitle(i)}`, '    campos:', '      sala:', '        tipo: caixaDeTexto', '        rotulo: Sala', '    fluxos:', `      - tela: ${children(1)[0]}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The question or title of screen `i` of {@link realTree}: what its box and 'Ir para a tela' show.
 * @example realTreeTitle(2) // 'Descreva o problema (2)'
 */
export function realTreeTitle(i: number): string {
  return [`Qual destes problemas (${i})?`, `Como reiniciar o roteador (${i})`, `Descreva o problema (${i})`][i % 3]!;
}
