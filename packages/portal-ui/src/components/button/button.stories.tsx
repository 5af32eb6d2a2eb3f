import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, IconButton } from './button';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  title: 'Base/Button',
  component: Button,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.button),
  args: { children: 'Salvar', variant: 'primary' },
  decorators: [(Story) => <div style={{ padding: 16, display: 'flex', gap: 8, flexWrap: 'wrap' }}><Story /></div>],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main action of a screen. */
export const Primary: Story = {};

/** Every other action. */
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancelar' } };

/** Something that cannot be undone. */
export const Danger: Story = { args: { variant: 'danger', icon: 'trash', children: 'Apagar' } };

/** A quiet action, most often icon-only in a row of items (subir, descer, apagar item). */
export const Ghost: Story = { args: { variant: 'ghost', icon: 'copy', children: 'Copiar' } };

/** Unavailable until its rule is met (e.g. Enviar without a subject). */
export const Disabled: Story = { args: { disabled: true, children: 'Enviar' } };

/** An icon-only button: its label is its name. */
export const IconOnly: Story = {
  render: () => (
    <>
      <IconButton icon="arrow-up" label="Subir" />
      <IconButton icon="arrow-down" label="Descer" disabled />
      <IconButton icon="trash" label="Apagar item" variant="danger" />
    </>
  ),
};
