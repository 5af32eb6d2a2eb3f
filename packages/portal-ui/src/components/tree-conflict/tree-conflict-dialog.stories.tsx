import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TreeConflictDialog } from './tree-conflict-dialog';
import { usageOf, usageParameters } from '../../stories/usage';

const theirs = 'nome: Impressora\ninicial: qual\ntelas:\n  qual:\n    tipo: opcoes\n    pergunta: O que aconteceu com a impressora?\n    opcoes: { Não imprime: "#final" }\n';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Administração/Diálogo de conflito · TreeConflictDialog · modal',
  id: 'admin-treeconflictdialog',
  component: TreeConflictDialog,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.treeConflictDialog),
  args: {
    message: 'Esta árvore foi alterada por Bruno Admin às 14:32, depois que você a abriu.',
    theirName: 'Bruno Admin',
    theirs,
    mine: theirs.replace('O que aconteceu com a impressora?', 'Qual o problema da impressora?'),
    onReload: fn(),
    onOverwrite: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof TreeConflictDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Um 'Salvar' recusado (412): as palavras do servidor, a 'Versão salva (Bruno Admin)' ao lado de
 * 'A minha versão', e as duas saídas, 'Recarregar a versão salva' e 'Salvar a minha por cima'.
 */
export const SavedByAnother: Story = { name: 'Salva por outra pessoa' };
