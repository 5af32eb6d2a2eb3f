import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingIndicator } from './loading-indicator';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  title: 'Feedback/LoadingIndicator',
  component: LoadingIndicator,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.loadingIndicator),
} satisfies Meta<typeof LoadingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Carregando…' no lugar de uma parte da página que ainda está a caminho. */
export const Default: Story = { name: 'Parte da página' };

/** Uma página inteira a caminho: ocupa a altura da tela, e o rodapé não pula quando ela chega. */
export const Page: Story = { name: 'Página inteira', args: { page: true } };
