import type { Meta, StoryObj } from '@storybook/react-vite';
import { TicketPresence } from './ticket-presence';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  title: 'Atendente/Também neste chamado · TicketPresence · presença, quem está vendo',
  id: 'atendimento-ticketpresence',
  component: TicketPresence,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.ticketPresence),
} satisfies Meta<typeof TicketPresence>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Outra atendente está com o chamado aberto. */
export const OutraAtendente: Story = { name: 'Outra atendente no chamado', args: { agents: [{ nome: 'Beatriz Suporte' }] } };
/** Três atendentes com o chamado aberto: os nomes em lista. */
export const TresAtendentes: Story = { name: 'Três atendentes no chamado', args: { agents: [{ nome: 'Ana Lima' }, { nome: 'Beatriz Suporte' }, { nome: 'Carlos Rede' }] } };
/** Ninguém mais no chamado: o aviso não aparece. */
export const Sozinho: Story = { name: 'Ninguém mais no chamado', args: { agents: [] } };
