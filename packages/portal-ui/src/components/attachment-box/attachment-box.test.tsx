import type { AttachmentBoxField, AttachmentFile } from '@chamados/tree-engine';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatefulField } from '../form-field/stateful-field';
import { AttachmentBox } from './attachment-box';

const box: AttachmentBoxField = {
  tipo: 'caixaDeAnexo',
  rotulo: 'Planta da sala',
  ajuda: 'A planta ou um croqui.',
  opcoes: {
    titulo: 'Anexe a planta com a posição das mesas',
    modelo: 'https://www.dti.ufv.br/modelos/planta.pdf',
    minimo: 1,
    maximo: 2,
    extensoes: ['pdf', 'png'],
    tamMaxPorArquivoMb: 5,
    tamMaxTotalMb: 8,
  },
};

/** A small real file that claims `size` bytes, so size limits are tested without megabytes of data. */
function file(name: string, type = 'application/pdf', size?: number): File {
  const made = new File(['conteudo'], name, { type });
  if (size !== undefined) Object.defineProperty(made, 'size', { value: size });
  return made;
}

function renderBox(field: AttachmentBoxField = box, initial: AttachmentFile[] = []) {
  const onValue = vi.fn();
  render(
    <StatefulField<AttachmentFile[]> initial={initial} onValue={onValue}>
      {(value, onChange) => <AttachmentBox name="planta" field={field} value={value} onChange={onChange} />}
    </StatefulField>,
  );
  const group = screen.getByRole('group', { name: /Planta da sala/ });
  return { onValue, group, picker: within(group).getByLabelText('Escolher arquivos') as HTMLInputElement };
}

function transfer(...files: File[]): DataTransfer {
  const data = new DataTransfer();
  for (const f of files) data.items.add(f);
  return data;
}

const base64 = (text: string) => btoa(text);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('AttachmentBox', () => {
  it('reads a picked file to base64, lists it with its size and counts it', async () => {
    const { onValue, group, picker } = renderBox();
    expect(within(group).getByText('0 arquivos escolhidos (mínimo de 1 arquivo e máximo de 2 arquivos)')).toBeTruthy();
    await userEvent.upload(picker, file('planta.pdf'));
    expect(await within(group).findByText('planta.pdf')).toBeTruthy();
    expect(within(group).getByText('8 B')).toBeTruthy();
    expect(within(group).getByText('1 arquivo escolhido (mínimo de 1 arquivo e máximo de 2 arquivos)')).toBeTruthy();
    expect(onValue).toHaveBeenLastCalledWith([{ filename: 'planta.pdf', contentType: 'application/pdf', content: base64('conteudo'), size: 8 }]);
  });

  it('shows the limits in decimal megabytes and the accepted extensions, tied to the picker', () => {
    const { picker } = renderBox();
    const limits = screen.getByText('Extensões aceitas: pdf, png. Até 5 MB por arquivo. Até 8 MB no total.');
    expect((picker.getAttribute('aria-describedby') ?? '').split(' ')).toContain(limits.id);
    expect(picker.accept).toBe('.pdf,.png');
  });

  it("refuses a file whose name is already there: 'Arquivo já foi carregado'", async () => {
    const { group, picker } = renderBox();
    await userEvent.upload(picker, file('planta.pdf'));
    await within(group).findByText('planta.pdf');
    await userEvent.upload(picker, file('planta.pdf'));
    expect(within(group).getByRole('alert').textContent).toBe('planta.pdf: Arquivo já foi carregado');
    expect(within(group).getAllByText('planta.pdf')).toHaveLength(1);
  });

  it("refuses a file over the per-file size and one that passes the total: 'Limite de tamanho excedido'", async () => {
    const { group, picker } = renderBox({ ...box, opcoes: { ...box.opcoes, maximo: 5 } });
    await userEvent.upload(picker, file('grande.pdf', 'application/pdf', 5_000_001));
    expect(within(group).getByRole('alert').textContent).toBe('grande.pdf: Limite de tamanho excedido');
    await userEvent.upload(picker, file('a.pdf', 'application/pdf', 5_000_000));
    await within(group).findByText('a.pdf');
    await userEvent.upload(picker, file('b.pdf', 'application/pdf', 3_000_001));
    expect(within(group).getByRole('alert').textContent).toBe('b.pdf: Limite de tamanho excedido');
  });

  it('disables the picker when the total size reaches tamMaxTotalMb', async () => {
    const { group, picker } = renderBox({ ...box, opcoes: { ...box.opcoes, maximo: 5 } });
    await userEvent.upload(picker, [file('a.pdf', 'application/pdf', 5_000_000), file('b.pdf', 'application/pdf', 3_000_000)]);
    await within(group).findByText('b.pdf');
    expect(picker.disabled).toBe(true);
  });

  it('disables the picker at maximo files and refuses a file dropped beyond it', async () => {
    const { group, picker } = renderBox();
    await userEvent.upload(picker, [file('a.pdf'), file('b.pdf')]);
    await within(group).findByText('b.pdf');
    expect(picker.disabled).toBe(true);
    fireEvent.drop(within(group).getByText(/Arraste arquivos/), { dataTransfer: transfer(file('c.pdf')) });
    expect(within(group).getByRole('alert').textContent).toBe('c.pdf: Só é permitido um máximo de 2 anexo(s)');
  });

  it('removes a file, which enables the picker again', async () => {
    const { onValue, group, picker } = renderBox();
    await userEvent.upload(picker, [file('a.pdf'), file('b.pdf')]);
    await within(group).findByText('b.pdf');
    await userEvent.click(within(group).getByRole('button', { name: 'Remover a.pdf' }));
    expect(within(group).queryByText('a.pdf')).toBeNull();
    expect(picker.disabled).toBe(false);
    expect(onValue.mock.lastCall?.[0].map((f: AttachmentFile) => f.filename)).toEqual(['b.pdf']);
  });

  it('cuts names longer than 40 characters, keeping the whole name as a tooltip', async () => {
    const long = `${'relatorio-de-conexao-do-laboratorio-'.repeat(2)}.pdf`;
    const { group, picker } = renderBox();
    await userEvent.upload(picker, file(long));
    const shown = await within(group).findByText(`${long.slice(0, 40)}...`);
    expect(shown.getAttribute('title')).toBe(long);
  });

  it("refuses an extension not listed (a dropped file skips the picker's filter)", () => {
    const { group } = renderBox();
    fireEvent.drop(within(group).getByText(/Arraste arquivos/), { dataTransfer: transfer(file('notas.docx', 'application/msword')) });
    expect(within(group).getByRole('alert').textContent).toBe('notas.docx: Tipo de arquivo não permitido');
  });

  it('a file dropped onto the box becomes an attachment', async () => {
    const { onValue, group } = renderBox();
    const zone = within(group).getByText(/Arraste arquivos/);
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], dropEffect: 'none' } });
    expect(within(group).getByText('Solte os arquivos para anexá-los')).toBeTruthy();
    fireEvent.drop(zone, { dataTransfer: transfer(file('planta.png', 'image/png')) });
    expect(await within(group).findByText('planta.png')).toBeTruthy();
    await waitFor(() => expect(onValue.mock.lastCall?.[0][0]).toMatchObject({ filename: 'planta.png', contentType: 'image/png' }));
    expect(within(group).getByText(/Arraste arquivos/)).toBeTruthy();
  });

  it('a screenshot pasted while the box has focus becomes captura-de-tela-AAAA-MM-DD-HH-mm.png', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 2, 4, 9, 5));
    const { onValue, group, picker } = renderBox();
    picker.focus();
    const paste = () =>
      act(() => {
        picker.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer(file('image.png', 'image/png')), bubbles: true, cancelable: true }));
      });
    paste();
    expect(await within(group).findByText('captura-de-tela-2025-03-04-09-05.png')).toBeTruthy();
    paste();
    expect(await within(group).findByText('captura-de-tela-2025-03-04-09-05-2.png')).toBeTruthy();
    await waitFor(() =>
      expect(onValue.mock.lastCall?.[0].map((f: AttachmentFile) => f.filename)).toEqual(['captura-de-tela-2025-03-04-09-05.png', 'captura-de-tela-2025-03-04-09-05-2.png']),
    );
  });

  it('a pasted file with a name of its own keeps it; pasting text is left alone', async () => {
    const { group, picker } = renderBox();
    const named = new ClipboardEvent('paste', { clipboardData: transfer(file('planta-2o-andar.png', 'image/png')), bubbles: true, cancelable: true });
    act(() => {
      picker.dispatchEvent(named);
    });
    expect(named.defaultPrevented).toBe(true);
    expect(await within(group).findByText('planta-2o-andar.png')).toBeTruthy();
    const text = new DataTransfer();
    text.setData('text/plain', 'oi');
    const plain = new ClipboardEvent('paste', { clipboardData: text, bubbles: true, cancelable: true });
    act(() => {
      picker.dispatchEvent(plain);
    });
    expect(plain.defaultPrevented).toBe(false);
  });

  it("says 'Falha ao converter arquivo' when the browser cannot read the file", async () => {
    vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
      setTimeout(() => this.dispatchEvent(new ProgressEvent('error')));
    });
    const { onValue, group, picker } = renderBox();
    await userEvent.upload(picker, file('planta.pdf'));
    expect(await within(group).findByText('planta.pdf: Falha ao converter arquivo')).toBeTruthy();
    expect(onValue).not.toHaveBeenCalled();
  });

  it('shows the reading progress, and a file being read can be cancelled', async () => {
    vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
      setTimeout(() => this.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded: 50, total: 100 })));
    });
    const { onValue, group, picker } = renderBox();
    await userEvent.upload(picker, file('planta.pdf'));
    const progress = await within(group).findByRole('progressbar', { name: 'Lendo planta.pdf' });
    await waitFor(() => expect(progress.getAttribute('value')).toBe('0.5'));
    await userEvent.click(within(group).getByRole('button', { name: 'Remover planta.pdf' }));
    expect(within(group).queryByRole('progressbar')).toBeNull();
    expect(within(group).getByRole('alert').textContent).toBe('');
    expect(onValue).not.toHaveBeenCalled();
  });

  it('links the model file in a new tab, and never a model that is not http(s)', () => {
    renderBox();
    const link = screen.getByRole('link', { name: /Baixar o arquivo modelo/ });
    expect(link.getAttribute('href')).toBe('https://www.dti.ufv.br/modelos/planta.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('never links a model that is not http(s)', () => {
    renderBox({ ...box, opcoes: { ...box.opcoes, modelo: 'javascript:alert(1)' } });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
