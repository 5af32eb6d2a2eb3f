import { END_SCREEN } from '@chamados/tree-engine';
import { parse } from 'yaml';

/** A screen of the picture. */
export interface GraphNode {
  name: string;
  /** 'opcoes' | 'formulario' | 'tutorial', or 'final' for '#final'. */
  kind: string;
  /** Not reachable from `inicial`. */
  unreachable: boolean;
  /** '#final' cannot be reached from it. */
  deadEnd: boolean;
}

/** A move between screens: an option, a tutorial answer or a flow. */
export interface GraphEdge {
  from: string;
  to: string;
  label: string;
}

/** The picture of a tree, or undefined when the text is not a tree-shaped YAML map yet. */
export interface TreeGraph {
  initial: string;
  nodes: GraphNode[];
  edges: GraphEdge[];
}

type Labels = { yes: string; no: string; always: string; otherwise: string; flow: (n: number) => string };

const isMap = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The screens and moves of a tree's YAML, read leniently (a draft with errors still has a
 * picture, which is when dead ends and unreachable screens matter). Edges to names that do not
 * exist are left out; the verifier reports them.
 * @example treeGraph(text, labels)?.nodes.filter((n) => n.deadEnd)
 */
export function treeGraph(text: string, labels: Labels): TreeGraph | undefined {
  let data: unknown;
  try {
    data = parse(text, { maxAliasCount: 0, uniqueKeys: false });
  } catch {
    return undefined;
  }
  if (!isMap(data) || !isMap(data.telas)) return undefined;
  const screens = data.telas;
  const edges: GraphEdge[] = [];
  const add = (from: string, to: unknown, label: string) => {
    if (typeof to === 'string' && (to === END_SCREEN || Object.hasOwn(screens, to))) edges.push({ from, to, label });
  };
  for (const [name, screen] of Object.entries(screens)) {
    if (!isMap(screen)) continue;
    if (screen.tipo === 'opcoes' && isMap(screen.opcoes)) {
      for (const [option, to] of Object.entries(screen.opcoes)) add(name, to, option);
    } else if (screen.tipo === 'tutorial') {
      add(name, screen.telaSim, labels.yes);
      add(name, screen.telaNao, labels.no);
    } else if (screen.tipo === 'formulario') {
      const flows = Array.isArray(screen.fluxos) ? screen.fluxos.filter(isMap) : [];
      let unconditional = false;
      flows.forEach((flow, i) => {
        if (unconditional) return;
        unconditional = flow.condicao === undefined || flow.condicao === null;
        add(name, flow.tela, unconditional ? labels.always : labels.flow(i + 1));
      });
      // With no flow that always applies, the form goes to '#final' (spec §4).
      if (!unconditional) add(name, END_SCREEN, labels.otherwise);
    }
  }
  const names = Object.keys(screens);
  const initial = typeof data.inicial === 'string' ? data.inicial : '';
  const reached = search([initial], (node) => edges.filter((edge) => edge.from === node).map((edge) => edge.to));
  const reachesEnd = search([END_SCREEN], (node) => edges.filter((edge) => edge.to === node).map((edge) => edge.from));
  const nodes: GraphNode[] = names.map((name) => {
    const screen = screens[name];
    return {
      name,
      kind: isMap(screen) && typeof screen.tipo === 'string' ? screen.tipo : '?',
      unreachable: !reached.has(name),
      deadEnd: !reachesEnd.has(name),
    };
  });
  nodes.push({ name: END_SCREEN, kind: 'final', unreachable: !reached.has(END_SCREEN), deadEnd: false });
  return { initial, nodes, edges };
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
 * How many screens are written under `telas`, read from the text's shape without parsing it: the
 * graph asks before deciding to parse and lay out a big tree.
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
