/**
 * Values that stand in for the parts of a tree the schema refused, so the other checks can run on
 * the rest. Each is schema-valid and inert: it names no screen but '#final', reads no field that
 * exists and sets no property an author could mean; the holes it leaves are recorded (holes.ts)
 * so that nothing is reported about it.
 */
import { END_SCREEN } from '../constants';
import { fieldsUnknown, taint, type Holes } from './holes';
import type { Path } from './reporter';
import type { CollectionSlot, UnitSlot } from './tree-slots';

const isMap = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const usableName = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Makes stand-ins for one salvage, each made-up name unique and recorded. */
export interface StandIns {
  /** A unit (a screen, a field, an operand…); `original` is undefined when the author left it out. */
  unit(unit: UnitSlot, original: unknown, path: Path): unknown;
  collection(collection: CollectionSlot, path: Path, fieldKind: unknown): unknown;
  /** A plain value for a required key the author left out (or whose value was dropped). */
  leaf(key: string, parent: string, path: Path): unknown;
}

/**
 * Reads the property names still legible in a broken part (a field's or option's `mapeamento`, an
 * assignment's `propriedade`), so placeholders that use them are not called unknown. A name that
 * is there but unreadable makes every property name uncertain.
 */
function collectProperties(value: unknown, holes: Holes, depth = 0): void {
  if (value === null || typeof value !== 'object' || depth > 20) return;
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'mapeamento' || key === 'propriedade') {
      if (usableName(inner)) holes.extraProperties.add(inner);
      else holes.propertyNamesUncertain = true;
    } else {
      collectProperties(inner, holes, depth + 1);
    }
  }
}

/**
 * Stand-ins for one salvage, recording in `holes` what they leave unknown.
 * @example createStandIns(holes).unit('operand', { tipo: 'varivel' }, ['telas', 'a', 'atribuicoes', 0, 'operando'])
 */
export function createStandIns(holes: Holes): StandIns {
  let count = 0;
  const name = (): string => {
    count += 1;
    // A NUL cannot come from a YAML plain scalar an author types, so it never meets a real name.
    const made = `\u0000${count}`;
    holes.standInNames.add(made);
    return made;
  };
  const operand = (): unknown => ({ tipo: 'variavel', campo: name() });
  // Two stand-in conditions never compare equal, so no flow after one counts as never taken.
  const condition = (): unknown => ({ tipo: 'simples', comparador: '=', operando1: operand(), operando2: operand() });

  const screen = (original: unknown, path: Path): unknown => {
    const screenName = String(path[1]);
    holes.openScreens.add(screenName);
    holes.assignmentScreens.add(screenName);
    const campos = isMap(original) ? original.campos : undefined;
    // Its field names stay known (other screens may read them); their kinds do not.
    const fields = isMap(campos) ? Object.keys(campos) : [];
    if (!isMap(original) || (campos !== undefined && campos !== null && !isMap(campos))) fieldsUnknown(holes, screenName);
    for (const field of fields) holes.unknownKindFields.add(field);
    return { tipo: 'formulario', titulo: '', campos: Object.fromEntries(fields.map((field) => [field, { tipo: 'memorando' }])) };
  };

  const field = (original: unknown, path: Path): unknown => {
    if (path.length === 4) holes.unknownKindFields.add(String(path[3]));
    const mapping = isMap(original) && usableName(original.mapeamento) ? { mapeamento: original.mapeamento } : {};
    return { tipo: 'memorando', ...mapping };
  };

  const assignment = (original: unknown): unknown => {
    const target = isMap(original) && usableName(original.propriedade) ? original.propriedade : name();
    return { propriedade: target, operando: operand(), condicao: condition() };
  };

  return {
    unit(unit, original, path) {
      taint(holes, path);
      collectProperties(original, holes);
      switch (unit) {
        case 'screen':
          return screen(original, path);
        case 'field':
          return field(original, path);
        case 'validator':
          return { tipo: 'naoVazio' };
        case 'option':
          if (path[2] === 'campos' && path.length === 6) holes.unknownChoiceFields.add(String(path[3]));
          return { texto: name(), valor: name() };
        case 'defaultValue':
          return { tipo: 'fixo' };
        case 'flow':
          holes.openScreens.add(String(path[1]));
          return { tela: END_SCREEN, condicao: condition() };
        case 'assignment':
          return assignment(original);
        case 'condition':
          return condition();
        case 'operand':
          return operand();
      }
    },
    collection(collection, path, fieldKind) {
      taint(holes, path);
      switch (collection) {
        case 'fields':
        case 'optionTargets':
          return {};
        case 'fieldOptions':
          if (fieldKind === 'tabela') return { campos: {} };
          return fieldKind === 'caixaDeAnexo' ? {} : [];
        default:
          return [];
      }
    },
    leaf(key, parent, path) {
      taint(holes, path);
      if (key === 'inicial' || key === 'tela' || key === 'telaSim' || key === 'telaNao') return END_SCREEN;
      if (parent === 'screen' && key === 'fonte') return 'link';
      if (parent === 'screen' && key === 'url') return 'https://example.invalid/';
      if (parent === 'screen' || (parent === 'operand' && (key === 'chave' || key === 'valor'))) return '';
      if (parent === 'root' && key === 'nome') return 'Árvore';
      if (parent === 'validator') return key === 'formato' ? 'string' : '#';
      if (parent === 'condition') return key === 'comparador' ? '=' : 'and';
      if (parent === 'operand' && key === 'classe') return 'string';
      if (parent === 'defaultValue') return 'fixo';
      return name();
    },
  };
}
