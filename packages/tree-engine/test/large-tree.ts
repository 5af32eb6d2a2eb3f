/**
 * A large valid tree as YAML text, for the performance budget (ARCHITECTURE.md §8): every third
 * screen an options screen, a form (fields, validators, assignments, conditional flows reading
 * both their own fields and one asked on the first screen) or a tutorial.
 */
export function largeTreeYaml(screens: number): string {
  const name = (i: number): string => (i >= screens ? "'#final'" : `t${i}`);
  const out = ['nome: Árvore grande', 'descricao: Gerada para medir o verificador', 'inicial: t0', 'telas:'];
  out.push('  t0:', '    tipo: formulario', '    titulo: Início', '    campos:', '      comum: { tipo: caixaDeTexto, mapeamento: comum }', `    fluxos: [{ tela: ${name(1)} }]`);
  for (let i = 1; i < screens; i++) {
    out.push(`  t${i}:`);
    if (i % 3 === 1) {
      out.push('    tipo: opcoes', `    pergunta: Pergunta ${i}?`, `    opcoes: { Seguir: ${name(i + 1)}, Pular: ${name(i + 2)}, Encerrar: '#final' }`);
    } else if (i % 3 === 2) {
      out.push(
        '    tipo: formulario',
        `    titulo: Formulário ${i}`,
        '    campos:',
        `      f${i}a: { tipo: caixaDeTexto, mapeamento: p${i}, validadores: [{ tipo: naoVazio }, { tipo: mascara, mascara: '###' }] }`,
        `      f${i}b: { tipo: caixaDeSelecao, opcoes: [{ texto: Sim, valor: s }, { texto: Não, valor: n }] }`,
        '    atribuicoes:',
        `      - { propriedade: assunto, operando: { tipo: interpolacao, valor: 'Item \${f${i}a} de \${comum}' } }`,
        `      - propriedade: fila`,
        `        operando: { tipo: mapeamento, mapa: fila-por-predio, chave: '\${f${i}a}' }`,
        `        condicao: { tipo: simples, comparador: '!=', operando1: { tipo: variavel, campo: comum }, operando2: { tipo: constante, classe: string, valor: '' } }`,
        '    fluxos:',
        `      - tela: ${name(i + 1)}`,
        `        condicao: { tipo: composta, operador: and, condicoes: [{ tipo: simples, comparador: '=', operando1: { tipo: variavel, campo: f${i}b.valor }, operando2: { tipo: constante, classe: string, valor: s } }] }`,
        `      - tela: ${name(i + 2)}`,
      );
    } else {
      out.push('    tipo: tutorial', '    fonte: youtube', `    url: https://www.youtube.com/watch?v=video${String(i).padStart(6, '0')}`, "    telaSim: '#final'", `    telaNao: ${name(i + 1)}`);
    }
  }
  return `${out.join('\n')}\n`;
}
