import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IconButton } from './button';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts).
  title: 'Base/Botão de ícone · IconButton · botão, icone',
  component: IconButton,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.iconButton),
  args: { icon: 'trash', label: 'Apagar item', variant: 'danger', onClick: fn() },
  decorators: [(Story) => <div style={{ padding: 16, display: 'flex', gap: 8 }}><Story /></div>],
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Apagar um item de uma lista: perigo, com o nome 'Apagar item'. */
export const Danger: Story = { name: 'Perigo' };

/** Mover um item: o estilo discreto de sempre. */
export const Ghost: Story = { name: 'Fantasma', args: { icon: 'arrow-up', label: 'Subir', variant: undefined } };

/** O último item não desce: o botão fica desabilitado. */
export const Disabled: Story = { name: 'Desabilitado', args: { icon: 'arrow-down', label: 'Descer', variant: undefined, disabled: true } };
