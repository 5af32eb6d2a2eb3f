import { useEffect, useRef, useState } from 'react';
import { readFileAsBase64, type FileRead } from './read-file-as-base64';

/** A file still being read into base64. */
export interface PendingRead {
  key: number;
  filename: string;
  size: number;
  /** 0 to 1. */
  progress: number;
}

/** A file read to base64: the shape of tree-engine's `AttachmentFile`, with its size. */
export interface ReadFile {
  filename: string;
  contentType: string;
  /** base64, no `data:` prefix */
  content: string;
  size: number;
}

/** What {@link useFileReads} reports when a read ends. */
export interface FileReadCallbacks {
  onRead: (file: ReadFile) => void;
  /** The browser could not read the file ('Falha ao converter arquivo'); not called on cancel. */
  onFail: (filename: string) => void;
}

let nextKey = 0;

/**
 * Reads files to base64 with progress (`readFileAsBase64`), several at a time and
 * finishing in any order; a read can be cancelled, and every read still running stops on unmount.
 * `pending()` is the list as of now, for checks made before the next render (a drop of many files).
 * @example const reads = useFileReads({ onRead: (f) => setFiles((l) => [...l, f]), onFail: warn }); reads.start(file, file.name);
 */
export function useFileReads({ onRead, onFail }: FileReadCallbacks) {
  const [pending, setPending] = useState<readonly PendingRead[]>([]);
  const pendingRef = useRef<readonly PendingRead[]>([]);
  const reads = useRef(new Map<number, FileRead>());
  const callbacks = useRef({ onRead, onFail });

  useEffect(() => {
    callbacks.current = { onRead, onFail };
  });

  useEffect(() => {
    const running = reads.current;
    return () => running.forEach((read) => read.abort());
  }, []);

  function update(change: (list: readonly PendingRead[]) => readonly PendingRead[]) {
    pendingRef.current = change(pendingRef.current);
    setPending(pendingRef.current);
  }

  function start(file: File, filename = file.name) {
    const key = (nextKey += 1);
    const contentType = file.type || 'application/octet-stream';
    const read = readFileAsBase64(file, (progress) => update((list) => list.map((p) => (p.key === key ? { ...p, progress } : p))));
    reads.current.set(key, read);
    update((list) => [...list, { key, filename, size: file.size, progress: 0 }]);
    const finish = () => {
      reads.current.delete(key);
      update((list) => list.filter((p) => p.key !== key));
    };
    read.result.then(
      (content) => {
        finish();
        callbacks.current.onRead({ filename, contentType, content, size: file.size });
      },
      (reason: unknown) => {
        finish();
        if (!(reason instanceof DOMException && reason.name === 'AbortError')) callbacks.current.onFail(filename);
      },
    );
  }

  return {
    pending,
    pendingNow: () => pendingRef.current,
    start,
    cancel: (key: number) => reads.current.get(key)?.abort(),
  };
}
