import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingIndicator } from './loading-indicator';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Avisos/Carregando · LoadingIndicator · spinner, indicador, loading',
  id: 'feedback-loadingindicator',
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
