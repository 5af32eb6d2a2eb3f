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

export const Default: Story = {};

/** Uma página inteira a caminho: ocupa a altura da tela. */
export const Page: Story = { args: { page: true } };
