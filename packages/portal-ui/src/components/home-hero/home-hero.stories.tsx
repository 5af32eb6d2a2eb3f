import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryLink } from '../link/story-link';
import { HomeHero } from './home-hero';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Início/Destaque da página inicial · HomeHero · hero, banner',
  id: 'home-homehero',
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

/** Quem ainda não entrou: o convite para entrar com a conta institucional e 'Entrar'. */
export const Anonymous: Story = { name: 'Sem login' };

/** Quem entrou: a saudação com o nome e 'Iniciar Atendimento'. */
export const SignedIn: Story = { name: 'Com login', args: { user: { name: 'Ana Paula Souza' } } };

/** A página inicial num telefone de 375 px. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
