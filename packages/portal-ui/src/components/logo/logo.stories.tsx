import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from './logo';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Marca/Logotipo · Logo · marca',
  id: 'brand-logo',
  component: Logo,
  tags: ['autodocs'],
  parameters: { ...usageParameters(usageOf.logo), layout: 'centered', backgrounds: { disable: true } },
  // The mark is drawn for the primary-coloured top bar.
  decorators: [
    (Story) => (
      <div style={{ padding: 24, background: 'var(--ch-color-primary)' }}>
        <Story />
      </div>
    ),
  ],
  args: { size: 36 },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A marca no tamanho da barra superior, sobre a cor principal. */
export const Default: Story = { name: 'Na barra superior' };

/** A marca grande (96 px), para conferir os detalhes. */
export const Large: Story = { name: 'Grande', args: { size: 96 } };
