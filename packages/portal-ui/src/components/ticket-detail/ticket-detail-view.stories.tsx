import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TicketDetailView } from './ticket-detail-view';
import { ticketDetailFixture } from './ticket-detail.fixture';
import { inContainer } from '../../stories/in-container';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { usageOf, usageParameters } from '../../stories/usage';

/** The contract's MAX_ATTACHMENTS_BYTES, as the app passes it. */
const LIMIT = 18 * 1048576;

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Chamados/Detalhe do chamado · TicketDetailView · chamado',
  id: 'tickets-ticketdetailview',
  component: TicketDetailView,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.ticketDetailView),
  args: {
    ticket: ticketDetailFixture,
    onBack: fn(),
    onOpenArticle: fn(),
    onDownload: fn(),
    maxAttachmentBytes: LIMIT,
    replyFrom: 'ana.souza@ufv.br',
    onSendReply: fn(),
    onReplyFinished: fn(),
  },
  decorators: [inContainer],
} satisfies Meta<typeof TicketDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * O chamado como abre: título, protocolo com 'Copiar número de protocolo', os dados do chamado e
 * as mensagens; a resposta mais recente da equipe já aberta, as outras fechadas.
 */
export const Default: Story = { name: 'Como abre' };

/** Uma mensagem aberta: o texto, as imagens e os anexos para baixar. */
export const MessageOpen: Story = {
  name: 'Mensagem aberta',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Re: \[Ticket#2025061010000031\] Impressora/ }));
    await expect(args.onOpenArticle).toHaveBeenCalled();
  },
};

/** 'Responder' abriu o editor da resposta. */
export const Replying: Story = {
  name: 'Respondendo',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Responder' }));
  },
};

/**
 * Um chamado fechado sem prazos, atendente nem responsável: os prazos não aparecem, e Atendente e
 * Responsável dizem 'Não definido'.
 */
export const ClosedWithoutDeadlines: Story = {
  name: 'Fechado, sem prazos',
  args: {
    ticket: {
      ...ticketDetailFixture,
      estado: 'fechado',
      prazoPrimeiraResposta: undefined,
      prazoSolucao: undefined,
      atendente: '',
      responsavel: '',
      visualizado: true,
      artigos: ticketDetailFixture.artigos.slice(0, 1),
    },
  },
};

/** Antes de o chamado chegar: 'Voltar' e 'Carregando…'. */
export const Loading: Story = { name: 'Carregando', args: { ticket: undefined, loading: true } };

/**
 * Falha ao carregar: 'Não foi possível carregar o chamado.' e 'Tentar novamente'; 'Voltar'
 * continua ali.
 */
export const LoadFailed: Story = { name: 'Falha ao carregar', args: { ticket: undefined, error: true, onRetry: fn() } };

/** O chamado num telefone de 375 px: os assuntos das mensagens cortados em 35 caracteres. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
