import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconGallery } from '../../foundations/icon-gallery';
import { usageOf, usageParameters } from '../../stories/usage';
import { Icon, iconNames } from './icon';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Base/Ícone · Icon · icone',
  id: 'base-icon',
  component: Icon,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.icon),
  args: { name: 'star', size: 24, filled: false },
  argTypes: { name: { control: 'select', options: iconNames } },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Um ícone: escolha o nome, o tamanho e se é preenchido nos controles. */
export const Single: Story = { name: 'Um ícone' };

/** Os ícones do conjunto, com o nome de cada um. */
export const Gallery: Story = { name: 'Todos os ícones', render: () => <IconGallery /> };
