import type { Meta, StoryObj } from '@storybook/react-vite';
import { TicketPresence } from './ticket-presence';

const meta = {
  title: 'Atendimento/TicketPresence',
  component: TicketPresence,
  tags: ['autodocs'],
} satisfies Meta<typeof TicketPresence>;
export default meta;

type Story = StoryObj<typeof meta>;

export const OutraAtendente: Story = { args: { agents: [{ nome: 'Beatriz Suporte' }] } };
export const TresAtendentes: Story = { args: { agents: [{ nome: 'Ana Lima' }, { nome: 'Beatriz Suporte' }, { nome: 'Carlos Rede' }] } };
export const Sozinho: Story = { args: { agents: [] } };
