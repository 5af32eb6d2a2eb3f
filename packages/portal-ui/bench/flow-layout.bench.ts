/**
 * Layout time of the flow graph (ELK layered, as the graph's worker runs it) on trees of 150, 500
 * and 1,000 screens, in two shapes: a chain (each screen leads to the next, the deepest picture)
 * and a branching tree (options fanning out, forms and tutorials at the leaves). Prints figures;
 * it is not a test. Run: pnpm --filter @chamados/portal-ui bench:graph
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import { graphTitle } from '../src/components/flow-graph/graph-title';
import { layoutText } from '../src/components/flow-graph/layout-text';

const SIZES = [150, 500, 1_000];
const ROUNDS = 3;

/** The editor benchmark's tree: options screens and forms in a chain ending in '#final'. */
function chain(screens: number): string {
  const lines = ['nome: Cadeia', 'inicial: tela0', 'telas:'];
  for (let i = 0; i < screens; i++) {
    const next = i + 1 < screens ? `tela${i + 1}` : "'#final'";
    if (i % 2 === 0) lines.push(`  tela${i}:`, '    tipo: opcoes', `    pergunta: Pergunta ${i}?`, '    opcoes:', `      Seguir: ${next}`, "      Encerrar: '#final'");
    else lines.push(`  tela${i}:`, '    tipo: formulario', `    titulo: Formulário ${i}`, '    campos:', `      campo${i}:`, '        tipo: caixaDeTexto', `        rotulo: Campo ${i}`, '    fluxos:', `      - tela: ${next}`);
  }
  return `${lines.join('\n')}\n`;
}

/** A branching tree: options screens with three options, tutorials and forms below, '#final' at the leaves. */
function branching(screens: number): string {
  const lines = ['nome: Ramificada', 'inicial: tela0', 'telas:'];
  for (let i = 0; i < screens; i++) {
    const child = (k: number) => (3 * i + k < screens ? `tela${3 * i + k}` : "'#final'");
    if (i % 3 === 0) lines.push(`  tela${i}:`, '    tipo: opcoes', `    pergunta: Qual o problema ${i}?`, '    opcoes:', `      Rede da sala ${i}: ${child(1)}`, `      Impressora ${i}: ${child(2)}`, `      Outro assunto: ${child(3)}`);
    else if (i % 3 === 1) lines.push(`  tela${i}:`, '    tipo: tutorial', '    fonte: link', '    url: https://www.ufv.br/ajuda', `    telaSim: '#final'`, `    telaNao: ${child(1)}`);
    else lines.push(`  tela${i}:`, '    tipo: formulario', `    titulo: Descreva ${i}`, '    campos:', '      sala:', '        tipo: caixaDeTexto', '        rotulo: Sala', '    fluxos:', `      - tela: ${child(2)}`);
  }
  return `${lines.join('\n')}\n`;
}

const elk = new ELK();
const rows: Record<string, Record<string, string>> = {};
for (const [shape, make] of [['cadeia', chain], ['ramificada', branching]] as const) {
  for (const screens of SIZES) {
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // A new font name each round: the layout's cache of the last picture must not answer.
      const answer = await layoutText(elk, { text: make(screens), fontFamily: `medida-${round}` }, graphTitle);
      if (answer.kind !== 'layout') throw new Error(`${shape} ${screens}: sem desenho (${answer.kind})`);
      times.push(answer.millis);
    }
    times.sort((a, b) => a - b);
    rows[`${shape}, ${screens} telas`] = { 'mediana (ms)': times[Math.floor(ROUNDS / 2)]!.toFixed(0), 'máx. (ms)': times.at(-1)!.toFixed(0) };
  }
}
console.log(`Desenho do fluxo (ELK layered), Node ${process.version}, ${ROUNDS} vezes cada:`);
console.table(rows);
