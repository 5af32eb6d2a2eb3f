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

/** A ação principal de uma tela. */
export const Primary: Story = {};

/** Qualquer outra ação. */
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancelar' } };

/** Algo que não se desfaz. */
export const Danger: Story = { args: { variant: 'danger', icon: 'trash', children: 'Apagar' } };

/** Uma ação discreta, quase sempre só com ícone numa linha de itens (subir, descer, apagar item). */
export const Ghost: Story = { args: { variant: 'ghost', icon: 'copy', children: 'Copiar' } };

/** Indisponível até a regra ser cumprida (ex.: Enviar sem assunto). */
export const Disabled: Story = { args: { disabled: true, children: 'Enviar' } };

/** Botão só com ícone: o `label` é o seu nome (e a dica). */
export const IconOnly: Story = {
  render: () => (
    <>
      <IconButton icon="arrow-up" label="Subir" />
      <IconButton icon="arrow-down" label="Descer" disabled />
      <IconButton icon="trash" label="Apagar item" variant="danger" />
    </>
  ),
};
