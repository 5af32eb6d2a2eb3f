import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { StoryLink } from '../link/story-link';
import { TopBar } from './top-bar';
import { specNavPaths } from './nav-paths.fixture';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Estrutura/Barra superior · TopBar · menu, cabeçalho, navegação, header, abas',
  id: 'layout-topbar',
  component: TopBar,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.topBar),
  args: {
    paths: specNavPaths,
    currentPath: '/',
    onLogin: fn(),
    onLogout: fn(),
    LinkComponent: StoryLink,
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sem login: as abas e 'Entrar'. */
export const Anonymous: Story = { name: 'Sem login' };

/**
 * Com login: o nome da pessoa, 'Sair' e os chamados não visualizados nas duas listas ('3 novos' e
 * '1 novo').
 */
export const SignedIn: Story = {
  name: 'Com login',
  args: {
    user: { name: 'Ana Paula Souza' },
    unseen: { open: 3, closed: 1 },
    currentPath: '/chamados/abertos',
  },
};

/**
 * Administradores veem também a aba 'Administração'. Em tela larga, todas as abas cabem numa
 * linha.
 */
export const Admin: Story = {
  name: 'Administrador',
  args: {
    user: { name: 'Carlos Menezes' },
    isAdmin: true,
    unseen: { open: 12, closed: 4 },
    currentPath: '/admin',
  },
  play: async ({ canvasElement }) => {
    const tabs = within(canvasElement).getAllByRole('link').filter((link) => link.closest('.ch-topbar__tabs'));
    // Below the breakpoint the tabs are folded into 'Menu'; from it up they sit in one row.
    if (tabs.length > 0) {
        const rows = new Set(tabs.map((tab) => tab.getBoundingClientRect().top));
      await expect(rows.size).toBe(1);
    }
  },
};

/**
 * Atendentes veem a aba 'Atendimento', com quantos chamados novos ainda não têm atendente
 * ('5 novos'); ela se atualiza sozinha enquanto a página está aberta.
 */
export const Agent: Story = {
  name: 'Atendente',
  args: {
    user: { name: 'Atendente DTI' },
    isAgent: true,
    unseen: { desk: 5 },
    currentPath: '/atendente',
  },
};

/** No telefone as abas ficam no botão 'Menu', que mostra '3 novos'; aqui ele está aberto. */
export const MobileMenuOpen: Story = {
  name: 'Menu aberto no telefone',
  args: { user: { name: 'Ana Paula Souza' }, unseen: { open: 3 } },
  globals: PHONE_GLOBALS,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The button's name carries the badge: 'Menu 3 novos'.
    const toggle = canvas.getByRole('button', { name: /^Menu\b/ });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Buscar Chamados' })).toBeVisible();
  },
};
