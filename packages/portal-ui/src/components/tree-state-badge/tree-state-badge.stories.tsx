import type { Meta, StoryObj } from '@storybook/react-vite';
import { TreeStateBadge } from './tree-state-badge';

const meta = {
  title: 'Admin/TreeStateBadge',
  component: TreeStateBadge,
  tags: ['autodocs'],
  args: { state: 'launched' },
} satisfies Meta<typeof TreeStateBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Em produção: 'Lançada'. */
export const Launched: Story = {};
/** Nunca lançada: 'Rascunho'. */
export const Draft: Story = { args: { state: 'draft' } };
/** Uma versão nova para uma parte dos estudantes: 'Lançamento gradual (30%)'. */
export const Gradual: Story = { args: { state: 'gradual', parcela: 30 } };
/** Fora de produção depois de ter sido lançada: 'Desabilitada'. */
export const Disabled: Story = { args: { state: 'disabled' } };
