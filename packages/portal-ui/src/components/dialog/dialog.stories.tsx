import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Base/Diálogo · Dialog · modal, janela, dialogo, popup',
  id: 'base-dialog',
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

/** Um aviso com um botão: 'Resposta enviada com sucesso!' e 'Ok'. Esc fecha. */
export const Message: Story = { name: 'Aviso' };

/** Sucesso: borda verde e ícone de confirmação antes do título. */
export const Success: Story = {
  name: 'Sucesso',
  args: { tone: 'success', title: 'Chamado criado com sucesso', children: <p>Chamado criado com o número de protocolo 2025030410000007.</p> },
};

/** Falha: borda vermelha e ícone de alerta antes do título — nunca com cara de sucesso. */
export const Failure: Story = {
  name: 'Falha',
  args: { tone: 'failure', title: 'Falha ao criar chamado', children: <p>Ocorreu um problema em nossos servidores. Por favor, tente mais tarde.</p> },
};

/**
 * Enquanto o trabalho acontece ('Criando chamado...'): o diálogo não fecha com Esc e 'Ok' espera.
 */
export const Busy: Story = {
  name: 'Em andamento',
  args: { title: 'Criando chamado...', persistent: true, busy: true, actions: <Button variant="primary" disabled>Ok</Button> },
};

/**
 * Uma pergunta antes de uma ação que não se desfaz: 'Deseja realmente excluir este item?', com
 * 'Apagar' em vermelho.
 */
export const Confirm: Story = {
  name: 'Confirmação',
  render: () => (
    <ConfirmDialog open title="Apagar item" message="Deseja realmente excluir este item?" danger confirmLabel="Apagar" onConfirm={fn()} onCancel={fn()} />
  ),
};
