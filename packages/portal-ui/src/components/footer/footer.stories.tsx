import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './footer';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.footer),
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Os endereços dos três campi: Viçosa, Florestal e Rio Paranaíba. */
export const Default: Story = { name: 'Rodapé' };
