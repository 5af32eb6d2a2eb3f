import type { Meta, StoryObj } from '@storybook/react-vite';
import { AgentTicketProperties } from './agent-ticket-properties';
import { agentTicketFixture } from './agent-ticket.fixture';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Atendente/Propriedades do chamado · AgentTicketProperties · propriedades',
  id: 'atendimento-agentticketproperties',
  component: AgentTicketProperties,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.agentTicketProperties),
  args: { ticket: agentTicketFixture },
} satisfies Meta<typeof AgentTicketProperties>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Os dados de um chamado assumido pelo próprio atendente. */
export const Default: Story = { name: 'Chamado meu' };

/** Ninguém assumiu ainda e o atendimento não definiu outras propriedades. */
export const Unassigned: Story = {
  name: 'Sem atendente',
  args: { ticket: { ...agentTicketFixture, atendente: '', meu: false, propriedades: {} } },
};
