import { END_SCREEN, type Tree } from '@chamados/tree-engine';

/** The screens of one tree version and the answers between them: what a walk of it can report. */
export interface TreePaths {
  /** Screen name → its kind ('final' for the end screen). */
  screens: Map<string, string>;
  /** Screen name → the screens its answers lead to. */
  next: Map<string, Set<string>>;
  /** The first screen. */
  first: string;
}

/**
 * The screens and answers of a tree, from its launched form: an event naming a screen or a step
 * the tree does not have is not counted, so a forged batch cannot invent rows.
 * @example treePaths(tree).next.get('inicio')?.has('wifi')
 */
export function treePaths(tree: Tree): TreePaths {
  const screens = new Map<string, string>([[END_SCREEN, 'final']]);
  const next = new Map<string, Set<string>>();
  for (const [name, screen] of Object.entries(tree.telas)) {
    screens.set(name, screen.tipo);
    const targets =
      screen.tipo === 'opcoes'
        ? Object.values(screen.opcoes)
        : screen.tipo === 'tutorial'
          ? [screen.telaSim, screen.telaNao]
          : // A form goes to its first flow that holds, else to the end.
            [...(screen.fluxos ?? []).map((f) => f.tela), END_SCREEN];
    next.set(name, new Set(targets));
  }
  return { screens, next, first: tree.inicial };
}
