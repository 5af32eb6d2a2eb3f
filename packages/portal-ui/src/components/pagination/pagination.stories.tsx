import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Pagination, type PaginationProps } from './pagination';
import { usageOf, usageParameters } from '../../stories/usage';

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
  title: 'Tickets/Pagination',
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

/** The first of 14 pages: the first five, a gap, the last. */
export const FirstPage: Story = {};

/** In the middle: first, gap, the page and its neighbours, gap, last. */
export const MiddlePage: Story = { args: { page: 7 } };

/** The last page: 'Próxima' is disabled. */
export const LastPage: Story = { args: { page: 14 } };

/** Three pages: every page shown. */
export const FewPages: Story = { args: { total: 23 } };

/** One page of items, with the page-size choice only. */
export const SinglePage: Story = { args: { total: 12, pageSize: 20 } };
