import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryLink } from '../link/story-link';
import { TicketList } from './ticket-list';
import { closedTicketsFixture, openTicketsFixture, selfServiceTicketsFixture, ticketDetailHref } from './tickets.fixture';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Chamados/Lista de chamados · TicketList · tabela',
  id: 'tickets-ticketlist',
  component: TicketList,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.ticketList),
  args: {
    tickets: openTicketsFixture,
    label: 'Chamados abertos',
    detailHref: ticketDetailHref,
    LinkComponent: StoryLink,
    emptyMessage: 'Você não possui nenhum Chamado em Aberto',
  },
  decorators: [
    (Story) => (
      <main className="ch-container" style={{ paddingBlock: 16 }}>
        <h1 className="ch-visually-hidden">Chamados</h1>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof TicketList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Um chamado de cada estado (Aberto, Novo, Aguardando sua resposta, Pendente e um de outro nome,
 * 'em análise'); os não visualizados em negrito, com a estrela; um título cortado em 50
 * caracteres.
 */
export const States: Story = { name: 'Estados e não visualizados' };

/** Chamados fechados; um ainda tem uma resposta que a pessoa não viu. */
export const Closed: Story = { name: 'Fechados', args: { tickets: closedTicketsFixture, label: 'Chamados fechados' } };

/** Nenhum chamado: 'Você não possui nenhum Chamado em Aberto'. */
export const Empty: Story = { name: 'Vazia', args: { tickets: [] } };

/** Antes de a lista chegar: 'Carregando…'. */
export const Loading: Story = { name: 'Carregando', args: { loading: true } };

/**
 * Chamados fechados pelo autoatendimento: todos com o assunto padrão 'Chamado criado
 * automaticamente', e o serviço sob o título é o que os distingue.
 */
export const SelfService: Story = { name: 'Autoatendimento: o serviço distingue', args: { tickets: selfServiceTicketsFixture, label: 'Chamados fechados' } };
