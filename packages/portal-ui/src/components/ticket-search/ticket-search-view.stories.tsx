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
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Chamados/Busca de chamados · TicketSearchView · pesquisa',
  id: 'tickets-ticketsearchview',
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

/** Nada digitado: 'Digite o que procura para ver os seus chamados.' e nenhuma busca. */
export const Idle: Story = { name: 'Nada digitado' };

/** Uma busca em andamento: 'Buscando…'. */
export const Searching: Story = { name: 'Buscando', args: { initialFilter: 'impressora', searching: true } };

/** Chamados encontrados, com a quantidade ('2 chamados encontrados'). */
export const Results: Story = { name: 'Resultados', args: { initialFilter: 'biblioteca', data: { tickets: found, maxSize: found.length } } };

/** Muitos chamados encontrados: em páginas. */
export const ManyResults: Story = { name: 'Muitos resultados', args: { initialFilter: 'rede', page: 2, data: manyTicketsPage(2) } };

/**
 * Nada encontrado: 'Nenhum chamado encontrado para “projetor quebrado”.' e a lembrança de que o
 * número de protocolo também funciona, com o link 'Abrir um chamado'.
 */
export const NoResults: Story = { name: 'Nada encontrado', args: { initialFilter: 'projetor quebrado', data: { tickets: [], maxSize: 0 }, newTicketHref: '/atendimento' } };

/** A busca falhou: a caixa mantém o texto; 'Tentar novamente' busca de novo. */
export const SearchFailed: Story = { name: 'Busca falhou', args: { initialFilter: 'impressora', data: undefined, error: true, onRetry: fn() } };

/** A busca num telefone de 375 px. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
