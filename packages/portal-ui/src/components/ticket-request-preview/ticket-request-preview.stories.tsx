import type { Meta, StoryObj } from '@storybook/react-vite';
import { TicketRequestPreview } from './ticket-request-preview';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  title: 'Admin/TicketRequestPreview',
  component: TicketRequestPreview,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.ticketRequestPreview),
  args: {
    closed: false,
    request: {
      propriedades: { assunto: 'Impressora da sala 101', fila: 'N1::Service Desk', tipo: 'Requisição de Serviço', prioridade: '5 Muito Alto', sala: '101' },
      anexos: [],
      tabelas: {},
      log: ['Impressora', 'qual', 'descreva'],
    },
  },
} satisfies Meta<typeof TicketRequestPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A ticket that would be opened. */
export const Open: Story = {};

/** Solved by a tutorial: created closed. */
export const Closed: Story = { args: { closed: true } };
