import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { StoryLink } from '../link/story-link';
import { closedTicketsFixture, manyTicketsPage, openTicketsFixture, ticketDetailHref } from '../ticket-list/tickets.fixture';
import { TicketListView, type TicketListViewProps } from './ticket-list-view';
import { inContainer } from '../../stories/in-container';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { usageOf, usageParameters } from '../../stories/usage';

/** Pages through the made-up long history like the app would, through `?pagina`. */
function Paged(props: TicketListViewProps) {
  const [page, setPage] = useState(props.page);
  const [pageSize, setPageSize] = useState(props.pageSize);
  return (
    <TicketListView
      {...props}
      page={page}
      pageSize={pageSize}
      data={manyTicketsPage(page, pageSize)}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
    />
  );
}

const meta = {
  title: 'Tickets/TicketListView',
  component: TicketListView,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.ticketListView),
  args: {
    estado: 'aberto',
    data: { tickets: openTicketsFixture, maxSize: openTicketsFixture.length },
    page: 1,
    pageSize: 10,
    onPageChange: fn(),
    onPageSizeChange: fn(),
    detailHref: ticketDetailHref,
    LinkComponent: StoryLink,
  },
  decorators: [inContainer],
} satisfies Meta<typeof TicketListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Chamados abertos'. */
export const Open: Story = {};

/** 'Chamados fechados'. */
export const Closed: Story = { args: { estado: 'fechado', data: { tickets: closedTicketsFixture, maxSize: closedTicketsFixture.length } } };

/** 137 tickets, 10 a page. */
export const ManyPages: Story = { args: { page: 6 }, render: (args) => <Paged {...args} /> };

/** 'Você não possui nenhum Chamado em Aberto'. */
export const EmptyOpen: Story = { args: { data: { tickets: [], maxSize: 0 } } };

/** 'Você não possui nenhum Chamado Fechado'. */
export const EmptyClosed: Story = { args: { estado: 'fechado', data: { tickets: [], maxSize: 0 } } };

/** Before the first answer. */
export const Loading: Story = { args: { data: undefined, loading: true } };

/** Falha ao carregar: a lista diz isso e oferece 'Tentar novamente' (nunca 'nenhum chamado'). */
export const LoadFailed: Story = { args: { data: undefined, error: true, onRetry: fn() } };

/** A mesma tela num telefone de 375 px. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
