import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { inContainer } from '../../stories/in-container';
import { usageOf, usageParameters } from '../../stories/usage';
import { StoryLink } from '../link/story-link';
import { DEFAULT_QUEUE_FILTERS, type AgentQueueFilterValues } from './agent-queue-filters';
import { agentDeskFixture, agentQueuePageFixture, agentTicketHref } from './agent-queue.fixture';
import { AgentQueueView } from './agent-queue-view';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Atendente/Fila de chamados · AgentQueueView · fila',
  id: 'atendimento-agentqueueview',
  component: AgentQueueView,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.agentQueueView),
  args: {
    desk: agentDeskFixture,
    data: agentQueuePageFixture,
    filters: DEFAULT_QUEUE_FILTERS,
    onFiltersChange: fn(),
    page: 1,
    pageSize: 10,
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onRetry: fn(),
    ticketHref: agentTicketHref,
    LinkComponent: StoryLink,
  },
  decorators: [inContainer],
} satisfies Meta<typeof AgentQueueView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A fila em 'Abertos': um chamado novo e atrasado, sem atendente e ainda não visualizado (estrela,
 * negrito); um assumido por você; um aguardando o solicitante, sem prazo.
 */
export const Default: Story = { name: 'Fila aberta' };

/** Com a contagem de novos ao lado de 'Novos': o mesmo número da aba 'Atendimento'. */
export const WithNewCount: Story = { name: 'Com a contagem de novos', args: { newCount: 2 } };

/** A mesma fila no telefone: cada chamado vira um cartão com o nome de cada campo. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };

/**
 * Os filtros mudam a fila: escolher 'Novos' e marcar 'Meus' chega ao app como mudanças; 'Limpar
 * filtros' aparece e volta ao padrão.
 */
export const Filtering: Story = {
  name: 'Filtrando',
  render: function Render(args) {
    const [filters, setFilters] = useState<AgentQueueFilterValues>(args.filters);
    return <AgentQueueView {...args} filters={filters} onFiltersChange={(changes) => setFilters((current) => ({ ...current, ...changes }))} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Novos' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Meus' }));
    await expect(canvas.getByRole('radio', { name: 'Novos' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(canvas.getByRole('radio', { name: 'Abertos' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Meus' })).not.toBeChecked();
  },
};

/** Nenhum chamado com os filtros escolhidos: a mensagem e a dica de mudar os filtros. */
export const Empty: Story = {
  name: 'Nenhum chamado',
  args: { data: { tickets: [], total: 0, totalExato: true }, filters: { ...DEFAULT_QUEUE_FILTERS, texto: 'impressora' } },
};

/** Enquanto a fila carrega: 'Carregando…' sob os filtros. */
export const Loading: Story = { name: 'Carregando', args: { data: undefined, loading: true } };

/** A fila não carregou: o motivo e 'Tentar novamente'; os filtros continuam à mão. */
export const Failure: Story = { name: 'Falha ao carregar', args: { data: undefined, error: true } };

/** Com o Znuny como armazenamento: a página diz que os chamados são atendidos lá, com o link. */
export const Znuny: Story = {
  name: 'Atendimento no Znuny',
  args: { desk: { ...agentDeskFixture, atendimento: 'znuny', urlZnuny: 'https://znuny.exemplo.br/otrs/index.pl' }, data: undefined },
};
