/**
 * A tree of `screens` screens shaped as admins write them: questions with three options, a
 * tutorial ('Sim' ends, 'Não' goes on) and a form under each, every screen with a question or a
 * title of its own. For the graph's stories and tests at 40 and 150 screens.
 * @example realTree(40).split('\n')[2] // 'inicial: tela0'
 */
export function realTree(screens: number): string {
  const lines = [`nome: Árvore de ${screens} telas`, 'descricao: Uma árvore do tamanho das reais', 'inicial: tela0', 'telas:'];
  for (let i = 0; i < screens; i++) {
    const child = (k: number) => (3 * i + k < screens ? `tela${3 * i + k}` : "'#final'");
    if (i % 3 === 0) lines.push(`  tela${i}:`, '    tipo: opcoes', `    pergunta: Qual destes problemas (${i})?`, '    opcoes:', `      Rede da sala: ${child(1)}`, `      Impressora: ${child(2)}`, `      Outro assunto: ${child(3)}`);
    else if (i % 3 === 1) lines.push(`  tela${i}:`, '    tipo: tutorial', `    titulo: Como reiniciar o roteador (${i})`, '    fonte: link', '    url: https://www.ufv.br/ajuda', `    telaSim: '#final'`, `    telaNao: ${child(1)}`);
    else lines.push(`  tela${i}:`, '    tipo: formulario', `    titulo: Descreva o problema (${i})`, '    campos:', '      sala:', '        tipo: caixaDeTexto', '        rotulo: Sala', '    fluxos:', `      - tela: ${child(2)}`);
  }
  return `${lines.join('\n')}\n`;
}
