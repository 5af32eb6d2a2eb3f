/**
 * What the verifier does not know about a tree whose schema errors it went past (salvage.ts): the
 * places whose value it stood in for, and what that leaves uncertain for the checks that look at
 * the whole tree (which screens lead where, which fields and properties exist). The checks read
 * it so that a stand-in never causes a diagnostic of its own: every reported mistake is one the
 * author made.
 */
import type { Path } from './reporter';

/** The unknowns of a salvaged tree. @example const holes = createHoles(); holes.openScreens.add('descreva') */
export interface Holes {
  /** Places (in the salvaged tree) whose value was replaced, removed or filled in. */
  taints: Path[];
  /** `inicial` was unusable: where the attendance starts is unknown. */
  initialUnknown: boolean;
  /** Screens whose moves are not all known (a broken option, flow or `telaSim`). */
  openScreens: Set<string>;
  /** Some form's field names are unknown: no field name can be called missing. */
  fieldNamesUncertain: boolean;
  /** Screens whose fields are unknown: they may fill any field. */
  unknownFieldScreens: Set<string>;
  /** Some property name is unknown: no `${name}` can be called unknown. */
  propertyNamesUncertain: boolean;
  /** Fields whose kind is unknown: nothing is said about their values. */
  unknownKindFields: Set<string>;
  /** Select fields whose options are unknown: any value may be one of them. */
  unknownChoiceFields: Set<string>;
  /** Property names read from the broken parts (a `mapeamento` or `propriedade` still legible). */
  extraProperties: Set<string>;
  /** The made-up names of stand-ins, never offered as a suggestion. */
  standInNames: Set<string>;
  /** Screens whose assignments are not all known. */
  assignmentScreens: Set<string>;
  /** Tutorials whose `fonte` is unknown: their address rule cannot be applied. */
  unknownSources: Set<string>;
}

/**
 * Empty holes: nothing unknown.
 * @example createHoles().taints // []
 */
export function createHoles(): Holes {
  return {
    taints: [],
    initialUnknown: false,
    openScreens: new Set(),
    fieldNamesUncertain: false,
    unknownFieldScreens: new Set(),
    propertyNamesUncertain: false,
    unknownKindFields: new Set(),
    unknownChoiceFields: new Set(),
    extraProperties: new Set(),
    standInNames: new Set(),
    assignmentScreens: new Set(),
    unknownSources: new Set(),
  };
}

const isPrefix = (prefix: Path, path: Path): boolean => prefix.length <= path.length && prefix.every((segment, i) => segment === path[i]);

// Screen keys that say where the attendance goes next.
const MOVES = new Set(['opcoes', 'telaSim', 'telaNao', 'fluxos', 'tipo']);
const SCREEN_KEYS = new Set(['tipo', 'nome', 'pergunta', 'opcoes', 'titulo', 'campos', 'fluxos', 'atribuicoes', 'fonte', 'url', 'telaSim', 'telaNao']);

/**
 * Records that a screen's fields are unknown: any field name may be one of them.
 * @example fieldsUnknown(holes, 'descreva')
 */
export function fieldsUnknown(holes: Holes, screen: string): void {
  holes.fieldNamesUncertain = true;
  holes.unknownFieldScreens.add(screen);
}

/**
 * Adds a place whose value was stood in for, and what it makes uncertain.
 * @example taint(holes, ['telas', 'a', 'fluxos', 0, 'tela'])
 */
export function taint(holes: Holes, path: Path): void {
  holes.taints.push(path);
  const last = path[path.length - 1];
  if (last === 'mapeamento' || last === 'propriedade') holes.propertyNamesUncertain = true;
  if (path.length === 1 && path[0] === 'inicial') holes.initialUnknown = true;
  if (path[0] !== 'telas' || path.length < 3) return;
  const screen = String(path[1]);
  const key = String(path[2]);
  if (MOVES.has(key)) holes.openScreens.add(screen);
  if (!SCREEN_KEYS.has(key)) {
    // An unknown key nothing resembles may have been meant as anything: moves, fields, assignments.
    holes.openScreens.add(screen);
    fieldsUnknown(holes, screen);
    holes.propertyNamesUncertain = true;
  }
  if (key === 'campos' && path.length === 3) fieldsUnknown(holes, screen);
  if (key === 'campos' && (path.length === 4 || path[4] === 'tipo')) holes.unknownKindFields.add(String(path[3]));
  if (key === 'campos' && path[4] === 'opcoes') holes.unknownChoiceFields.add(String(path[3]));
  // What an assignment reads and writes decides whether an earlier one counts; a value left out
  // will be written, and may read or write anything.
  if (key === 'atribuicoes') holes.assignmentScreens.add(screen);
  if (key === 'atribuicoes' && path.length === 3) holes.propertyNamesUncertain = true;
  if (key === 'fonte') holes.unknownSources.add(screen);
}

/**
 * Whether a finding at `path` is the author's and not a stand-in's: it is neither inside a place
 * stood in for nor about a unit (below the screen level) that contains one.
 * @example keepFinding(holes, ['telas', 'a', 'fluxos', 0, 'condicao'])
 */
export function keepFinding(holes: Holes, path: Path): boolean {
  return !holes.taints.some((tainted) => isPrefix(tainted, path) || (path.length > 2 && isPrefix(path, tainted)));
}

/**
 * Records a place whose value is uncertain even where it fits the schema (a key written twice in
 * the YAML text, of which only the last counts); a screen written twice may say anything.
 * @example unknownValue(holes, ['telas', 'descreva', 'campos', 'predio'])
 */
export function unknownValue(holes: Holes, path: Path): void {
  taint(holes, path);
  // The hidden entry may have named a property (a `mapeamento`, a `propriedade`).
  holes.propertyNamesUncertain = true;
  if (path[0] !== 'telas' || path.length !== 2) return;
  const screen = String(path[1]);
  holes.openScreens.add(screen);
  holes.assignmentScreens.add(screen);
  holes.propertyNamesUncertain = true;
  fieldsUnknown(holes, screen);
}
