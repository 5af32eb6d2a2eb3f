import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryLink } from '../link/story-link';
import { closedTicketsFixture, manyTicketsPage, openTicketsFixture, ticketDetailHref } from '../ticket-list/tickets.fixture';
import { TicketSearchView } from './ticket-search-view';
import { inContainer } from '../../stories/in-container';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { usageOf, usageParameters } from '../../stories/usage';

const found = [openTicketsFixture[1]!, closedTicketsFixture[0]!];

const meta = {
  title: 'Tickets/TicketSearchView',
  component: TicketSearchView,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.ticketSearchView),
  args: {
    onFilterChange: fn(),
    onPageChange: fn(),
    page: 1,
    pageSize: 10,
    detailHref: ticketDetailHref,
    LinkComponent: StoryLink,
  },
  decorators: [inContainer],
} satisfies Meta<typeof TicketSearchView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nada digitado: nenhuma busca acontece. */
export const Idle: Story = {};

/** Uma busca em andamento. */
export const Searching: Story = { args: { initialFilter: 'impressora', searching: true } };

/** Chamados encontrados. */
export const Results: Story = { args: { initialFilter: 'biblioteca', data: { tickets: found, maxSize: found.length } } };

/** Muitos chamados: em páginas. */
export const ManyResults: Story = { args: { initialFilter: 'rede', page: 2, data: manyTicketsPage(2) } };

/** Nada encontrado: lembra que o número de protocolo também funciona. */
export const NoResults: Story = { args: { initialFilter: 'projetor quebrado', data: { tickets: [], maxSize: 0 } } };

/** A busca falhou: a caixa mantém o texto; 'Tentar novamente' busca de novo. */
export const SearchFailed: Story = { args: { initialFilter: 'impressora', data: undefined, error: true, onRetry: fn() } };

/** A mesma tela num telefone de 375 px. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
