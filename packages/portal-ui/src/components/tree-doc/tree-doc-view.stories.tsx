import type { Meta, StoryObj } from '@storybook/react-vite';
import { TreeDocView } from './tree-doc-view';
import { inContainer } from '../../stories/in-container';

const meta = {
  title: 'Admin/TreeDocView',
  component: TreeDocView,
  tags: ['autodocs'],
  decorators: [inContainer],
} satisfies Meta<typeof TreeDocView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole guide, with the seeded data hub's lists and maps. */
export const Guide: Story = {
  args: { dataHub: { disponivel: true, listas: ['campi', 'departamentos', 'predios'], mapas: ['fila-por-campus', 'fila-por-predio'] } },
};

/** The data hub did not answer: the guide says so where the names would be. */
export const DataHubUnavailable: Story = {
  args: { dataHub: { disponivel: false, listas: [], mapas: [] } },
};
