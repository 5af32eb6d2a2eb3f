import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReplyEditor } from './reply-editor';
import { usageOf, usageParameters } from '../../stories/usage';

/** The contract's MAX_ATTACHMENTS_BYTES, as the app passes it (portal-ui reads only the contract's types). */
const LIMIT = 18 * 1048576;

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Chamados/Editor de resposta · ReplyEditor · responder',
  id: 'tickets-replyeditor',
  component: ReplyEditor,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.replyEditor),
  args: {
    tn: '2025061010000031',
    from: 'ana.souza@ufv.br',
    maxAttachmentBytes: LIMIT,
    onSend: fn(),
    onCancel: fn(),
    onSent: fn(),
    onDismissError: fn(),
  },
  decorators: [
    (Story) => (
      <main className="ch-container" style={{ paddingBlock: 16, maxWidth: 880 }}>
        <h1 className="ch-visually-hidden">Impressora do laboratório 215</h1>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof ReplyEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Recém-aberto: o assunto já vem preenchido ('Re: [Ticket#…]'); 'Enviar' espera a mensagem. */
export const Empty: Story = { name: 'Recém-aberto' };

/** Mensagem escrita e um anexo: 'Enviar' habilitado. */
export const Ready: Story = {
  name: 'Pronto para enviar',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Mensagem/), 'Testei de novo e funcionou.\nObrigada!');
    await userEvent.upload(canvas.getByLabelText('Anexar arquivos'), new File(['%PDF-1.4'], 'comprovante.pdf', { type: 'application/pdf' }));
    await expect(await canvas.findByText('comprovante.pdf')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  },
};

/** Anexos acima de 18 MB no total: '(Tamanho excede o limite)' e 'Enviar' desabilitado. */
export const TooLarge: Story = {
  name: 'Anexos grandes demais',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Mensagem/), 'Segue o vídeo do problema.');
    // A small file that claims 19 MB: the story needs no 19 MB of data.
    const video = new File(['um vídeo grande'], 'video-do-erro.mp4', { type: 'video/mp4' });
    Object.defineProperty(video, 'size', { value: 19 * 1048576 });
    await userEvent.upload(canvas.getByLabelText('Anexar arquivos'), video);
    await expect(await canvas.findByText('(Tamanho excede o limite)')).toBeInTheDocument();
  },
};

/** Enquanto a resposta é enviada: 'Enviando…'. */
export const Sending: Story = { name: 'Enviando', args: { status: { status: 'sending' } } };

/**
 * 'Enviar' com anexos grandes: a barra 'Envio dos anexos' acima dos botões mostra quanto dos
 * arquivos já foi enviado ('67% enviado').
 */
export const SendingLargeFiles: Story = { name: 'Enviando anexos grandes', args: { status: { status: 'sending', progress: 0.67 } } };

/** 'Resposta enviada com sucesso!': diálogo de sucesso. */
export const Sent: Story = { name: 'Enviada', args: { status: { status: 'sent' } } };

/**
 * O servidor recusou a resposta: diálogo de falha com o motivo que ele deu ('Os anexos excedem o
 * limite de 18 MB.').
 */
export const Failed: Story = { name: 'Falha com mensagem', args: { status: { status: 'failed', message: 'Os anexos excedem o limite de 18 MB.' } } };

/** Falhou sem motivo: diálogo de falha 'Falha ao enviar resposta!'. */
export const FailedWithoutMessage: Story = { name: 'Falha sem mensagem', args: { status: { status: 'failed' } } };
