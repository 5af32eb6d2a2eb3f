import type { Meta, StoryObj } from '@storybook/react-vite';
import { TreeStateBadge } from './tree-state-badge';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Administração/Selo de estado da árvore · TreeStateBadge · badge, etiqueta',
  id: 'admin-treestatebadge',
  component: TreeStateBadge,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.treeStateBadge),
  args: { state: 'launched' },
} satisfies Meta<typeof TreeStateBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Em produção: 'Lançada'. */
export const Launched: Story = { name: 'Lançada' };
/** Nunca lançada: 'Rascunho'. */
export const Draft: Story = { name: 'Rascunho', args: { state: 'draft' } };
/** Uma versão nova para uma parte dos estudantes: 'Lançamento gradual (30%)'. */
export const Gradual: Story = { name: 'Lançamento gradual', args: { state: 'gradual', parcela: 30 } };
/** Fora de produção depois de ter sido lançada: 'Desabilitada'. */
export const Disabled: Story = { name: 'Desabilitada', args: { state: 'disabled' } };
