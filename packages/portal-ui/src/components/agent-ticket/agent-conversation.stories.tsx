import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AgentConversation } from './agent-conversation';
import { agentTicketFixture } from './agent-ticket.fixture';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Atendente/Conversa do chamado · AgentConversation · mensagens',
  id: 'atendimento-agentconversation',
  component: AgentConversation,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.agentConversation),
  args: { articles: agentTicketFixture.artigos, ticket: agentTicketFixture, onDownload: fn(), labelledBy: 'conversa' },
  decorators: [
    (Story) => (
      <>
        <h2 id="conversa">Conversa</h2>
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof AgentConversation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A conversa com a nota interna marcada e a última mensagem do solicitante ainda não vista: cada mensagem leva o nome de quem escreveu, e o assunto só quando traz algo novo. */
export const Default: Story = { name: 'Com nota interna' };

/** Um chamado ainda sem mensagens. */
export const NoArticles: Story = { name: 'Sem mensagens', args: { articles: [] } };
