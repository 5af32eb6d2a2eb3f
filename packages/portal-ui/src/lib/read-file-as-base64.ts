/** A file read in progress: its result and a way to stop it. */
export interface FileRead {
  /** The file's content in base64 (no `data:` prefix); rejects when the browser cannot read it. */
  result: Promise<string>;
  abort(): void;
}

/**
 * Reads a file as base64 with FileReader, reporting progress from 0 to 1 (large files from a
 * network drive take a while, and the attachment box shows it).
 * @example const read = readFileAsBase64(file, (p) => setProgress(p)); const content = await read.result;
 */
export function readFileAsBase64(file: Blob, onProgress?: (fraction: number) => void): FileRead {
  const reader = new FileReader();
  let stop: () => void = () => {};
  const result = new Promise<string>((resolve, reject) => {
    // abort() settles the promise itself rather than trust every browser's abort event.
    stop = () => reject(new DOMException('aborted', 'AbortError'));
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      const comma = url.indexOf(',');
      if (!url.startsWith('data:') || comma < 0) reject(new Error('unreadable'));
      else resolve(url.slice(comma + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
  });
  reader.readAsDataURL(file);
  return {
    result,
    abort() {
      reader.abort();
      stop();
    },
  };
}
