import { screenKindLabel } from '../../lib/screen-kind-label';
import { t } from '../../messages/t';
import type { GraphLabels, GraphNode } from './tree-graph';

/** The words on the graph's edges, from the catalog. */
export const graphLabels: GraphLabels = {
  yes: t('common.yes'),
  no: t('common.no'),
  always: t('admin.graph.always'),
  otherwise: t('admin.graph.otherwise'),
  flow: (n: number) => t('admin.graph.flow', { n }),
};

/** A node's marks in words: 'inalcançável', 'sem saída'. */
export function nodeMarks(node: GraphNode): string[] {
  if (node.kind === 'final') return [];
  if (node.kind === 'missing') return [t('admin.graph.missing')];
  return [node.unreachable ? t('admin.graph.unreachable') : undefined, node.deadEnd ? t('admin.graph.deadEnd') : undefined].filter((mark): mark is string => Boolean(mark));
}

/**
 * The second line of a node: its kind and its marks ('opções · inalcançável'); 'tela inexistente'
 * for a name no screen has; nothing for '#final'.
 * @example nodeDetail({ name: 'a', kind: 'opcoes', unreachable: true, deadEnd: false }) // 'opções · inalcançável'
 */
export function nodeDetail(node: GraphNode): string {
  if (node.kind === 'final') return '';
  if (node.kind === 'missing') return t('admin.graph.missing');
  return [screenKindLabel(node.kind), ...nodeMarks(node)].join(' · ');
}
