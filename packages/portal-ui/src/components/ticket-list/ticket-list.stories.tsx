import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryLink } from '../link/story-link';
import { TicketList } from './ticket-list';
import { closedTicketsFixture, openTicketsFixture, ticketDetailHref } from './tickets.fixture';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  title: 'Tickets/TicketList',
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

/** Every state icon (aberto, novo, pendente-cliente, pendente, another state), unseen rows bold with a star, a title cut at 50. */
export const States: Story = {};

/** Closed tickets; one still has an answer the user has not seen. */
export const Closed: Story = { args: { tickets: closedTicketsFixture, label: 'Chamados fechados' } };

/** No ticket. */
export const Empty: Story = { args: { tickets: [] } };

/** Before the first answer. */
export const Loading: Story = { args: { loading: true } };
