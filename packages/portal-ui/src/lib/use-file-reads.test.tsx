import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFileReads } from './use-file-reads';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useFileReads', () => {
  it('reads a file to base64, listed as pending until it is done', async () => {
    const onRead = vi.fn();
    const { result } = renderHook(() => useFileReads({ onRead, onFail: vi.fn() }));
    act(() => result.current.start(new File(['conteudo'], 'nota.txt', { type: 'text/plain' }), 'renomeado.txt'));
    expect(result.current.pendingNow().map((p) => p.filename)).toEqual(['renomeado.txt']);
    await waitFor(() => expect(onRead).toHaveBeenCalled());
    expect(onRead).toHaveBeenCalledWith({ filename: 'renomeado.txt', contentType: 'text/plain', content: btoa('conteudo'), size: 8 });
    await waitFor(() => expect(result.current.pending).toEqual([]));
  });

  it('reports a file the browser cannot read, and nothing for a cancelled one', async () => {
    vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
      setTimeout(() => this.dispatchEvent(new ProgressEvent('error')));
    });
    const onFail = vi.fn();
    const onRead = vi.fn();
    const { result } = renderHook(() => useFileReads({ onRead, onFail }));
    act(() => result.current.start(new File(['x'], 'ruim.pdf')));
    await waitFor(() => expect(onFail).toHaveBeenCalledWith('ruim.pdf'));
    act(() => result.current.start(new File(['x'], 'cancelado.pdf')));
    const key = result.current.pendingNow()[0]!.key;
    act(() => result.current.cancel(key));
    await waitFor(() => expect(result.current.pending).toEqual([]));
    expect(onFail).toHaveBeenCalledTimes(1);
    expect(onRead).not.toHaveBeenCalled();
  });
});
