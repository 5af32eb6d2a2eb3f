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
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Chamados/Tela de chamados · TicketListView · lista',
  id: 'tickets-ticketlistview',
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

/** 'Chamados abertos': a lista e a paginação. */
export const Open: Story = { name: 'Abertos' };

/** 'Chamados fechados': a lista e a paginação. */
export const Closed: Story = { name: 'Fechados', args: { estado: 'fechado', data: { tickets: closedTicketsFixture, maxSize: closedTicketsFixture.length } } };

/** 137 chamados, 10 por página, na página 6: a paginação e 'Itens por página'. */
export const ManyPages: Story = { name: 'Muitas páginas', args: { page: 6 }, render: (args) => <Paged {...args} /> };

/** Sem nenhum chamado aberto: a mensagem 'Você não possui nenhum Chamado em Aberto' e o link 'Abrir um chamado'. */
export const EmptyOpen: Story = { name: 'Nenhum aberto', args: { data: { tickets: [], maxSize: 0 }, newTicketHref: '/atendimento' } };

/** Sem nenhum chamado fechado: a mensagem 'Você não possui nenhum Chamado Fechado' e o link 'Abrir um chamado'. */
export const EmptyClosed: Story = { name: 'Nenhum fechado', args: { estado: 'fechado', data: { tickets: [], maxSize: 0 }, newTicketHref: '/atendimento' } };

/** Antes de a lista chegar: 'Carregando…'. */
export const Loading: Story = { name: 'Carregando', args: { data: undefined, loading: true } };

/** Falha ao carregar: a lista diz isso e oferece 'Tentar novamente' (nunca 'nenhum chamado'). */
export const LoadFailed: Story = { name: 'Falha ao carregar', args: { data: undefined, error: true, onRetry: fn() } };

/** Os chamados abertos num telefone de 375 px: cada chamado vira um cartão. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
