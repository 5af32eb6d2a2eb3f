import type { Field, Tree } from '../types';

function fieldTexts(field: Field): string[] {
  const texts = [field.rotulo, field.ajuda];
  if (field.tipo === 'texto') texts.push(field.texto);
  if (field.tipo === 'caixaDeSelecao' && Array.isArray(field.opcoes)) texts.push(...field.opcoes.map((option) => option.texto));
  if (field.tipo === 'caixaDeChecagem') texts.push(...(field.opcoes ?? []).map((option) => option.texto));
  if (field.tipo === 'caixaDeAnexo') texts.push(field.opcoes?.titulo);
  if (field.tipo === 'tabela') {
    texts.push(field.opcoes.rotulo, field.opcoes.ajuda);
    for (const inner of Object.values(field.opcoes.campos ?? {})) texts.push(...fieldTexts(inner));
  }
  return texts.filter((text): text is string => typeof text === 'string');
}

/**
 * All the searchable text of a tree, one phrase per line, duplicates removed: name, description,
 * tags, synonyms (`sinonimos`), questions, option names, form titles, field labels, help texts and option texts. The
 * public tree list carries it, so the browser searches without downloading whole trees.
 * @example treeSearchText(tree).split('\n')[0] // tree.nome
 */
export function treeSearchText(tree: Tree): string {
  const texts: (string | undefined)[] = [tree.nome, tree.descricao, ...(tree.tags ?? []), ...(tree.sinonimos ?? [])];
  for (const screen of Object.values(tree.telas)) {
    if (screen.tipo === 'opcoes') texts.push(screen.pergunta, ...Object.keys(screen.opcoes ?? {}));
    if (screen.tipo === 'formulario') {
      texts.push(screen.titulo);
      for (const field of Object.values(screen.campos ?? {})) texts.push(...fieldTexts(field));
    }
  }
  const lines = texts
    .filter((text): text is string => typeof text === 'string')
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter((text) => text !== '');
  return [...new Set(lines)].join('\n');
}
