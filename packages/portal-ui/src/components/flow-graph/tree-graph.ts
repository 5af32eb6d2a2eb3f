import { END_SCREEN } from '@chamados/tree-engine';
import { parse } from 'yaml';

/** A screen of the picture: a screen of the tree, '#final', or a name a reference uses that no screen has. */
export interface GraphNode {
  /** The screen's key under `telas`. */
  name: string;
  /** What people read: the question, the title, the tutorial's `titulo` (tree-engine's `screenTitle`); the key when the screen says nothing. */
  title: string;
  /** 'opcoes' | 'formulario' | 'tutorial' (or what is written), 'final' for '#final', 'missing' for a screen that does not exist. */
  kind: string;
  /** Not reachable from `inicial`. */
  unreachable: boolean;
  /** '#final' cannot be reached from it. */
  deadEnd: boolean;
  /** With the traffic shown: walks that reached this screen, and walks that gave up on it. */
  traffic?: { visitas: number; paradas: number };
}

/**
 * How a move is written: an option, a tutorial answer, a conditional flow, a flow that always
 * applies, or the way a form goes when no flow applies ('senão').
 */
export type EdgeKind = 'option' | 'yes' | 'no' | 'flow' | 'always' | 'otherwise';

/** A move between screens: an option, a tutorial answer or a flow. */
export interface GraphEdge {
  /** Stable within a text: the source screen and the move's place in it (`a/opcoes/Sim`, `b/fluxos/2`). */
  id: string;
  from: string;
  to: string;
  label: string;
  kind: EdgeKind;
  /** With the traffic shown: walks that went from `from` to `to` (by this edge or another between the same screens). */
  count?: number;
  /** Another edge goes from `from` to `to` too: the count is theirs together (the walks count screens, not options). */
  shared?: boolean;
}

/** The picture of a tree, or undefined when the text is not a tree-shaped YAML map yet. */
export interface TreeGraph {
  initial: string;
  nodes: GraphNode[];
  edges: GraphEdge[];
}

/**
 * A screen's title from its key and what is written under it (the layout passes tree-engine's
 * `screenTitle`, in the worker: the page's own bundle never carries it twice); the key by default.
 */
export type ScreenTitleOf = (name: string, screen: Record<string, unknown>) => string;

/** The words of the edges, from the message catalog. */
export interface GraphLabels {
  yes: string;
  no: string;
  always: string;
  otherwise: string;
  flow: (n: number) => string;
  /** The end's box ('#final' in words: 'Tela final'). */
  end: string;
}

const isMap = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A move as written: its target may be anything yet. */
type Move = Omit<GraphEdge, 'to'> & { to: unknown };

/** The moves out of one screen, in the order the walk tries them. */
function movesOf(name: string, screen: Record<string, unknown>, labels: GraphLabels): Move[] {
  const moves: Move[] = [];
  if (screen.tipo === 'opcoes' && isMap(screen.opcoes)) {
    for (const [option, to] of Object.entries(screen.opcoes)) moves.push({ id: `${name}/opcoes/${option}`, from: name, to, label: option, kind: 'option' });
  } else if (screen.tipo === 'tutorial') {
    moves.push({ id: `${name}/telaSim`, from: name, to: screen.telaSim, label: labels.yes, kind: 'yes' });
    moves.push({ id: `${name}/telaNao`, from: name, to: screen.telaNao, label: labels.no, kind: 'no' });
  } else if (screen.tipo === 'formulario') {
    const flows = Array.isArray(screen.fluxos) ? screen.fluxos : [];
    let unconditional = false;
    for (const [i, flow] of flows.entries()) {
      if (!isMap(flow)) continue;
      unconditional = flow.condicao === undefined || flow.condicao === null;
      // A flow without condition after others is what happens when none of them applies.
      const kind: EdgeKind = unconditional ? (i === 0 ? 'always' : 'otherwise') : 'flow';
      const label = kind === 'flow' ? labels.flow(i + 1) : kind === 'always' ? labels.always : labels.otherwise;
      moves.push({ id: `${name}/fluxos/${i}`, from: name, to: flow.tela, label, kind });
      // Flows after one without condition are never used (the verifier says so): not drawn.
      if (unconditional) break;
    }
    // With no flow that always applies, the form goes to '#final' when none applies (spec §4).
    if (!unconditional) moves.push({ id: `${name}/senao`, from: name, to: END_SCREEN, label: flows.length === 0 ? labels.always : labels.otherwise, kind: flows.length === 0 ? 'always' : 'otherwise' });
  }
  return moves;
}

/**
 * The screens and moves of a tree's YAML, read leniently (a draft with errors still has a
 * picture, which is when dead ends and unreachable screens matter). A reference to a name no
 * screen has leads to a node of kind 'missing'; a screen that leads to itself keeps that edge.
 * @example treeGraph(text, labels)?.nodes.filter((n) => n.deadEnd)
 */
export function treeGraph(text: string, labels: GraphLabels, titleOf: ScreenTitleOf = (name) => name): TreeGraph | undefined {
  let data: unknown;
  try {
    data = parse(text, { maxAliasCount: 0, uniqueKeys: false });
  } catch {
    return undefined;
  }
  if (!isMap(data) || !isMap(data.telas)) return undefined;
  const screens = data.telas;
  const edges: GraphEdge[] = [];
  const missing = new Set<string>();
  for (const [name, screen] of Object.entries(screens)) {
    if (!isMap(screen)) continue;
    for (const move of movesOf(name, screen, labels)) {
      if (typeof move.to !== 'string' || move.to === '') continue;
      if (move.to !== END_SCREEN && !Object.hasOwn(screens, move.to)) missing.add(move.to);
      edges.push({ ...move, to: move.to });
    }
  }
  const initial = typeof data.inicial === 'string' ? data.inicial : '';
  const outgoing = groupBy(edges, (edge) => edge.from, (edge) => edge.to);
  const incoming = groupBy(edges, (edge) => edge.to, (edge) => edge.from);
  const reached = search([initial], (node) => outgoing.get(node) ?? []);
  const reachesEnd = search([END_SCREEN], (node) => incoming.get(node) ?? []);
  const nodes: GraphNode[] = Object.keys(screens).map((name) => {
    const screen = screens[name];
    return {
      name,
      title: isMap(screen) ? titleOf(name, screen) : name,
      kind: isMap(screen) && typeof screen.tipo === 'string' ? screen.tipo : '?',
      unreachable: !reached.has(name),
      deadEnd: !reachesEnd.has(name),
    };
  });
  for (const name of missing) nodes.push({ name, title: name, kind: 'missing', unreachable: !reached.has(name), deadEnd: true });
  nodes.push({ name: END_SCREEN, title: labels.end, kind: 'final', unreachable: !reached.has(END_SCREEN), deadEnd: false });
  return { initial, nodes, edges };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string, value: (item: T) => string): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(value(item));
    else groups.set(key(item), [value(item)]);
  }
  return groups;
}

function search(starts: string[], next: (node: string) => string[]): Set<string> {
  const seen = new Set(starts);
  const queue = [...starts];
  for (let head = 0; head < queue.length; head++) {
    for (const node of next(queue[head]!)) {
      if (!seen.has(node)) {
        seen.add(node);
        queue.push(node);
      }
    }
  }
  return seen;
}

/**
 * The line (1-based) where screen `name` is defined under `telas`, for moving the editor there.
 * @example screenLine('telas:\n  a:\n    tipo: opcoes', 'a') // 2
 */
export function screenLine(text: string, name: string): number | undefined {
  let found: number | undefined;
  eachScreenKey(text, (key, line) => {
    if (key === name) found = line;
    return found === undefined;
  });
  return found;
}

/**
 * How many screens are written under `telas`, read from the text's shape without parsing it.
 * @example countScreens('telas:\n  a:\n  b:\n') // 2
 */
export function countScreens(text: string): number {
  let count = 0;
  eachScreenKey(text, () => {
    count++;
    return true;
  });
  return count;
}

/** Calls `visit` with each screen key under `telas` and its line (1-based) until it returns false. */
function eachScreenKey(text: string, visit: (name: string, line: number) => boolean): void {
  let inScreens = false;
  let line = 0;
  for (let start = 0; start <= text.length; line++) {
    const end = text.indexOf('\n', start);
    const current = text.slice(start, end === -1 ? text.length : end);
    start = end === -1 ? text.length + 1 : end + 1;
    if (/^telas\s*:/.test(current)) inScreens = true;
    else if (/^\S/.test(current)) inScreens = false;
    else if (inScreens) {
      const match = /^ {2}([^\s#:][^:]*?)\s*:/.exec(current);
      if (match && !visit(match[1]!.replace(/^['"]|['"]$/g, ''), line + 1)) return;
    }
  }
}
