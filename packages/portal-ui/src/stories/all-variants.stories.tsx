import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, IconButton } from '../components/button/button';
import { ConfirmDialog } from '../components/dialog/confirm-dialog';
import { Dialog } from '../components/dialog/dialog';
import { DialogsInPlace } from '../components/dialog/dialogs-in-place';
import { LoadFailure } from '../components/load-failure/load-failure';
import { TicketStateIcon, UnseenStar } from '../components/ticket-list/ticket-marks';
import { inContainer } from './in-container';

const meta = {
  title: 'Visão geral/Todas as variantes',
  tags: ['autodocs'],
  decorators: [inContainer],
  parameters: {
    docs: {
      description: {
        component:
          'Todas as variantes lado a lado, para comparar: os quatro estilos de botão, os três tons de diálogo (neutro, sucesso, falha), os estados dos chamados e a falha ao carregar. Aqui os diálogos aparecem no lugar, sem cobrir a página.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', flexWrap: 'wrap', gap: 'var(--ch-space-3)', alignItems: 'center', marginBottom: 'var(--ch-space-5)' } as const;

/** Principal, secundário, perigo e fantasma; com ícone, desabilitado e só ícone. */
export const Buttons: Story = {
  name: 'Botões',
  render: () => (
    <>
      <h2>Botões</h2>
      <div style={row}>
        <Button variant="primary">Criar Chamado</Button>
        <Button variant="secondary">Cancelar</Button>
        <Button variant="danger" icon="trash">
          Apagar
        </Button>
        <Button variant="ghost" icon="copy">
          Copiar
        </Button>
      </div>
      <div style={row}>
        <Button variant="primary" disabled>
          Enviar
        </Button>
        <Button variant="secondary" disabled>
          Desabilitar
        </Button>
        <IconButton icon="arrow-up" label="Subir" />
        <IconButton icon="arrow-down" label="Descer" disabled />
        <IconButton icon="trash" label="Apagar item" variant="danger" />
      </div>
    </>
  ),
};

/** Neutro, sucesso e falha lado a lado: a falha nunca se parece com o sucesso. */
export const Dialogs: Story = {
  name: 'Diálogos',
  render: () => (
    <DialogsInPlace value>
      <h2>Diálogos</h2>
      <div style={{ ...row, alignItems: 'flex-start' }}>
        <ConfirmDialog open title="Apagar item" message="Deseja realmente excluir este item?" danger confirmLabel="Apagar" onConfirm={() => {}} onCancel={() => {}} />
        <Dialog open tone="success" title="Chamado criado com sucesso" actions={<Button variant="primary">Ok</Button>}>
          <p>Chamado criado com o número de protocolo 2025030410000007.</p>
        </Dialog>
        <Dialog open tone="failure" title="Falha ao criar chamado" actions={<Button variant="primary">Ok</Button>}>
          <p>Ocorreu um problema em nossos servidores. Por favor, tente mais tarde.</p>
        </Dialog>
      </div>
    </DialogsInPlace>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const success = canvas.getByRole('dialog', { name: 'Chamado criado com sucesso' });
    const failure = canvas.getByRole('dialog', { name: 'Falha ao criar chamado' });
    // The failure wears the danger colour on its edge, success the success colour.
    const edge = (element: HTMLElement) => getComputedStyle(element).borderTopColor;
    const token = (name: string) => {
      const probe = document.createElement('span');
      probe.style.color = `var(${name})`;
      canvasElement.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    };
    await expect(edge(failure)).toBe(token('--ch-color-danger'));
    await expect(edge(success)).toBe(token('--ch-color-success'));
  },
};

/** Os estados de um chamado e a estrela de não visualizado. */
export const TicketStates: Story = {
  name: 'Estados dos chamados',
  render: () => (
    <>
      <h2>Estados dos chamados</h2>
      <div style={row}>
        {(['novo', 'aberto', 'pendente', 'pendente-cliente', 'fechado'] as const).map((estado) => (
          <TicketStateIcon key={estado} estado={estado} withText />
        ))}
        <UnseenStar />
      </div>
    </>
  ),
};

/** O que uma página mostra quando não consegue carregar. */
export const LoadFailures: Story = {
  name: 'Falha ao carregar',
  render: () => (
    <>
      <h2>Falha ao carregar</h2>
      <LoadFailure message="Não foi possível carregar os chamados." onRetry={() => {}} />
    </>
  ),
};
