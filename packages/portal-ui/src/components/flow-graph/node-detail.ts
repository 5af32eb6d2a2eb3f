import { screenKindLabel } from '../../lib/screen-kind-label';
import { tAdmin } from '../../messages/t-admin';
import type { GraphLabels, GraphNode } from './tree-graph';

/** The words on the graph's edges, from the catalog. */
export const graphLabels: GraphLabels = {
  yes: tAdmin('common.yes'),
  no: tAdmin('common.no'),
  always: tAdmin('admin.graph.always'),
  otherwise: tAdmin('admin.graph.otherwise'),
  flow: (n: number) => tAdmin('admin.graph.flow', { n }),
};

/** A node's marks in words: 'inalcançável', 'sem saída'. */
export function nodeMarks(node: GraphNode): string[] {
  if (node.kind === 'final') return [];
  if (node.kind === 'missing') return [tAdmin('admin.graph.missing')];
  return [node.unreachable ? tAdmin('admin.graph.unreachable') : undefined, node.deadEnd ? tAdmin('admin.graph.deadEnd') : undefined].filter((mark): mark is string => Boolean(mark));
}

/**
 * The second line of a node: its kind and its marks ('opções · inalcançável'); 'tela inexistente'
 * for a name no screen has; nothing for '#final'.
 * @example nodeDetail({ name: 'a', kind: 'opcoes', unreachable: true, deadEnd: false }) // 'opções · inalcançável'
 */
export function nodeDetail(node: GraphNode): string {
  if (node.kind === 'final') return '';
  if (node.kind === 'missing') return tAdmin('admin.graph.missing');
  return [screenKindLabel(node.kind), ...nodeMarks(node)].join(' · ');
}
