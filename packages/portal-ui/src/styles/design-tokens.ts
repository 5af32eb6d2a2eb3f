/**
 * The design tokens as data, read from tokens.css itself (never copied): Storybook's 'Fundamentos'
 * pages show them, and design-tokens.test.ts holds the contrast pairs below to WCAG 2.2 AA.
 */

/** One custom property of tokens.css. */
export interface Token {
  /** `--ch-color-primary` */
  name: string;
  /** As written: `#682a2c`, `0.875rem`, `clamp(…)`. */
  value: string;
}

/** Every `--ch-*` custom property declared in a stylesheet's text, in order. */
export function parseTokens(css: string): Token[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/(--ch-[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => ({
    name: name!,
    value: value!.replace(/\s+/g, ' ').trim(),
  }));
}

/** The tokens whose name starts with `--ch-<group>-` (`color`, `font-size`, `space`, `radius`, `shadow`). */
export function tokenGroup(tokens: readonly Token[], group: string): Token[] {
  return tokens.filter((token) => token.name.startsWith(`--ch-${group}-`) || token.name === `--ch-${group}`);
}

/** What each colour is for, in the designers' words. */
export const colorRoles: Readonly<Record<string, string>> = {
  '--ch-color-primary': 'Vinho da UFV: barra superior, botão principal, links e destaques.',
  '--ch-color-primary-strong': 'Vinho escuro: faixa das abas e botão principal sob o cursor.',
  '--ch-color-primary-hover': 'Vinho claro: aba sob o cursor.',
  '--ch-color-primary-soft': 'Fundo rosado de áreas em destaque (telas do fluxo no grafo, código em linha).',
  '--ch-color-on-primary': 'Texto e ícones sobre o vinho.',
  '--ch-color-on-primary-muted': 'Texto secundário sobre o vinho (subtítulo da barra superior).',
  '--ch-color-bg': 'Fundo da página.',
  '--ch-color-surface': 'Fundo de cartões, painéis, diálogos e campos.',
  '--ch-color-text': 'Texto principal.',
  '--ch-color-text-muted': 'Texto secundário: datas, ajudas, contagens.',
  '--ch-color-border': 'Divisórias e bordas de cartões (decorativas).',
  '--ch-color-link': 'Links no texto.',
  '--ch-color-accent': 'Amarelo de destaque: contador de novos, estrela de não visualizado.',
  '--ch-color-accent-text': 'Texto sobre o amarelo.',
  '--ch-color-border-strong': 'Borda de campos e controles (precisa de 3:1).',
  '--ch-color-danger': 'Erro e ação destrutiva: mensagens de erro, botão Apagar, diálogo de falha.',
  '--ch-color-danger-strong': 'Botão destrutivo sob o cursor.',
  '--ch-color-success': 'Sucesso: diálogo de sucesso, árvore lançada, fim do fluxo.',
  '--ch-color-warning': 'Aviso: avisos do Log de Erros, prazos.',
  '--ch-color-disabled-bg': 'Fundo de controles desabilitados.',
  '--ch-color-note-bg': 'Fundo da nota interna do atendente (só a equipe vê), com borda na cor de aviso.',
  '--ch-color-disabled-text': 'Texto de controles desabilitados (ainda legível).',
  '--ch-color-focus': 'Anel de foco do teclado sobre fundos claros.',
  '--ch-color-focus-on-primary': 'Anel de foco do teclado sobre o vinho.',
};

/** A foreground/background pair the portal uses and the contrast WCAG 2.2 AA asks of it. */
export interface ContrastPair {
  foreground: string;
  background: string;
  /** Where the pair appears. */
  use: string;
  /** 4.5 for text, 3 for focus rings, control borders and icons that carry meaning. */
  minimum: 4.5 | 3;
}

export const contrastPairs: readonly ContrastPair[] = [
  { foreground: '--ch-color-on-primary', background: '--ch-color-primary', use: 'texto na barra superior e no botão principal', minimum: 4.5 },
  { foreground: '--ch-color-on-primary', background: '--ch-color-primary-strong', use: 'abas', minimum: 4.5 },
  { foreground: '--ch-color-on-primary', background: '--ch-color-primary-hover', use: 'aba sob o cursor', minimum: 4.5 },
  { foreground: '--ch-color-on-primary-muted', background: '--ch-color-primary', use: 'subtítulo da barra superior', minimum: 4.5 },
  { foreground: '--ch-color-text', background: '--ch-color-bg', use: 'texto na página', minimum: 4.5 },
  { foreground: '--ch-color-text', background: '--ch-color-surface', use: 'texto em cartões e diálogos', minimum: 4.5 },
  { foreground: '--ch-color-text', background: '--ch-color-primary-soft', use: 'texto em áreas em destaque', minimum: 4.5 },
  { foreground: '--ch-color-text-muted', background: '--ch-color-surface', use: 'texto secundário em cartões', minimum: 4.5 },
  { foreground: '--ch-color-text-muted', background: '--ch-color-bg', use: 'texto secundário na página', minimum: 4.5 },
  { foreground: '--ch-color-link', background: '--ch-color-surface', use: 'links', minimum: 4.5 },
  { foreground: '--ch-color-link', background: '--ch-color-bg', use: 'links na página', minimum: 4.5 },
  { foreground: '--ch-color-accent-text', background: '--ch-color-accent', use: "contador '3 novos'", minimum: 4.5 },
  { foreground: '--ch-color-border-strong', background: '--ch-color-surface', use: 'borda de campos', minimum: 3 },
  { foreground: '--ch-color-danger', background: '--ch-color-surface', use: 'mensagens de erro', minimum: 4.5 },
  { foreground: '--ch-color-on-primary', background: '--ch-color-danger', use: 'botão Apagar', minimum: 4.5 },
  { foreground: '--ch-color-on-primary', background: '--ch-color-danger-strong', use: 'botão Apagar sob o cursor', minimum: 4.5 },
  { foreground: '--ch-color-success', background: '--ch-color-surface', use: 'textos de sucesso', minimum: 4.5 },
  { foreground: '--ch-color-on-primary', background: '--ch-color-success', use: "'#final' no grafo", minimum: 4.5 },
  { foreground: '--ch-color-warning', background: '--ch-color-surface', use: 'avisos', minimum: 4.5 },
  { foreground: '--ch-color-disabled-text', background: '--ch-color-disabled-bg', use: 'controles desabilitados', minimum: 4.5 },
  { foreground: '--ch-color-text', background: '--ch-color-note-bg', use: 'texto da nota interna', minimum: 4.5 },
  { foreground: '--ch-color-warning', background: '--ch-color-note-bg', use: 'título e borda da nota interna', minimum: 4.5 },
  { foreground: '--ch-color-focus', background: '--ch-color-surface', use: 'anel de foco', minimum: 3 },
  { foreground: '--ch-color-focus', background: '--ch-color-bg', use: 'anel de foco na página', minimum: 3 },
  { foreground: '--ch-color-focus-on-primary', background: '--ch-color-primary', use: 'anel de foco na barra superior', minimum: 3 },
  { foreground: '--ch-color-focus-on-primary', background: '--ch-color-primary-strong', use: 'anel de foco nas abas', minimum: 3 },
  { foreground: '--ch-color-accent', background: '--ch-color-primary-strong', use: 'marca da aba atual', minimum: 3 },
];

/** The WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The WCAG 2.2 contrast ratio of two `#rrggbb` colours, e.g. 10.7 for white on the UFV wine. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(normalizeHex(a)), luminance(normalizeHex(b))].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** `#fff` → `#ffffff`. */
function normalizeHex(hex: string): string {
  const value = hex.trim().toLowerCase();
  return value.length === 4 ? `#${[...value.slice(1)].map((c) => c + c).join('')}` : value;
}
