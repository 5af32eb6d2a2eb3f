/**
 * Layout time of the flow graph (ELK layered, as the graph's worker runs it: the tree's text read,
 * titled and laid out) at 40, 150 and 1,000 screens, in four shapes: the stories' real-sized tree
 * (questions with three options, tutorials and forms, breadth first: the widest picture), a chain
 * (each screen leads to the next, with an end beside it: the deepest), a branching tree, and
 * tree-engine's generated tree (the engine's and editor's bench tree: screens jumping ahead, the
 * most crossings). Prints figures with the load average; it is not a test.
 * Run: pnpm --filter @chamados/portal-ui bench:graph
 * BENCH_SIZES=150 limits the sizes; BENCH_ELK='{"elk.layered.nodePlacement.strategy":"LINEAR_SEGMENTS"}'
 * lays out with other ELK options (to compare with an earlier choice).
 */
import os from 'node:os';
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ELK as ElkApi, ElkNode } from 'elkjs/lib/elk-api';
import { stringify } from 'yaml';
import { generateTree } from '../../tree-engine/test/generate-tree';
import { realTree } from '../src/components/flow-graph/sample-tree';
import { graphTitle } from '../src/components/flow-graph/graph-title';
import { layoutText } from '../src/components/flow-graph/layout-text';

const SIZES = (process.env.BENCH_SIZES ?? '40,150,1000').split(',').map(Number);
/** Rounds per tree: the median is printed (1,000 screens once: it takes seconds). */
const rounds = (screens: number) => (screens >= 1_000 ? 1 : 3);
const options: Record<string, string> = JSON.parse(process.env.BENCH_ELK ?? '{}');

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

/** tree-engine's generated tree (its bench's seed), as an admin would write it. */
const generated = (screens: number): string => stringify(generateTree({ screens, seed: 42 }), { aliasDuplicateObjects: false });

const base = new ELK();
// The options asked for replace the layout's own (the worker's ELK is the same bundle).
const elk = {
  layout: (graph: ElkNode) => base.layout({ ...graph, layoutOptions: { ...graph.layoutOptions, ...options } }),
} as unknown as ElkApi;

const load = () => os.loadavg().map((n) => n.toFixed(1)).join(' ');
const loadBefore = load();
const rows: Record<string, Record<string, string>> = {};
for (const screens of SIZES) {
  for (const [shape, make] of [['real', realTree], ['cadeia', chain], ['ramificada', branching], ['gerada', generated]] as const) {
    const text = make(screens);
    const times: number[] = [];
    let size = '';
    for (let round = 0; round < rounds(screens); round++) {
      // A new font name each round: the layout's cache of the last picture must not answer.
      const answer = await layoutText(elk, { text, fontFamily: `medida-${round}` }, { titleOf: graphTitle });
      if (answer.kind !== 'layout') throw new Error(`${shape} ${screens}: sem desenho (${answer.kind})`);
      times.push(answer.millis);
      size = `${answer.layout.width} × ${answer.layout.height}`;
    }
    times.sort((a, b) => a - b);
    rows[`${shape}, ${screens} telas`] = { 'mediana (ms)': times[Math.floor(times.length / 2)]!.toFixed(0), 'máx. (ms)': times.at(-1)!.toFixed(0), 'desenho (px)': size };
  }
}
console.log(`Desenho do fluxo (ELK layered), Node ${process.version}, ${os.cpus().length} núcleos, carga ${loadBefore} → ${load()}${Object.keys(options).length ? `, opções ${JSON.stringify(options)}` : ''}:`);
console.table(rows);
