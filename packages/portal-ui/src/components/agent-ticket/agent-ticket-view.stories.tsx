import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgentTicketView } from './agent-ticket-view';
import { agentTicketFixture, cannedRepliesFixture, DESK_PRIORITIES, DESK_QUEUES, DESK_STATES } from './agent-ticket.fixture';
import { inContainer } from '../../stories/in-container';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Atendente/Chamado do atendente · AgentTicketView · chamado',
  id: 'atendimento-agentticketview',
  component: AgentTicketView,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.agentTicketView),
  args: {
    ticket: agentTicketFixture,
    onBack: fn(),
    priorities: DESK_PRIORITIES,
    queues: DESK_QUEUES,
    states: DESK_STATES,
    onUpdate: fn(() => Promise.resolve()),
    cannedReplies: cannedRepliesFixture,
    onDownload: fn(),
    maxAttachmentBytes: 18 * 1048576,
    onSendArticle: fn(),
    onWriteFinished: fn(),
  },
  decorators: [inContainer],
} satisfies Meta<typeof AgentTicketView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** O chamado como abre para o atendente: a conversa inteira, a nota interna marcada, os dados e os prazos ao lado. */
export const Default: Story = { name: 'Como abre' };

/** 'Responder' abriu o editor da resposta ao solicitante, com as respostas prontas. */
export const Replying: Story = {
  name: 'Respondendo ao solicitante',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Responder' }));
    await expect(canvas.getByRole('heading', { name: 'Responder ao solicitante' })).toBeVisible();
  },
};

/** 'Nota interna' abriu o editor da nota, com moldura, título e botão que dizem: só atendentes. */
export const WritingNote: Story = {
  name: 'Escrevendo nota interna',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Nota interna' }));
    await expect(canvas.getByRole('button', { name: 'Salvar nota interna (só atendentes)' })).toBeVisible();
  },
};

/** Um chamado novo, sem atendente: 'Assumir' em destaque; prazos correndo. */
export const Unassigned: Story = {
  name: 'Sem atendente',
  args: {
    ticket: {
      ...agentTicketFixture,
      estado: 'novo',
      atendente: '',
      meu: false,
      artigos: agentTicketFixture.artigos.slice(0, 1),
      sla: { primeiraResposta: { prazo: '2026-11-24T16:00:00.000Z', situacao: 'atrasado' }, atualizacao: { situacao: 'sem-prazo' }, solucao: { prazo: '2026-11-27T12:00:00.000Z', situacao: 'no-prazo' } },
    },
  },
};

/** Aguardando o solicitante: os prazos pausados. */
export const Paused: Story = {
  name: 'Pendente, prazos pausados',
  args: {
    ticket: {
      ...agentTicketFixture,
      estado: 'pendente-cliente',
      sla: { ...agentTicketFixture.sla, atualizacao: { situacao: 'pausado' }, solucao: { situacao: 'pausado' } },
    },
  },
};

/** Antes de o chamado chegar: 'Voltar à fila' e 'Carregando…'. */
export const Loading: Story = { name: 'Carregando', args: { ticket: undefined, loading: true } };

/** Falha ao carregar: a mensagem e 'Tentar novamente'. */
export const LoadFailed: Story = { name: 'Falha ao carregar', args: { ticket: undefined, error: true, onRetry: fn() } };

/** No telefone: os dados e os prazos abaixo da conversa. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
