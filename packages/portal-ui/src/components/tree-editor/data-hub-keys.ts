import { Facet } from '@codemirror/state';
import type { DataHubKeys } from '@chamados/tree-engine';

/**
 * The data hub's list keys and map names the editor knows (none until the app passes them): the
 * verification checks references against them and completion offers them. Set through a
 * compartment, so new keys reach a running editor.
 * @example dataHubKeys.of({ lists: ['predios'], maps: ['fila-por-predio'] })
 */
export const dataHubKeys = Facet.define<DataHubKeys, DataHubKeys | undefined>({
  combine: (values) => values[0],
});
