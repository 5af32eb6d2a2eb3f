import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  title: 'Base/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.dialog),
  args: {
    open: true,
    title: 'Resposta enviada com sucesso!',
    onClose: fn(),
    actions: <Button variant="primary">Ok</Button>,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Uma mensagem com um botão; Esc fecha. */
export const Message: Story = {};

/** Sucesso: borda verde e ícone de confirmação antes do título. */
export const Success: Story = {
  args: { tone: 'success', title: 'Chamado criado com sucesso', children: <p>Chamado criado com o número de protocolo 2025030410000007.</p> },
};

/** Falha: borda vermelha e ícone de alerta antes do título — nunca com cara de sucesso. */
export const Failure: Story = {
  args: { tone: 'failure', title: 'Falha ao criar chamado', children: <p>Ocorreu um problema em nossos servidores. Por favor, tente mais tarde.</p> },
};

/** Persistente enquanto o trabalho acontece: Esc não fecha. */
export const Busy: Story = {
  args: { title: 'Criando chamado...', persistent: true, busy: true, actions: <Button variant="primary" disabled>Ok</Button> },
};

/** Uma pergunta antes de uma ação que não se desfaz. */
export const Confirm: Story = {
  render: () => (
    <ConfirmDialog open title="Apagar item" message="Deseja realmente excluir este item?" danger confirmLabel="Apagar" onConfirm={fn()} onCancel={fn()} />
  ),
};
