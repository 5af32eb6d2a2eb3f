import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Pagination, type PaginationProps } from './pagination';
import { usageOf, usageParameters } from '../../stories/usage';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';

function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  const [pageSize, setPageSize] = useState(props.pageSize);
  return (
    <Pagination
      {...props}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
        props.onPageSizeChange?.(size);
      }}
    />
  );
}

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Chamados/Paginação · Pagination · paginacao, páginas',
  id: 'tickets-pagination',
  component: Pagination,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.pagination),
  args: { page: 1, pageSize: 10, total: 137, onPageChange: fn(), onPageSizeChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <main className="ch-container" style={{ paddingBlock: 16 }}>
        <h1 className="ch-visually-hidden">Chamados abertos</h1>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A primeira de 14 páginas: as cinco primeiras, '…', a última. */
export const FirstPage: Story = { name: 'Primeira página' };

/** No meio: a primeira, '…', a página e as vizinhas, '…', a última. */
export const MiddlePage: Story = { name: 'Página do meio', args: { page: 7 } };

/** A última página: 'Próxima' desabilitado. */
export const LastPage: Story = { name: 'Última página', args: { page: 14 } };

/** Três páginas: todas aparecem. */
export const FewPages: Story = { name: 'Poucas páginas', args: { total: 23 } };

/** Tudo cabe numa página: sem números de página, só com 'Itens por página'. */
export const SinglePage: Story = { name: 'Uma página só', args: { total: 12, pageSize: 20 } };

/**
 * Uma lista enorme num telefone de 375 px, no meio dela: números de quatro algarismos, as
 * reticências e 'Itens por página' cabem na largura, quebrando em linhas se precisar.
 */
export const LongContent: Story = { name: 'Números longos, no telefone (375 px)', globals: PHONE_GLOBALS, args: { total: 98_765, page: 4_938, pageSize: 20 } };
