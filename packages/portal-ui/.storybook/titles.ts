/**
 * A component's title in the sidebar is 'Seção/Nome em português · CodeName · sinônimos'. Storybook's
 * search reads only a page's name and path (not its tags), so the code name and the words a
 * designer might type instead ('modal' for Diálogo) live in the title itself; the sidebar and the
 * docs page show the Portuguese name alone, and the page names the code name under it.
 */
export const TITLE_SEPARATOR = ' · ';

export interface ComponentTitle {
  /** The Portuguese name, as the sidebar and the docs page show it. */
  nome: string;
  /** The export's name in code (`Button`), when the page is a component's. */
  codigo?: string;
  /** Other words that find it in the search. */
  sinonimos: string[];
}

/** Reads the last segment of a title ('Base/Botão · Button · botao'). */
export function componentTitle(title: string): ComponentTitle {
  const last = title.split('/').pop() ?? title;
  const [nome = last, codigo, sinonimos = ''] = last.split(TITLE_SEPARATOR);
  return {
    nome,
    codigo: codigo || undefined,
    sinonimos: sinonimos
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean),
  };
}
