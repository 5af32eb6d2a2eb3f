import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from '../footer/footer';
import { HomeHero } from '../home-hero/home-hero';
import { StoryLink } from '../link/story-link';
import { TopBar } from '../top-bar/top-bar';
import { AppLayout } from './app-layout';
import { specNavPaths } from '../top-bar/nav-paths.fixture';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Estrutura/Moldura do aplicativo · AppLayout · layout, shell, página',
  id: 'layout-applayout',
  component: AppLayout,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.appLayout),
  args: {
    header: <TopBar paths={specNavPaths} currentPath="/" LinkComponent={StoryLink} />,
    footer: <Footer />,
    children: <HomeHero version="1.15.3" startHref="/atendimento" LinkComponent={StoryLink} />,
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A página inicial como quem ainda não entrou a vê: barra superior, conteúdo e rodapé. Aperte Tab
 * uma vez para ver o link 'Pular para o conteúdo principal'.
 */
export const HomePage: Story = { name: 'Página inicial' };

/** A mesma página num telefone de 375 px: as abas ficam dentro do botão 'Menu'. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
