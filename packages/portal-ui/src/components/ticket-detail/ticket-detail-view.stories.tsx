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
  title: 'Tickets/TicketDetailView',
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

/** The ticket as it opens: the help desk's newest message open (and reported as opened), the others closed. */
export const Default: Story = {};

/** A message opened: its body, inline images and downloads. */
export const MessageOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Re: \[Ticket#2025061010000031\] Impressora/ }));
    await expect(args.onOpenArticle).toHaveBeenCalled();
  },
};

/** 'Responder' opened the editor. */
export const Replying: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Responder' }));
  },
};

/** A closed ticket without deadlines, atendente or responsável. */
export const ClosedWithoutDeadlines: Story = {
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

/** Before the ticket arrives. */
export const Loading: Story = { args: { ticket: undefined, loading: true } };

/** Falha ao carregar: 'Voltar' continua, com 'Tentar novamente'. */
export const LoadFailed: Story = { args: { ticket: undefined, error: true, onRetry: fn() } };

/** A mesma tela num telefone de 375 px. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
