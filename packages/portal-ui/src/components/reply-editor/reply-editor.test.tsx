import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReplyEditor, type ReplyEditorProps } from './reply-editor';

/** The contract's MAX_ATTACHMENTS_BYTES (18 MB, 1 MB = 1048576 bytes), as the app passes it. */
const LIMIT = 18 * 1048576;
const NOW = new Date('2025-06-12T20:15:30Z');

/** A small real file that claims `size` bytes, so the 18 MB limit is tested without 18 MB of data. */
function file(name: string, type = 'application/pdf', size?: number): File {
  const made = new File(['conteudo'], name, { type });
  if (size !== undefined) Object.defineProperty(made, 'size', { value: size });
  return made;
}

function transfer(...files: File[]): DataTransfer {
  const data = new DataTransfer();
  for (const f of files) data.items.add(f);
  return data;
}

function renderEditor(props: Partial<ReplyEditorProps> = {}) {
  const callbacks = { onSend: vi.fn(), onCancel: vi.fn(), onSent: vi.fn(), onDismissError: vi.fn() };
  const view = render(<ReplyEditor tn="2025061010000031" from="ana.souza@ufv.br" maxAttachmentBytes={LIMIT} now={() => NOW} {...callbacks} {...props} />);
  return {
    ...view,
    ...callbacks,
    subject: screen.getByLabelText(/^Assunto/) as HTMLInputElement,
    body: screen.getByLabelText(/^Mensagem/) as HTMLTextAreaElement,
    picker: screen.getByLabelText('Anexar arquivos') as HTMLInputElement,
    send: () => screen.getByRole('button', { name: /^(Enviar|Enviando…)$/ }) as HTMLButtonElement,
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ReplyEditor', () => {
  it("starts with the subject 'Re: [Ticket#{tn}]' and the message focused", () => {
    const { subject, body } = renderEditor();
    expect(screen.getByRole('heading', { level: 2, name: 'Responder chamado' })).toBeTruthy();
    expect(subject.value).toBe('Re: [Ticket#2025061010000031]');
    expect(document.activeElement).toBe(body);
  });

  it('enables Enviar only with a subject and a message', async () => {
    const { subject, body, send } = renderEditor();
    expect(send().disabled).toBe(true);
    expect(screen.getByText('Preencha o assunto e a mensagem para enviar.')).toBeTruthy();
    await userEvent.type(body, '   ');
    expect(send().disabled).toBe(true);
    await userEvent.type(body, 'Funcionou!');
    expect(send().disabled).toBe(false);
    await userEvent.clear(subject);
    expect(send().disabled).toBe(true);
  });

  it('sends the contract ReplyBody: line breaks as <br>, the files in base64, de and criado', async () => {
    const { body, picker, send, onSend } = renderEditor();
    await userEvent.type(body, 'Testei de novo.{Enter}Funcionou!');
    await userEvent.upload(picker, [file('comprovante.pdf'), file('foto.png', 'image/png')]);
    expect(await screen.findByText('foto.png')).toBeTruthy();
    await userEvent.click(send());
    expect(onSend).toHaveBeenCalledWith({
      assunto: 'Re: [Ticket#2025061010000031]',
      corpo: 'Testei de novo.<br>Funcionou!',
      anexos: [
        { filename: 'comprovante.pdf', contenttype: 'application/pdf', content: btoa('conteudo'), size: 8 },
        { filename: 'foto.png', contenttype: 'image/png', content: btoa('conteudo'), size: 8 },
      ],
      de: 'ana.souza@ufv.br',
      criado: '2025-06-12 17:15:30',
    });
  });

  it("over 18 MB in total says '(Tamanho excede o limite)' and disables Enviar; removing a file undoes it", async () => {
    const { body, picker, send } = renderEditor();
    await userEvent.type(body, 'Segue o vídeo.');
    await userEvent.upload(picker, [file('video.mp4', 'video/mp4', 12 * 1048576), file('fotos.zip', 'application/zip', 6 * 1048576)]);
    await screen.findByText('fotos.zip');
    expect(screen.getByText('Total dos anexos: 18 MB (limite de 18 MB)')).toBeTruthy();
    expect(screen.queryByText('(Tamanho excede o limite)')).toBeNull();
    expect(send().disabled).toBe(false);
    await userEvent.upload(picker, file('mais.txt', 'text/plain', 1));
    expect(await screen.findByText('(Tamanho excede o limite)')).toBeTruthy();
    expect(send().disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Remover mais.txt' }));
    expect(screen.queryByText('(Tamanho excede o limite)')).toBeNull();
    expect(send().disabled).toBe(false);
  });

  it('refuses a second file with the same name', async () => {
    const { picker } = renderEditor();
    await userEvent.upload(picker, file('nota.pdf'));
    await screen.findByText('nota.pdf');
    await userEvent.upload(picker, file('nota.pdf'));
    expect(screen.getByRole('alert').textContent).toBe('nota.pdf: Arquivo já foi carregado');
    expect(screen.getAllByText('nota.pdf')).toHaveLength(1);
  });

  it('takes files dropped anywhere on the editor', async () => {
    const { body } = renderEditor();
    const form = body.closest('form')!;
    fireEvent.dragEnter(body, { dataTransfer: { types: ['Files'], dropEffect: 'none' } });
    expect(screen.getByText('Solte os arquivos para anexá-los')).toBeTruthy();
    fireEvent.drop(body, { dataTransfer: transfer(file('planta.pdf')) });
    expect(await within(form).findByText('planta.pdf')).toBeTruthy();
    expect(screen.queryByText('Solte os arquivos para anexá-los')).toBeNull();
  });

  it('a screenshot pasted into the message becomes captura-de-tela-AAAA-MM-DD-HH-mm.png', async () => {
    const local = new Date(2025, 5, 12, 17, 15);
    const { body } = renderEditor({ now: () => local });
    const paste = () =>
      act(() => {
        body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer(file('image.png', 'image/png')), bubbles: true, cancelable: true }));
      });
    paste();
    expect(await screen.findByText('captura-de-tela-2025-06-12-17-15.png')).toBeTruthy();
    paste();
    expect(await screen.findByText('captura-de-tela-2025-06-12-17-15-2.png')).toBeTruthy();
    expect(body.value).toBe('');
  });

  it('waits for files still being read before Enviar', async () => {
    vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(() => {});
    const { body, picker, send } = renderEditor();
    await userEvent.type(body, 'Oi');
    await userEvent.upload(picker, file('lento.pdf'));
    expect(screen.getByRole('progressbar', { name: 'Lendo lento.pdf' })).toBeTruthy();
    expect(send().disabled).toBe(true);
  });

  it("says 'Falha ao converter arquivo' for a file the browser cannot read", async () => {
    vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
      setTimeout(() => this.dispatchEvent(new ProgressEvent('error')));
    });
    const { picker } = renderEditor();
    await userEvent.upload(picker, file('ruim.pdf'));
    expect(await screen.findByText('ruim.pdf: Falha ao converter arquivo')).toBeTruthy();
  });

  it('Cancelar asks to close', async () => {
    const { onCancel } = renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it("while sending, says 'Enviando…' and takes no second press", () => {
    const { send, onSend, subject } = renderEditor({ status: { status: 'sending' } });
    expect(send().textContent).toBe('Enviando…');
    expect(send().disabled).toBe(true);
    expect(subject.disabled).toBe(true);
    fireEvent.submit(subject.closest('form')!);
    expect(onSend).not.toHaveBeenCalled();
  });

  it("while large files upload, shows how far: a progress bar named 'Envio dos anexos'", () => {
    renderEditor({ status: { status: 'sending', progress: 0.3 } });
    expect(screen.getByRole('progressbar', { name: 'Envio dos anexos' }).getAttribute('aria-valuetext')).toBe('30% enviado');
  });

  it("after sending, shows 'Resposta enviada com sucesso!' whose Ok reports it", async () => {
    const { onSent } = renderEditor({ status: { status: 'sent' } });
    const dialog = screen.getByRole('dialog', { name: 'Resposta enviada com sucesso!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(onSent).toHaveBeenCalledOnce();
  });

  it("on failure shows the server's message under 'Falha ao enviar resposta!' and keeps what was written", async () => {
    const { body, rerender, onDismissError, ...callbacks } = renderEditor();
    await userEvent.type(body, 'Meu texto');
    rerender(
      <ReplyEditor
        tn="2025061010000031"
        maxAttachmentBytes={LIMIT}
        status={{ status: 'failed', message: 'Chamado não encontrado' }}
        onSend={callbacks.onSend}
        onCancel={callbacks.onCancel}
        onSent={callbacks.onSent}
        onDismissError={onDismissError}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Falha ao enviar resposta!' });
    expect(within(dialog).getByText('Chamado não encontrado')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(onDismissError).toHaveBeenCalledOnce();
    expect((screen.getByLabelText(/^Mensagem/) as HTMLTextAreaElement).value).toBe('Meu texto');
  });

  it("on failure without a message says 'Falha ao enviar resposta!'", () => {
    renderEditor({ status: { status: 'failed' } });
    const dialog = screen.getByRole('dialog', { name: 'Falha ao enviar resposta!' });
    expect(dialog.textContent).toBe('Falha ao enviar resposta!Ok');
  });

  it('after the failure dialog, focus returns to Enviar (it was disabled while sending, so it could not be the opener)', async () => {
    const { body, send, rerender, onSend, ...callbacks } = renderEditor();
    await userEvent.type(body, 'Meu texto');
    await userEvent.click(send());
    expect(onSend).toHaveBeenCalledOnce();
    const at = (status: ReplyEditorProps['status']) =>
      rerender(<ReplyEditor tn="2025061010000031" from="ana.souza@ufv.br" maxAttachmentBytes={LIMIT} now={() => NOW} status={status} onSend={onSend} {...callbacks} />);
    at({ status: 'sending' });
    expect(send().disabled).toBe(true);
    at({ status: 'failed' });
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Falha ao enviar resposta!' })).getByRole('button', { name: 'Ok' }));
    at({ status: 'idle' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(send());
  });
});
