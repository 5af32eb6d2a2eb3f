import type { Meta, StoryObj } from '@storybook/react-vite';
import { TreeDocView } from './tree-doc-view';
import { inContainer } from '../../stories/in-container';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Administração/Documentação da árvore · TreeDocView · documentacao',
  id: 'admin-treedocview',
  component: TreeDocView,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.treeDoc),
  decorators: [inContainer],
} satisfies Meta<typeof TreeDocView>;

export default meta;
type Story = StoryObj<typeof meta>;

const dataHub = { disponivel: true, listas: ['campi', 'departamentos', 'predios'], mapas: ['fila-por-campus', 'fila-por-predio'] };

/**
 * A 'Documentação das árvores' inteira: o sumário 'Nesta página', os exemplos, cada um com
 * 'Copiar', e, na parte do data hub, as 'Listas que existem no data hub' e os 'Mapas que existem
 * no data hub'.
 */
export const Guide: Story = { name: 'Guia', args: { dataHub } };

/**
 * O data hub não respondeu: onde estariam as listas e os mapas, 'Não foi possível consultar o data
 * hub agora: as listas e os mapas não aparecem aqui.'
 */
export const DataHubUnavailable: Story = { name: 'Data hub indisponível', args: { dataHub: { disponivel: false, listas: [], mapas: [] } } };

/**
 * O guia num telefone de 375 px: o sumário 'Nesta página' vem antes do texto, e cada exemplo que
 * não cabe na largura rola para o lado dentro da sua caixa.
 */
export const OnPhone: Story = { name: 'No telefone (375 px)', args: { dataHub }, globals: PHONE_GLOBALS };
