import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryLink } from '../link/story-link';
import { TopBar } from './top-bar';
import { specNavPaths } from './nav-paths.fixture';

const meta = {
  title: 'Layout/TopBar',
  component: TopBar,
  tags: ['autodocs'],
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

/** Logged out: the tabs and 'Entrar'. */
export const Anonymous: Story = {};

/** Logged in, with unseen tickets on both lists. */
export const SignedIn: Story = {
  args: {
    user: { name: 'Ana Paula Souza' },
    unseen: { open: 3, closed: 1 },
    currentPath: '/chamados/abertos',
  },
};

/** An administrator also sees 'Administração'. */
export const Admin: Story = {
  args: {
    user: { name: 'Carlos Menezes' },
    isAdmin: true,
    unseen: { open: 12 },
    currentPath: '/admin',
  },
};

/** On a phone the tabs fold into the 'Menu' dropdown; the play function opens it. */
export const MobileMenuOpen: Story = {
  args: { user: { name: 'Ana Paula Souza' }, unseen: { open: 3 } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};
