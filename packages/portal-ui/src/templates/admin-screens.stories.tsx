import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PHONE_GLOBALS } from '../../.storybook/viewports';
import listStories from '../components/admin-tree-list/admin-tree-list-view.stories';
import editorStories from '../components/tree-form/tree-form-view.stories';
import statsStories from '../components/tree-stats/tree-stats.stories';
import versionsStories from '../components/tree-versions/tree-versions.stories';
import { AdminScreens } from './admin-screens';
import { ScreenShell } from './screen-shell';

const WAIT = { timeout: 15_000 };

const meta = {
  title: 'Telas/Administração · TreeFormView · editor da árvore, estatísticas, admin, template',
  id: 'telas-administracao',
  component: AdminScreens,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A Área Administrativa como o administrador a usa, dentro da moldura do portal: a lista de árvores, o editor de uma árvore (nome, texto, Log de Erros e as ações, com o grafo do fluxo ao lado e as versões lançadas abaixo) e as estatísticas dela. Os links levam de uma tela à outra: o nome da árvore abre o editor, 'Estatísticas' abre os números, e cada tela tem o caminho de volta. Os dados são os das histórias de cada tela.",
      },
    },
  },
  // Each screen's own stories give its data and callbacks; the links are the template's.
  args: {
    list: listStories.args,
    editor: { ...editorStories.args, backHref: '/admin', statsHref: '/admin/arvore/1/estatisticas' },
    stats: { ...statsStories.args, backHref: '/admin/arvore/1' },
    versions: versionsStories.args,
  },
  render: (args) => (
    <ScreenShell viewer="administrador" currentPath="/admin">
      <AdminScreens {...args} />
    </ScreenShell>
  ),
} satisfies Meta<typeof AdminScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * O editor de uma árvore no computador: o nome, o texto com o Log de Erros e as ações, o grafo do
 * fluxo ao lado e as versões abaixo;
 * 'Estatísticas' abre os números dela.
 */
export const Editor: Story = { name: 'Editor da árvore', args: { startPath: '/admin/arvore/1' } };

/**
 * Da lista às estatísticas no computador: o administrador abre a primeira árvore da lista e, no
 * editor, o link 'Estatísticas'.
 */
export const ListToStats: Story = {
  name: 'Da lista às estatísticas',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', {}, WAIT);
    const firstTree = within(table).getAllByRole('link').find((link) => !/Estatísticas/.test(link.textContent ?? ''));
    await userEvent.click(firstTree!);
    await userEvent.click(await canvas.findByRole('link', { name: 'Estatísticas' }, WAIT));
    await expect(await canvas.findByRole('heading', { level: 1, name: /Estatísticas/ }, WAIT)).toBeVisible();
  },
};

/** As estatísticas de uma árvore no computador: os totais, o gráfico por semana e as tabelas. */
export const Stats: Story = { name: 'Estatísticas', args: { startPath: '/admin/arvore/1/estatisticas' } };

/** O editor num telefone de 375 px: as ações ficam numa barra fixa embaixo. */
export const EditorPhone: Story = { name: 'Editor da árvore, no telefone (375 px)', globals: PHONE_GLOBALS, args: { startPath: '/admin/arvore/1' } };

/** As estatísticas num telefone de 375 px. */
export const StatsPhone: Story = { name: 'Estatísticas, no telefone (375 px)', globals: PHONE_GLOBALS, args: { startPath: '/admin/arvore/1/estatisticas' } };
