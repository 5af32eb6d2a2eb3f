/**
 * The portal's breakpoints. CSS media queries cannot read custom properties, so the widths the
 * stylesheets switch at are listed here once: Storybook's viewports and the 'Pontos de quebra'
 * page read this list, and `breakpoints.test.ts` fails when a stylesheet uses a width not in it.
 */
export interface Breakpoint {
  /** Width in rem (1rem = 16 px). A query `max-width: 47.99rem` means "below 48rem". */
  rem: number;
  /** What changes below (or, for `min`, from) this width, in Portuguese for the docs. */
  muda: string;
  /** `max`: the layout below this width; `min`: the layout from this width up. */
  direcao: 'max' | 'min';
}

/** The main breakpoint: below it the portal is laid out for phones. */
export const PHONE_BREAKPOINT_REM = 48;

export const breakpoints: readonly Breakpoint[] = [
  { rem: 22, direcao: 'max', muda: 'Barra superior muito estreita: o título do portal encolhe para caber ao lado do menu.' },
  { rem: 30, direcao: 'max', muda: 'Log de Erros: cada erro ocupa a linha inteira.' },
  { rem: 40, direcao: 'max', muda: 'Rodapé em uma coluna; a barra superior esconde o nome do usuário atrás do botão Sair.' },
  {
    rem: PHONE_BREAKPOINT_REM,
    direcao: 'max',
    muda: 'Telefone: as abas viram o botão Menu, tabelas viram cartões, os botões das telas ocupam a largura toda e os assuntos das mensagens são cortados em 35 caracteres.',
  },
  { rem: 64, direcao: 'min', muda: 'Formulário da árvore: editor e grafo lado a lado.' },
];

/** Width in CSS pixels of a breakpoint. */
export function breakpointPx(breakpoint: Pick<Breakpoint, 'rem'>): number {
  return breakpoint.rem * 16;
}
