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

/** Nothing typed: no search runs. */
export const Idle: Story = {};

/** A search under way. */
export const Searching: Story = { args: { initialFilter: 'impressora', searching: true } };

/** Tickets found. */
export const Results: Story = { args: { initialFilter: 'biblioteca', data: { tickets: found, maxSize: found.length } } };

/** Many tickets found: pages. */
export const ManyResults: Story = { args: { initialFilter: 'rede', page: 2, data: manyTicketsPage(2) } };

/** Nothing found: the protocol number works too. */
export const NoResults: Story = { args: { initialFilter: 'projetor quebrado', data: { tickets: [], maxSize: 0 } } };

/** The search failed: the box keeps its text; 'Tentar novamente' searches again. */
export const SearchFailed: Story = { args: { initialFilter: 'impressora', data: undefined, error: true, onRetry: fn() } };

/** The same screen on a 375 px phone. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
