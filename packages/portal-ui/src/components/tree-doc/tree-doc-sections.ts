/**
 * The authoring guide of /admin/arvore/doc: Portuguese markdown files in `guide/`, one per
 * section, in reading order. They are imported as text (`?raw`: Vite, Vitest, Storybook and the
 * prerender read it natively; tsup.config.ts teaches the library build). Every ```yaml block is a
 * complete tree: tree-doc-sections.test.ts runs each through tree-engine's verifier and fails on
 * any error or warning, so the guide cannot drift from the format.
 */
import atribuicoes from './guide/atribuicoes.md?raw';
import condicoes from './guide/condicoes.md?raw';
import dataHub from './guide/data-hub.md?raw';
import encerrar from './guide/encerrar.md?raw';
import errosComuns from './guide/erros-comuns.md?raw';
import estatisticas from './guide/estatisticas.md?raw';
import estrutura from './guide/estrutura.md?raw';
import fluxo from './guide/fluxo.md?raw';
import formulario from './guide/formulario.md?raw';
import introducao from './guide/introducao.md?raw';
import lancamentoGradual from './guide/lancamento-gradual.md?raw';
import nome from './guide/nome.md?raw';
import opcoes from './guide/opcoes.md?raw';
import testar from './guide/testar.md?raw';
import tutorial from './guide/tutorial.md?raw';
import validadores from './guide/validadores.md?raw';
import versoes from './guide/versoes.md?raw';

/** One section of the guide: its anchor and its markdown (starting with `## Título`, but the introduction). */
export interface TreeDocSection {
  id: string;
  markdown: string;
}

/** The sections, in reading order; the view adds the data hub's live names to 'data-hub'. */
export const treeDocSections: readonly TreeDocSection[] = [
  { id: 'introducao', markdown: introducao },
  { id: 'estrutura', markdown: estrutura },
  { id: 'nome', markdown: nome },
  { id: 'opcoes', markdown: opcoes },
  { id: 'tutorial', markdown: tutorial },
  { id: 'formulario', markdown: formulario },
  { id: 'data-hub', markdown: dataHub },
  { id: 'validadores', markdown: validadores },
  { id: 'atribuicoes', markdown: atribuicoes },
  { id: 'condicoes', markdown: condicoes },
  { id: 'encerrar', markdown: encerrar },
  { id: 'testar', markdown: testar },
  { id: 'fluxo', markdown: fluxo },
  { id: 'versoes', markdown: versoes },
  { id: 'lancamento-gradual', markdown: lancamentoGradual },
  { id: 'estatisticas', markdown: estatisticas },
  { id: 'erros-comuns', markdown: errosComuns },
];

/** The whole guide as one markdown text. */
export const treeDocMarkdown: string = treeDocSections.map((section) => section.markdown).join('\n');
