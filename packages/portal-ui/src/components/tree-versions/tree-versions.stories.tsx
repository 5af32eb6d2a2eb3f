import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TreeVersions } from './tree-versions';
import { usageOf, usageParameters } from '../../stories/usage';

const v1 = 'nome: Impressora\ninicial: qual\ntelas:\n  qual:\n    tipo: opcoes\n    pergunta: O que houve?\n    opcoes: { Não imprime: "#final" }\n';
const v2 = v1.replace('O que houve?', 'O que aconteceu com a impressora?');

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Administração/Versões da árvore · TreeVersions · histórico, versoes',
  id: 'admin-treeversions',
  component: TreeVersions,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.treeVersions),
  args: {
    versions: [
      { versao: 1, nome: 'Impressora', texto: v1, autor: 'Ana Souza', lancadaEm: '2025-06-10T12:05:00Z', nota: '', parcela: 100 },
      { versao: 2, nome: 'Impressora', texto: v2, autor: 'Paulo Dias', lancadaEm: '2025-06-11T09:30:00Z', nota: '', parcela: 100 },
    ],
    draft: `${v2}tags: [impressora]\n`,
    onRestore: fn(),
  },
} satisfies Meta<typeof TreeVersions>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 'Versões lançadas': 'Versão 2' e 'Versão 1', cada uma com quem lançou, quando, e 'Restaurar
 * versão 2 como rascunho'. Abaixo, 'Comparar' a 'Versão 2' 'com' o 'Rascunho', lado a lado: a
 * linha que só o rascunho tem vem destacada.
 */
export const Default: Story = { name: 'Duas versões' };

/** Uma árvore que nunca foi lançada: 'Esta árvore ainda não foi lançada.' */
export const NeverLaunched: Story = { name: 'Nunca lançada', args: { versions: [] } };

const longTree = (question: string) =>
  `nome: Impressora\ninicial: t0\ntelas:\n${Array.from({ length: 40 }, (_, i) => `  t${i}:\n    tipo: opcoes\n    pergunta: ${i === 20 ? question : `Pergunta ${i}`}\n    opcoes: { Seguir: ${i < 39 ? `t${i + 1}` : "'#final'"}, Sair: '#final' }\n`).join('')}`;

/**
 * Uma árvore longa em que só uma pergunta mudou: a comparação mostra esse trecho, com as palavras
 * trocadas sublinhadas dos dois lados, e recolhe o resto em '82 linhas iguais' e '75 linhas
 * iguais', que abrem com um clique.
 */
export const LongTree: Story = {
  name: 'Árvore longa',
  args: {
    versions: [{ versao: 1, nome: 'Impressora', texto: longTree('O que houve?'), autor: 'Ana Souza', lancadaEm: '2025-06-10T12:05:00Z', nota: '', parcela: 100 }],
    draft: longTree('O que aconteceu com a impressora?'),
  },
};
