import type { Meta, StoryObj } from '@storybook/react-vite';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { inContainer } from '../../stories/in-container';
import { usageOf, usageParameters } from '../../stories/usage';
import { StoryLink } from '../link/story-link';
import { agentQueueRowsFixture, agentTicketHref, defaultTitledRowsFixture } from './agent-queue.fixture';
import { AgentQueueTable } from './agent-queue-table';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Atendente/Tabela da fila · AgentQueueTable · tabela',
  id: 'atendimento-agentqueuetable',
  component: AgentQueueTable,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.agentQueueTable),
  args: { tickets: agentQueueRowsFixture, label: 'Fila de chamados', ticketHref: agentTicketHref, LinkComponent: StoryLink },
  decorators: [inContainer],
} satisfies Meta<typeof AgentQueueTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Três chamados: novo e atrasado ('Atrasado'), sem atendente e não visualizado; assumido por você;
 * aguardando o solicitante, sem prazo enquanto espera.
 */
export const Default: Story = { name: 'Chamados da fila' };

/** No telefone: um cartão por chamado; o atrasado tem a borda vermelha. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };

/** Chamados novos com o assunto padrão: o serviço sob o título diz de qual se trata; o prazo com a hora em dois dígitos ('04:26'). */
export const DefaultTitles: Story = { name: 'Assunto padrão: o serviço distingue', args: { tickets: defaultTitledRowsFixture } };
