import { chooseOption, optionPathTo, type Attendance } from '@chamados/tree-engine';

/**
 * The attendance led from its first screen to `tela` (an article's tutorial, from 'Artigos que
 * podem ajudar'), answering for the student the questions on the way: the shortest way through
 * options screens (tree-engine's `optionPathTo`), each answered with `chooseOption`. The walk the
 * server replays still starts at the tree's first screen, so the ticket says how the tutorial was
 * reached and no replay rule is bent. When the version the server started has no such way (the
 * screen is gone, or behind a form), the walk stays at its first screen.
 * @example walkToScreen(startAttendance(tree), 'tutorial-eduroam-windows').current // 'tutorial-eduroam-windows'
 */
export function walkToScreen(attendance: Attendance, tela: string): Attendance {
  const path = optionPathTo(attendance.tree, tela);
  if (!path) return attendance;
  let walked = attendance;
  for (const step of path) walked = chooseOption(walked, step.opcao);
  return walked;
}
