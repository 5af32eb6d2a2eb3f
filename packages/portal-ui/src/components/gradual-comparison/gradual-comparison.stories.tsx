import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GradualComparison } from './gradual-comparison';
import { gradualFixture } from './gradual-comparison.fixture';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Administração/Comparação do lançamento gradual · GradualComparison · comparacao, teste A-B',
  id: 'admin-gradualcomparison',
  component: GradualComparison,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.gradualComparison),
  args: { gradual: gradualFixture, onPromote: fn(), onRollback: fn() },
} satisfies Meta<typeof GradualComparison>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 'Lançamento gradual: versão 3 para 30% dos estudantes': por medida, as duas versões e, em
 * palavras, se a diferença é maior que o acaso; 'Lançar para todos' e 'Voltar para a versão 2'.
 */
export const TwoVersions: Story = { name: 'Duas versões' };

/** Logo depois do lançamento: ninguém percorreu a versão nova, 'ainda não dá para dizer'. */
export const JustLaunched: Story = {
  name: 'Recém-lançada',
  args: { gradual: { ...gradualFixture, medidas: gradualFixture.medidas.map((m) => ({ ...m, nova: { casos: 0, total: 0 }, z: null, p: null, diferente: false })) } },
};
