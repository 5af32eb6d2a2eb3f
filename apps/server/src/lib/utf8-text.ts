import { isUtf8 } from 'node:buffer';

/**
 * The text of `bytes` when they are valid UTF-8, else undefined. Node's own decoding (and
 * busboy's) turns each bad byte into U+FFFD silently: a Latin-1 'ç' would be stored as '�' as if
 * the user had typed it. Checked on the bytes, so a U+FFFD the user did type passes.
 * @example utf8Text(Buffer.from([0x63, 0xe7])) // undefined (Latin-1 'cç')
 */
export function utf8Text(bytes: Uint8Array): string | undefined {
  if (!isUtf8(bytes)) return undefined;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
}
