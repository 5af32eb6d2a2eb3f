import type { Field, Tree } from '../types';

function nameFields(campos: Record<string, Field> | null | undefined): void {
  for (const [name, field] of Object.entries(campos ?? {})) {
    field.nome = name;
    if (field.tipo === 'tabela') nameFields(field.opcoes.campos);
  }
}

/**
 * Fills `nome` of every screen and field from its key (spec §3: a screen's name is its key).
 * @example nameScreensAndFields(tree).telas['descreva']?.nome // 'descreva'
 */
export function nameScreensAndFields(tree: Tree): Tree {
  for (const [name, screen] of Object.entries(tree.telas)) {
    screen.nome = name;
    if (screen.tipo === 'formulario') nameFields(screen.campos);
  }
  return tree;
}
