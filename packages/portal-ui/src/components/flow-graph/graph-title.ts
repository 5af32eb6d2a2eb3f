import { screenTitle, type Screen } from '@chamados/tree-engine/runtime';
import type { ScreenTitleOf } from './tree-graph';

/**
 * A screen's title for the graph, read leniently with tree-engine's `screenTitle` (a draft's
 * screen may lack any field: then, or when it says nothing, its key). Used by the layout, in its
 * worker.
 * @example graphTitle('a', { tipo: 'opcoes', pergunta: 'Qual rede?' }) // 'Qual rede?'
 */
export const graphTitle: ScreenTitleOf = (name, screen) => {
  try {
    return screenTitle({ ...screen, nome: name } as unknown as Screen).trim() || name;
  } catch {
    return name;
  }
};
