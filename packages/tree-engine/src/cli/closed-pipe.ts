/**
 * `chamados-tree verify *.yaml | head -3`: once the reader goes away, every later write fails with
 * EPIPE, which Node raises as an unhandled 'error' event and a stack trace. Output nobody reads is
 * simply dropped instead; the command finishes and still sets its exit status (for `pipefail`).
 */

/** A stream that can lose its reader. @example const stream: ClosablePipe = process.stdout */
export interface ClosablePipe {
  readonly writable: boolean;
  on(event: 'error', listener: (error: NodeJS.ErrnoException) => void): unknown;
}

/**
 * Keeps a closed pipe from crashing the process; other stream errors still throw.
 * @example tolerateClosedPipe(process.stdout)
 */
export function tolerateClosedPipe(stream: ClosablePipe): void {
  stream.on('error', (error) => {
    if (error.code !== 'EPIPE') throw error;
  });
}

/**
 * Writes a line (newline added) unless the stream has lost its reader.
 * @example writeLine(process.stdout, '1 arquivo verificado: 0 erros, 0 avisos.')
 */
export function writeLine(stream: ClosablePipe & { write(text: string): unknown }, line: string): void {
  if (stream.writable) stream.write(`${line}\n`);
}
