import type { Tree } from '../types';

/** One options screen answered on the way: the screen and the option chosen. @example const step: OptionStep = { tela: 'qual-rede', opcao: 'eduroam' } */
export interface OptionStep {
  tela: string;
  opcao: string;
}

/**
 * The shortest way from the tree's first screen to `screen` through options screens only (each
 * step a question and the option that leads on), or undefined when none reaches it without a form
 * or a tutorial on the way. A portal that opens a tutorial from 'Artigos que podem ajudar' answers
 * these questions for the student (tree-engine's `chooseOption`): the walk the server replays still
 * starts at `inicial`, and the ticket says how the tutorial was reached. `[]` when `screen` is the
 * first screen.
 * @example optionPathTo(wifi, 'tutorial-eduroam-windows') // [{ tela: 'qual-rede', opcao: 'eduroam' }, { tela: 'qual-dispositivo', opcao: 'Computador com Windows' }]
 */
export function optionPathTo(tree: Tree, screen: string): OptionStep[] | undefined {
  if (!(screen in tree.telas)) return undefined;
  const cameFrom = new Map<string, OptionStep | null>([[tree.inicial, null]]);
  const queue = [tree.inicial];
  for (let at = 0; at < queue.length; at++) {
    const name = queue[at]!;
    if (name === screen) {
      const path: OptionStep[] = [];
      for (let step = cameFrom.get(name); step; step = cameFrom.get(step.tela)) path.unshift(step);
      return path;
    }
    const current = tree.telas[name];
    if (current?.tipo !== 'opcoes') continue;
    for (const [opcao, next] of Object.entries(current.opcoes ?? {})) {
      if (cameFrom.has(next) || !(next in tree.telas)) continue;
      cameFrom.set(next, { tela: name, opcao });
      queue.push(next);
    }
  }
  return undefined;
}
