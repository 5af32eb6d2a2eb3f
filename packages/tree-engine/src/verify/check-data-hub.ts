/**
 * Data-hub names a tree uses: the list behind a select's `opcoes: { chave }` and the map of a
 * `mapeamento` operand. The engine cannot know them; the caller passes the names its data hub has
 * (`VerifyOptions.dataHub`). Without them nothing is checked, so the CLI and universities without
 * a data hub see no false alarm. A name the hub lacks is an error: the student would meet
 * 'Não foi possível carregar as opções.' or a property left unset.
 */
import type { DiagnosticMessage } from '../messages/diagnostic-codes';
import { verifyMessages } from '../messages/diagnostics';
import type { Field, Tree } from '../types';
import type { Path, Reporter } from './reporter';
import type { Suggester } from './suggest';
import { visitScreenLogic } from './walk-logic';

/**
 * The names a data hub knows: its lists (select options) and its maps (`mapeamento` operands).
 * @example const dataHub: DataHubKeys = { lists: ['campi', 'predios'], maps: ['fila-por-predio'] }
 */
export interface DataHubKeys {
  lists: readonly string[];
  maps: readonly string[];
}

interface DataHubContext {
  dataHub: DataHubKeys;
  lists: Set<string>;
  maps: Set<string>;
  report: Reporter;
  suggest: Suggester;
}

function checkName(name: string, known: Set<string>, candidates: readonly string[], path: Path, message: (name: string, known: readonly string[], suggestion?: string) => DiagnosticMessage, ctx: DataHubContext): void {
  if (known.has(name)) return;
  const suggestion = ctx.suggest.nearest(name, candidates);
  ctx.report.error(path, message(name, candidates, suggestion), suggestion === undefined ? undefined : { path, part: 'value', insert: suggestion }, 'value');
}

function checkField(field: Field, path: Path, ctx: DataHubContext): void {
  if (field.tipo === 'caixaDeSelecao' && !Array.isArray(field.opcoes) && typeof field.opcoes?.chave === 'string') {
    checkName(field.opcoes.chave, ctx.lists, ctx.dataHub.lists, [...path, 'opcoes', 'chave'], verifyMessages.unknownList, ctx);
  }
  if (field.tipo === 'tabela') {
    for (const [name, inner] of Object.entries(field.opcoes?.campos ?? {})) checkField(inner, [...path, 'opcoes', 'campos', name], ctx);
  }
}

/**
 * Reports select lists and maps the data hub does not have, proposing the nearest name it has.
 * @example checkDataHub(tree, { lists: ['predios'], maps: [] }, report, createSuggester())
 */
export function checkDataHub(tree: Tree, dataHub: DataHubKeys, report: Reporter, suggest: Suggester): void {
  const ctx: DataHubContext = { dataHub, lists: new Set(dataHub.lists), maps: new Set(dataHub.maps), report, suggest };
  for (const [name, screen] of Object.entries(tree.telas)) {
    const base = ['telas', name];
    if (screen.tipo === 'formulario') {
      for (const [fieldName, field] of Object.entries(screen.campos ?? {})) checkField(field, [...base, 'campos', fieldName], ctx);
    }
    visitScreenLogic(screen, base, {
      operand: (operand, path) => {
        if (operand.tipo === 'mapeamento' && typeof operand.mapa === 'string') {
          checkName(operand.mapa, ctx.maps, dataHub.maps, [...path, 'mapa'], verifyMessages.unknownMap, ctx);
        }
      },
    });
  }
}
