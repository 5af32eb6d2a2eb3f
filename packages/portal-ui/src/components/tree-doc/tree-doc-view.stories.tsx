import type { Meta, StoryObj } from '@storybook/react-vite';
import { TreeDocView } from './tree-doc-view';
import { inContainer } from '../../stories/in-container';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  title: 'Admin/TreeDocView',
  component: TreeDocView,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.treeDoc),
  decorators: [inContainer],
} satisfies Meta<typeof TreeDocView>;

export default meta;
type Story = StoryObj<typeof meta>;

const dataHub = { disponivel: true, listas: ['campi', 'departamentos', 'predios'], mapas: ['fila-por-campus', 'fila-por-predio'] };

/** O guia inteiro, com o sumário e as listas e mapas que o data hub tem. */
export const Guide: Story = { name: 'Guia', args: { dataHub } };

/** O data hub não respondeu: o guia diz isso onde estariam os nomes das listas e dos mapas. */
export const DataHubUnavailable: Story = { name: 'Data hub indisponível', args: { dataHub: { disponivel: false, listas: [], mapas: [] } } };

/** A mesma tela num telefone de 375 px. */
export const OnPhone: Story = { name: 'No telefone (375 px)', args: { dataHub }, globals: PHONE_GLOBALS };
