import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pastedFiles, useFileDrop, type FileDropSource } from './use-file-drop';

function Zone({ onFiles, disabled }: { onFiles: (files: File[], source: FileDropSource) => void; disabled?: boolean }) {
  const { dragging, handlers } = useFileDrop<HTMLDivElement>(onFiles, disabled);
  return (
    <div {...handlers}>
      <p>{dragging ? 'Solte aqui' : 'Zona'}</p>
      <textarea aria-label="Mensagem" />
    </div>
  );
}

function transfer(files: File[], text?: string): DataTransfer {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  if (text !== undefined) data.setData('text/plain', text);
  return data;
}

const png = () => new File(['x'], 'image.png', { type: 'image/png' });

function paste(target: Element, data: DataTransfer) {
  const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

describe('useFileDrop', () => {
  it('shows when files hover, and hands over the dropped files', () => {
    const onFiles = vi.fn();
    render(<Zone onFiles={onFiles} />);
    const zone = screen.getByText('Zona');
    fireEvent.dragEnter(zone, { dataTransfer: { types: ['Files'], dropEffect: 'none' } });
    expect(screen.getByText('Solte aqui')).toBeTruthy();
    const file = new File(['%PDF'], 'planta.pdf', { type: 'application/pdf' });
    fireEvent.drop(screen.getByText('Solte aqui'), { dataTransfer: transfer([file]) });
    expect(onFiles).toHaveBeenCalledWith([file], 'drop');
    expect(screen.getByText('Zona')).toBeTruthy();
  });

  it('ignores text dragged over it', () => {
    render(<Zone onFiles={vi.fn()} />);
    const over = fireEvent.dragOver(screen.getByText('Zona'), { dataTransfer: { types: ['text/plain'] } });
    expect(over).toBe(true);
    expect(screen.getByText('Zona')).toBeTruthy();
  });

  it('takes a pasted screenshot from a text area inside it', () => {
    const onFiles = vi.fn();
    render(<Zone onFiles={onFiles} />);
    const event = paste(screen.getByLabelText('Mensagem'), transfer([png()]));
    expect(event.defaultPrevented).toBe(true);
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'image.png' })], 'paste');
  });

  it('leaves a paste with text to the text area', () => {
    const onFiles = vi.fn();
    render(<Zone onFiles={onFiles} />);
    const event = paste(screen.getByLabelText('Mensagem'), transfer([], 'Olá'));
    expect(event.defaultPrevented).toBe(false);
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('takes a dropped file while disabled, so the browser does not open it, but hands nothing over', () => {
    const onFiles = vi.fn();
    render(<Zone onFiles={onFiles} disabled />);
    const dropped = fireEvent.drop(screen.getByText('Zona'), { dataTransfer: transfer([png()]) });
    expect(dropped).toBe(false);
    expect(onFiles).not.toHaveBeenCalled();
  });
});

describe('pastedFiles', () => {
  it('are the files of a paste without plain text (a screenshot, a copied image)', () => {
    const image = png();
    expect(pastedFiles(transfer([image]))).toEqual([image]);
    expect(pastedFiles(null)).toEqual([]);
  });

  it('are none when the paste carries plain text too (cells from a spreadsheet come with a picture)', () => {
    expect(pastedFiles(transfer([png()], 'A1\tB1'))).toEqual([]);
  });
});
