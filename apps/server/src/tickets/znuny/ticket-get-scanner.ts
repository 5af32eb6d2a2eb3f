/** Receives one attachment's base64 `Content`, piece by piece, as the answer arrives. */
export interface ContentSink {
  chunk(base64: string): void;
  end(): void;
}

/** Which attachment contents to keep: `index` is the attachment's position in its article's list. */
export type PickContent = (articleId: number, index: number) => ContentSink | undefined;

interface Frame {
  kind: 'object' | 'array';
  /** Object: the key whose value is being read. Array: unused. */
  key: string;
  /** Array: index of the element being read. */
  index: number;
  /** 'article' or 'attachment' objects, recognised by the key of the array holding them. */
  role?: 'article' | 'attachment';
  articleId: number;
  /** Attachment objects: their index in the article's list. */
  attachmentIndex: number;
}

type Mode = 'value' | 'string' | 'literal' | 'after';

/**
 * A streaming reader of a TicketGet answer that hands the wanted attachment contents to sinks as
 * they arrive and skips the rest without holding it: a ticket with 18 MB of files can be
 * downloaded one file at a time in bounded memory. It relies on Znuny sorting JSON keys
 * (Kernel::System::JSON with SortKeys, as the REST transport always encodes), so an article's
 * `ArticleID` comes before its `Attachment` list.
 */
export class TicketGetScanner {
  private readonly stack: Frame[] = [];
  private mode: Mode = 'value';
  private isKey = false;
  private escape = false;
  private unicode = '';
  private text = '';
  private keepText = false;
  private sink: ContentSink | undefined;
  private literal = '';
  private done = false;
  private expectingKey = false;
  /** `Error.ErrorCode` / `Error.ErrorMessage` when Znuny answered a business error. */
  readonly error: { code?: string; message?: string } = {};
  hasError = false;

  constructor(private readonly pick: PickContent) {}

  write(chunk: string): void {
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i]!;
      if (this.mode === 'string') {
        // Fast path: copy a run of plain characters at once.
        if (!this.escape && this.unicode === '' && c !== '"' && c !== '\\') {
          let j = i;
          while (j < chunk.length && chunk[j] !== '"' && chunk[j] !== '\\') j++;
          this.stringText(chunk.slice(i, j));
          i = j - 1;
          continue;
        }
        this.stringChar(c);
        continue;
      }
      if (this.mode === 'literal') {
        if (/[\w.+-]/.test(c)) {
          this.literal += c;
          continue;
        }
        this.value(this.literal);
        this.mode = 'after';
      }
      if (c === ' ' || c === '\n' || c === '\r' || c === '\t') continue;
      this.structural(c);
    }
  }

  /** Call at the end of the answer; throws when it was cut short. */
  finish(): void {
    if (this.mode === 'literal' && this.stack.length === 0) this.done = true;
    if (!this.done) throw new Error('TicketGet answer ended early');
  }

  private structural(c: string) {
    const top = this.stack.at(-1);
    if (c === '"') {
      this.mode = 'string';
      this.isKey = top?.kind === 'object' && this.expectingKey;
      this.startString();
      return;
    }
    if (c === '{' || c === '[') {
      const role = this.roleOfNewContainer(c);
      const frame: Frame = { kind: c === '{' ? 'object' : 'array', key: '', index: 0, articleId: 0, attachmentIndex: 0, role: undefined };
      if (c === '{' && role) {
        frame.role = role;
        if (role === 'attachment') {
          frame.articleId = this.stack.at(-2)?.articleId ?? 0;
          frame.attachmentIndex = top?.index ?? 0;
        }
      }
      this.stack.push(frame);
      this.expectingKey = c === '{';
      this.mode = 'value';
      return;
    }
    if (c === '}' || c === ']') {
      this.stack.pop();
      this.afterValue();
      return;
    }
    if (c === ':') {
      this.expectingKey = false;
      this.mode = 'value';
      return;
    }
    if (c === ',') {
      if (top?.kind === 'array') top.index++;
      else this.expectingKey = true;
      this.mode = 'value';
      return;
    }
    this.mode = 'literal';
    this.literal = c;
  }

  /** An object inside an `Article` list is an article; inside its `Attachment` list, an attachment. */
  private roleOfNewContainer(c: string): Frame['role'] {
    if (c !== '{') return undefined;
    const array = this.stack.at(-1);
    const owner = this.stack.at(-2);
    if (array?.kind !== 'array' || owner?.kind !== 'object') return undefined;
    if (owner.key === 'Article') return 'article';
    if (owner.key === 'Attachment' && owner.role === 'article') return 'attachment';
    return undefined;
  }

  private startString() {
    const top = this.stack.at(-1);
    this.text = '';
    this.escape = false;
    this.unicode = '';
    this.sink = undefined;
    this.keepText = true;
    if (this.isKey || !top || top.kind !== 'object') return;
    if (top.role === 'attachment' && top.key === 'Content') {
      this.sink = this.pick(top.articleId, top.attachmentIndex);
      this.keepText = false;
      return;
    }
    // Only short values anyone reads are kept: the article id, the error. Bodies and other
    // files' contents pass through untouched.
    const parentKey = this.stack.at(-2)?.key;
    this.keepText = (top.role === 'article' && top.key === 'ArticleID') || parentKey === 'Error';
  }

  private stringText(s: string) {
    if (this.sink) this.sink.chunk(s);
    else if (this.keepText) this.text += s;
  }

  private stringChar(c: string) {
    if (this.unicode !== '') {
      this.unicode += c;
      if (this.unicode.length === 5) {
        this.stringText(String.fromCharCode(parseInt(this.unicode.slice(1), 16)));
        this.unicode = '';
      }
      return;
    }
    if (this.escape) {
      this.escape = false;
      if (c === 'u') this.unicode = 'u';
      else this.stringText(({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[c] ?? c);
      return;
    }
    if (c === '\\') {
      this.escape = true;
      return;
    }
    if (c === '"') {
      this.mode = 'after';
      if (this.isKey) {
        const top = this.stack.at(-1)!;
        top.key = this.text;
        if (this.stack.length === 1 && this.text === 'Error') this.hasError = true;
        this.isKey = false;
        return;
      }
      if (this.sink) this.sink.end();
      else this.value(this.text);
      this.afterValue();
      return;
    }
    this.stringText(c);
  }

  private value(v: string) {
    const top = this.stack.at(-1);
    if (!top) {
      this.done = true;
      return;
    }
    if (top.kind === 'object' && top.role === 'article' && top.key === 'ArticleID') top.articleId = Number(v) || 0;
    if (top.kind === 'object' && this.stack.length === 2 && this.stack[0]!.key === 'Error') {
      if (top.key === 'ErrorCode') this.error.code = v;
      if (top.key === 'ErrorMessage') this.error.message = v;
    }
  }

  private afterValue() {
    this.mode = 'after';
    if (this.stack.length === 0) this.done = true;
  }
}

/**
 * Feeds a byte stream to a scanner. `pause` lets a slow consumer (a download to a phone on
 * Wi-Fi) hold the reading back instead of piling the answer up in memory.
 */
export async function scanTicketGet(
  body: ReadableStream<Uint8Array>,
  scanner: TicketGetScanner,
  pause: () => Promise<void> = async () => {},
): Promise<void> {
  const decoder = new TextDecoder('utf-8');
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      scanner.write(decoder.decode(value, { stream: true }));
      await pause();
    }
    scanner.write(decoder.decode());
    scanner.finish();
  } finally {
    reader.releaseLock();
  }
}
