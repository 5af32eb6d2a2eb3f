import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryLink } from '../link/story-link';
import { HomeHero } from './home-hero';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  title: 'Home/HomeHero',
  component: HomeHero,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.homeHero),
  args: {
    version: '1.15.3',
    startHref: '/atendimento',
    onLogin: fn(),
    onStart: fn(),
    LinkComponent: StoryLink,
  },
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An anonymous visitor is offered 'Entrar'. */
export const Anonymous: Story = {};

/** A signed-in user is offered 'Iniciar Atendimento'. */
export const SignedIn: Story = { args: { user: { name: 'Ana Paula Souza' } } };

/** The same screen on a 375 px phone. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
