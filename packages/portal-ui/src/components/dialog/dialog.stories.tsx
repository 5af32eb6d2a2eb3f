import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
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
export const Message: Story = {
  name: 'Aviso',
  play: async ({ canvasElement, viewMode }) => {
    // On the docs page dialogs stand in the page (DialogsInPlace): not modal, nothing to focus.
    if (viewMode === 'docs') return;
    // The dialog is in the tab order (a tall one scrolls), yet opening focuses its first control.
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Ok' })).toHaveFocus());
  },
};

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
 * Em andamento, com um texto mais alto que a tela (um celular deitado, uma lista de anexos): o único
 * botão espera, e o diálogo rola. Sem outro lugar para o foco, o próprio diálogo o recebe, e as
 * setas o rolam pelo teclado.
 */
export const BusyTall: Story = {
  name: 'Em andamento, texto longo',
  args: {
    title: 'Enviando anexos...',
    persistent: true,
    busy: true,
    actions: <Button variant="primary" disabled>Ok</Button>,
    children: (
      <>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>Anexo {i + 1}: captura-de-tela-{i + 1}.png, aguardando envio.</p>
        ))}
      </>
    ),
  },
  play: async ({ canvasElement, viewMode }) => {
    // On the docs page dialogs stand in the page (DialogsInPlace): not modal, never scrolled.
    if (viewMode === 'docs') return;
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Enviando anexos...' });
    // It scrolls, and with nothing else to focus it has the focus itself: the browser's arrow
    // keys and Page Down scroll a focused scroll container (the story's synthetic keys would not).
    expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    await waitFor(() => expect(dialog).toHaveFocus());
  },
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
