import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './footer';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Estrutura/Rodapé · Footer · rodape',
  id: 'layout-footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.footer),
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Os endereços dos três campi: Viçosa, Florestal e Rio Paranaíba. */
export const Default: Story = { name: 'Rodapé' };
