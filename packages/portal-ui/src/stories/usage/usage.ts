/**
 * How a component is used, in Portuguese, for designers: the text of its docs page in Storybook
 * (`parameters.docs.description.component`). Every story file gives one (usage.test.ts checks).
 */
export interface Usage {
  /** What it is and what it is for, in one or two sentences. */
  resumo: string;
  quando: string[];
  quandoNao: string[];
  /** Do / don't, each with a concrete example. */
  faca: string[];
  evite: string[];
  acessibilidade: {
    /** The role a screen reader announces (botão, diálogo, região…). */
    papel: string;
    /** Where its accessible name comes from. */
    nome: string;
    /** What the keyboard does. */
    teclado: string;
    notas?: string[];
  };
}

/** The markdown of a docs page's description. */
export function usage(doc: Usage): string {
  const list = (items: string[]) => items.map((item) => `- ${item}`).join('\n');
  const rows = Array.from({ length: Math.max(doc.faca.length, doc.evite.length) }, (_, i) => `| ${doc.faca[i] ?? ''} | ${doc.evite[i] ?? ''} |`);
  const { papel, nome, teclado, notas = [] } = doc.acessibilidade;
  return [
    doc.resumo,
    `### Quando usar\n\n${list(doc.quando)}`,
    `### Quando não usar\n\n${list(doc.quandoNao)}`,
    `### Faça e evite\n\n| Faça | Evite |\n|---|---|\n${rows.join('\n')}`,
    `### Acessibilidade\n\n${list([`**Papel:** ${papel}`, `**Nome:** ${nome}`, `**Teclado:** ${teclado}`, ...notas])}`,
  ].join('\n\n');
}

/** `parameters` of a story file's meta: its usage as the docs page's description. */
export function usageParameters(doc: Usage) {
  return { docs: { description: { component: usage(doc) } } };
}
