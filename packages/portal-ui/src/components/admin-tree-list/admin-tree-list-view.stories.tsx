import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminTreeListView } from './admin-tree-list-view';
import { adminTreesFixture } from './admin-trees.fixture';
import { inContainer } from '../../stories/in-container';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  title: 'Admin/AdminTreeListView',
  component: AdminTreeListView,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.adminTreeList),
  args: { trees: adminTreesFixture, newHref: '/admin/arvore/new', editHref: (tree) => `/admin/arvore/${tree.id}`, onMove: fn() },
  decorators: [inContainer],
} satisfies Meta<typeof AdminTreeListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tree, in panel order. */
export const Default: Story = {};

/** No tree yet: 'Ainda não há nenhuma árvore cadastrada'. */
export const Empty: Story = { args: { trees: [] } };

/** While the list loads. */
export const Loading: Story = { args: { trees: undefined, loading: true } };

/** Only the trees not launched. */
export const Disabled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Desabilitadas' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

/** 'Procurar Árvore' filters 300 ms after the last key. */
export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Procurar Árvore'), 'senha');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
  },
};

/** Falha ao carregar: a lista diz isso e oferece 'Tentar novamente' (nunca 'nenhuma árvore'). */
export const LoadFailed: Story = { args: { trees: undefined, error: true, onRetry: fn() } };

/** A mesma tela num telefone de 375 px. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
