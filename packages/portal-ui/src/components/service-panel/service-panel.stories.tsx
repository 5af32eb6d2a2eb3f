import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ServicePanel } from './service-panel';
import { servicesFixture } from './services.fixture';
import { inContainer } from '../../stories/in-container';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Chamados/Painel de serviços · ServicePanel · servicos, catálogo',
  id: 'tickets-servicepanel',
  component: ServicePanel,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.servicePanel),
  args: { trees: servicesFixture, onStart: fn(), onFilterChange: fn(), onRetry: fn() },
  decorators: [inContainer],
} satisfies Meta<typeof ServicePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Novo Chamado' com todos os serviços disponíveis, um cartão para cada, com nome e descrição. */
export const Default: Story = { name: 'Todos os serviços' };

/**
 * Aberto por um link que já traz a busca 'impressora': só os cartões encontrados, cada um com
 * 'Encontrado por:' e as palavras que bateram.
 */
export const Filtered: Story = { name: 'Busca vinda de um link', args: { initialFilter: 'impressora' } };

/**
 * Duas palavras, uma com erro de digitação ('planta tomadda'): só os serviços que têm as duas, com
 * o erro perdoado.
 */
export const TwoWordsWithTypo: Story = { name: 'Duas palavras, uma errada', args: { initialFilter: 'planta tomadda' } };

/**
 * Uma busca sem resultado: 'Nenhum serviço encontrado para “xyzzyqwv”.' e a dica de como buscar.
 */
export const NoResults: Story = { name: 'Nada encontrado', args: { initialFilter: 'xyzzyqwv' } };

/** Digitar em 'Procurar Serviço' ('senha') busca meio segundo depois da última tecla. */
export const Typing: Story = {
  name: 'Digitando',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Procurar Serviço'), 'senha');
    await waitFor(() => expect(args.onFilterChange).toHaveBeenCalledWith('senha'));
    await expect(canvas.getAllByRole('button', { name: /^E-mail e senha/ })).toHaveLength(1);
  },
};

/** Enquanto a lista de serviços carrega: 'Carregando…'. */
export const Loading: Story = { name: 'Carregando', args: { trees: undefined, loading: true } };

/** A lista não carregou: 'Não foi possível carregar os serviços.' e 'Tentar novamente'. */
export const LoadFailed: Story = { name: 'Falha ao carregar', args: { trees: undefined, error: true } };

/** Nenhuma árvore lançada ainda: 'Nenhum serviço disponível no momento.'. */
export const NoServices: Story = { name: 'Nenhum serviço', args: { trees: [] } };

/** Um cartão escolhido, o atendimento começando: o cartão diz 'Iniciando atendimento…'. */
export const Starting: Story = { name: 'Iniciando', args: { startingTree: 'Ponto de rede' } };

/** Os serviços num telefone de 375 px. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };

/**
 * 'Artigos que podem ajudar': uma busca por palavras que só um artigo da FAQ tem ('autenticação
 * PEAP'); o artigo aparece com o seu serviço, e escolhê-lo abre o tutorial.
 */
export const HelpfulArticles: Story = { name: 'Artigos que podem ajudar', args: { initialFilter: 'autenticação PEAP', onOpenArticle: fn() } };
