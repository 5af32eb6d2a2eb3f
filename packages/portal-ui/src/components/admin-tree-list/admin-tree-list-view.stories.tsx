import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminTreeListView } from './admin-tree-list-view';
import { adminTreesFixture } from './admin-trees.fixture';
import { inContainer } from '../../stories/in-container';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Administração/Lista de árvores · AdminTreeListView · arvores',
  id: 'admin-admintreelistview',
  component: AdminTreeListView,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.adminTreeList),
  args: { trees: adminTreesFixture, newHref: '/admin/arvore/new', editHref: (tree) => `/admin/arvore/${tree.id}`, statsHref: (tree) => `/admin/arvore/${tree.id}/estatisticas`, onMove: fn() },
  decorators: [inContainer],
} satisfies Meta<typeof AdminTreeListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 'Área Administrativa' com as quatro árvores na ordem do painel de serviços: as setas sobem e
 * descem cada uma (a primeira não sobe, a última não desce), o nome leva ao formulário e, na coluna
 * 'Lançada', o ícone de tocar diz 'Lançada' e o de pausa, 'Não lançada'.
 */
export const Default: Story = { name: 'Todas as árvores' };

/** Nenhuma árvore cadastrada ainda: 'Ainda não há nenhuma árvore cadastrada' e 'Nova Árvore'. */
export const Empty: Story = { name: 'Nenhuma árvore', args: { trees: [] } };

/** Enquanto a lista de árvores carrega: 'Carregando…'. */
export const Loading: Story = { name: 'Carregando', args: { trees: undefined, loading: true } };

/**
 * 'Desabilitadas' escolhido em 'Mostrar': só a árvore que não está lançada, 'Conta para
 * visitantes'.
 */
export const Disabled: Story = {
  name: 'Só as desabilitadas',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Desabilitadas' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

/**
 * Digitar 'senha' em 'Procurar Árvore' filtra a tabela um instante (0,3 s) depois da última tecla:
 * sobra 'E-mail e senha'.
 */
export const Searching: Story = {
  name: 'Procurando',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Procurar Árvore'), 'senha');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
  },
};

/**
 * A lista não carregou: 'Não foi possível carregar as árvores.' e 'Tentar novamente' (nunca 'Ainda
 * não há nenhuma árvore cadastrada').
 */
export const LoadFailed: Story = { name: 'Falha ao carregar', args: { trees: undefined, error: true, onRetry: fn() } };

/**
 * A lista num telefone de 375 px: 'Nova Árvore', a busca e o filtro empilhados; a tabela guarda
 * Ordem, Árvore e Lançada e deixa de fora Autor e Modificada.
 */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
