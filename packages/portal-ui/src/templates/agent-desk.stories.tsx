import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PHONE_GLOBALS } from '../../.storybook/viewports';
import queueStories from '../components/agent-queue/agent-queue-view.stories';
import ticketStories from '../components/agent-ticket/agent-ticket-view.stories';
import { AgentDesk } from './agent-desk';
import { ScreenShell } from './screen-shell';

const WAIT = { timeout: 10_000 };

const meta = {
  title: 'Telas/Central de Atendimento · AgentQueueView · atendente, fila, chamado do atendente, template',
  id: 'telas-central-de-atendimento',
  component: AgentDesk,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A Central de Atendimento como o atendente a usa: a fila de chamados dentro da moldura do portal (com a aba 'Atendimento') e, ao clicar num chamado, a página do chamado do atendente; 'Voltar' leva de volta à fila. Os dados são os das histórias da Fila de chamados e do Chamado do atendente.",
      },
    },
  },
  // The queue's and the ticket's own stories give their data and callbacks.
  args: { queue: queueStories.args, ticket: ticketStories.args },
  render: (args) => (
    <ScreenShell viewer="atendente" currentPath="/atendente">
      <AgentDesk {...args} />
    </ScreenShell>
  ),
} satisfies Meta<typeof AgentDesk>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fila no computador, clicável: um chamado abre a sua página. */
export const Queue: Story = { name: 'Fila' };

/**
 * Da fila ao chamado no computador: o atendente abre o primeiro chamado da fila e aperta
 * 'Responder'.
 */
export const QueueToTicket: Story = {
  name: 'Da fila ao chamado',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', {}, WAIT);
    await userEvent.click(within(table).getAllByRole('link')[0]!);
    await userEvent.click(await canvas.findByRole('button', { name: 'Responder' }, WAIT));
    await expect(await canvas.findByRole('heading', { name: 'Responder ao solicitante' }, WAIT)).toBeVisible();
  },
};

/** A fila num telefone de 375 px: cada chamado vira um cartão. */
export const QueuePhone: Story = { name: 'Fila, no telefone (375 px)', globals: PHONE_GLOBALS };

/** O chamado do atendente num telefone de 375 px, aberto direto. */
export const TicketPhone: Story = { name: 'Chamado, no telefone (375 px)', globals: PHONE_GLOBALS, args: { startPath: '/atendente/chamado/42' } };
