/**
 * Facts gathered in one pass over the fields and assignments, read by the name and logic checks:
 * which field names exist (and of what kind), which ticket properties something sets, and which
 * values and texts a select may hold.
 */
import type { FieldType, Tree } from '../types';
import type { Holes } from './holes';

/** Properties every ticket has (spec §3 defaults), set by tutorials, or reserved. @example BUILT_IN_PROPERTIES.includes('fila') // true */
export const BUILT_IN_PROPERTIES = ['assunto', 'fila', 'tipo', 'prioridade', 'state', '__anexos'] as const;

/** What a select with static options may hold: the `valor`s and `texto`s of its options. @example facts.selectChoices.get('licenca')?.valor.has('livre') */
export interface SelectChoices {
  valor: Set<string>;
  texto: Set<string>;
}

/** Names gathered from a tree. @example collectTreeFacts(tree).properties.has('assunto') // true */
export interface TreeFacts {
  /** Form field names → their kind; 'misto' when forms disagree. Table columns are not included. */
  fields: Map<string, FieldType | 'misto'>;
  /** Names of the fields each form screen defines. */
  fieldsByScreen: Map<string, string[]>;
  /** Ticket properties set anywhere: built-in, field mappings, assignment targets. */
  properties: Set<string>;
  /**
   * Field name → the union of the options of every form that defines it, when every definition is
   * a select with a static list; `null` when any is not (a data-hub list, another kind of field):
   * then what it holds is unknown.
   */
  selectChoices: Map<string, SelectChoices | null>;
}

/**
 * Collects field and property names of a schema-valid tree.
 * @example collectTreeFacts(tree).fields.get('predio') // 'caixaDeSelecao'
 */
export function collectTreeFacts(tree: Tree): TreeFacts {
  const facts: TreeFacts = { fields: new Map(), fieldsByScreen: new Map(), properties: new Set(BUILT_IN_PROPERTIES), selectChoices: new Map() };
  for (const [screenName, screen] of Object.entries(tree.telas)) {
    if (screen.tipo === 'opcoes') continue;
    for (const assignment of screen.atribuicoes ?? []) facts.properties.add(assignment.propriedade);
    if (screen.tipo !== 'formulario') continue;
    const names = Object.keys(screen.campos ?? {});
    facts.fieldsByScreen.set(screenName, names);
    for (const [name, field] of Object.entries(screen.campos ?? {})) {
      const known = facts.fields.get(name);
      facts.fields.set(name, known === undefined || known === field.tipo ? field.tipo : 'misto');
      const choices = facts.selectChoices.get(name);
      if (field.tipo !== 'caixaDeSelecao' || !Array.isArray(field.opcoes)) facts.selectChoices.set(name, null);
      else if (choices !== null) {
        const union = choices ?? { valor: new Set<string>(), texto: new Set<string>() };
        for (const option of field.opcoes) {
          union.valor.add(option.valor);
          union.texto.add(option.texto);
        }
        facts.selectChoices.set(name, union);
      }
      if (field.mapeamento) facts.properties.add(field.mapeamento);
      if (field.tipo === 'tabela' && field.opcoes.mapeamento) facts.properties.add(field.opcoes.mapeamento);
      if (field.tipo === 'caixaDeChecagem') {
        for (const option of field.opcoes) if (option.mapeamento) facts.properties.add(option.mapeamento);
      }
    }
  }
  return facts;
}

/**
 * Facts of a salvaged tree (salvage.ts) adjusted for what it left unknown: fields of unknown kind
 * hold anything, property names still legible in the broken parts count, and the stand-ins' own
 * made-up names do not.
 * @example withHoles(collectTreeFacts(tree), holes)
 */
export function withHoles(facts: TreeFacts, holes: Holes): TreeFacts {
  // A screen whose fields are unknown may define any field again, of any kind and options.
  const everyField = holes.unknownFieldScreens.size > 0 ? facts.fields.keys() : [];
  for (const name of [...holes.unknownKindFields, ...everyField]) {
    facts.fields.set(name, 'misto');
    facts.selectChoices.set(name, null);
  }
  for (const name of holes.unknownChoiceFields) facts.selectChoices.set(name, null);
  for (const name of holes.extraProperties) facts.properties.add(name);
  for (const name of holes.standInNames) facts.properties.delete(name);
  return facts;
}
