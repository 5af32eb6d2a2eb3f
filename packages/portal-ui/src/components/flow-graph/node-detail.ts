import { END_SCREEN } from '@chamados/tree-engine';
import { screenKindLabel } from '../../lib/screen-kind-label';
import { tAdmin } from '../../messages/t-admin';
import { formatCount } from '../tree-stats/stats-format';
import type { TrafficWords } from './flow-layout';
import type { GraphEdge, GraphLabels, GraphNode } from './tree-graph';

/** The words on the graph's edges, from the catalog. */
export const graphLabels: GraphLabels = {
  yes: tAdmin('common.yes'),
  no: tAdmin('common.no'),
  always: tAdmin('admin.graph.always'),
  otherwise: tAdmin('admin.graph.otherwise'),
  flow: (n: number) => tAdmin('admin.graph.flow', { n }),
  end: tAdmin('admin.stats.finalScreen'),
};

/** A node's marks in words: 'inalcançável', 'sem saída'. */
export function nodeMarks(node: GraphNode): string[] {
  if (node.kind === 'final') return [];
  if (node.kind === 'missing') return [tAdmin('admin.graph.missing')];
  return [node.unreachable ? tAdmin('admin.graph.unreachable') : undefined, node.deadEnd ? tAdmin('admin.graph.deadEnd') : undefined].filter((mark): mark is string => Boolean(mark));
}

/** Whether a node's title is words of its own (a question, a title), not its key again. */
export const titled = (node: Pick<GraphNode, 'name' | 'title'>): boolean => node.title !== node.name;

/**
 * The second line of a node: the YAML key beneath the title, its kind and its marks
 * ('qual-rede · opções · inalcançável'; the key only once when the screen has no title);
 * 'tela inexistente' for a name no screen has; nothing for '#final'.
 * @example nodeDetail({ name: 'a', title: 'Qual rede?', kind: 'opcoes', unreachable: true, deadEnd: false }) // 'a · opções · inalcançável'
 */
export function nodeDetail(node: GraphNode): string {
  if (node.kind === 'final') return '';
  if (node.kind === 'missing') return tAdmin('admin.graph.missing');
  return [...(titled(node) ? [node.name] : []), screenKindLabel(node.kind), ...nodeMarks(node)].join(' · ');
}

/**
 * A screen's box for a screen reader, in the order its words are drawn: 'Qual rede?, tela
 * qual-rede, opções: ir para o texto' ('Tela a, opções…' when the title is the key).
 */
export function nodeName(node: GraphNode & { shownName?: string }, parts: string[]): string {
  // The title as drawn (a very long one cut): the name starts with the words the box shows.
  return tAdmin('admin.graph.node', { title: node.shownName ?? node.title, name: node.name, titled: titled(node), kind: parts.join(', ') });
}

/** A screen's traffic in words: '3 visitas', '1 parou aqui'. */
export function trafficParts(traffic: NonNullable<GraphNode['traffic']>): [string, string] {
  return [tAdmin('admin.graph.traffic.visits', { n: traffic.visitas }), tAdmin('admin.graph.traffic.stops', { n: traffic.paradas })];
}

/** The traffic drawn in the boxes and on the edges: '3 visitas · 1 parou aqui', 'Não conecta · 2'. */
export const trafficWords: TrafficWords = {
  line: (traffic) => trafficParts(traffic).join(' · '),
  edgeLabel: (label, count) => tAdmin('admin.graph.traffic.edgeLabel', { label, n: formatCount(count) }),
  edgeName: (edge, titles) => edgeTrafficName(edge, edge.label, titles),
  sameTitle: (node) => tAdmin('admin.graph.goTo.option', { title: node.title, name: node.name }),
};

/**
 * An edge with its count, for a screen reader (the drawn label only says 'Não conecta · 2'),
 * its screens named by the titles their boxes show (`titles`: a screen's key gives its title;
 * the key itself when missing): 'Não conecta, de Qual é o problema? para Como conectar: 2 passagens'.
 * @example edgeTrafficName({ from: 'a', to: '#final', count: 1 }, 'Sim', new Map([['a', 'Qual rede?']])) // 'Sim, de Qual rede? para o fim: 1 passagem'
 */
export function edgeTrafficName(edge: Pick<GraphEdge, 'from' | 'to' | 'count' | 'shared'>, label: string, titles?: ReadonlyMap<string, string>): string {
  const from = titles?.get(edge.from) ?? edge.from;
  const to = edge.to === END_SCREEN ? tAdmin('admin.graph.traffic.end') : (titles?.get(edge.to) ?? edge.to);
  return tAdmin('admin.graph.traffic.edge', { label, from, to, n: edge.count ?? 0, shared: Boolean(edge.shared) });
}
