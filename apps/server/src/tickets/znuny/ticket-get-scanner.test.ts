import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TicketGetScanner, type ContentSink } from './ticket-get-scanner';

const sample = readFileSync(new URL('../../../test/znuny/fixtures/ticket-get-two-articles.json', import.meta.url), 'utf8');

function collect(text: string, chunkSizes: () => number, want: (a: number, i: number) => boolean) {
  const got: Record<string, string> = {};
  const scanner = new TicketGetScanner((articleId, index) => {
    if (!want(articleId, index)) return undefined;
    const key = `${articleId}/${index}`;
    got[key] = '';
    const sink: ContentSink = { chunk: (s) => { got[key] += s; }, end: () => { got[key] += '|end'; } };
    return sink;
  });
  for (let i = 0; i < text.length; ) {
    const n = Math.max(1, chunkSizes());
    scanner.write(text.slice(i, i + n));
    i += n;
  }
  scanner.finish();
  return { got, scanner };
}

describe('TicketGetScanner: attachment contents out of a streamed TicketGet answer', () => {
  const parsed = JSON.parse(sample) as { Ticket: { Article: { ArticleID: number; Attachment?: { Content: string }[] }[] }[] };
  const expected: Record<string, string> = {};
  for (const a of parsed.Ticket[0]!.Article) (a.Attachment ?? []).forEach((f, i) => (expected[`${a.ArticleID}/${i}`] = `${f.Content}|end`));

  it('hands every wanted content to its sink whole, whatever the chunk boundaries', () => {
    expect(Object.keys(expected).length).toBeGreaterThan(1);
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) % 37;
    for (const sizes of [() => 1, () => 2, () => 3, random, () => 100000]) {
      expect(collect(sample, sizes, () => true).got).toEqual(expected);
    }
  });

  it('skips what is not wanted', () => {
    const [first] = Object.keys(expected);
    const [a, i] = first!.split('/').map(Number);
    const { got } = collect(sample, () => 64, (x, y) => x === a && y === i);
    expect(got).toEqual({ [first!]: expected[first!] });
  });

  it('decodes escapes inside a wanted string and reads a business error', () => {
    const text = '{"Ticket":[{"Article":[{"ArticleID":"9","Attachment":[{"Content":"ab\\/c\\u0041=","FileID":"1"}],"Body":"x \\" y"}]}]}';
    expect(collect(text, () => 5, () => true).got).toEqual({ '9/0': 'ab/cA=|end' });
    const { scanner } = collect('{"Error":{"ErrorCode":"TicketGet.AccessDenied","ErrorMessage":"no"}}', () => 3, () => true);
    expect(scanner.hasError).toBe(true);
    expect(scanner.error).toEqual({ code: 'TicketGet.AccessDenied', message: 'no' });
  });

  it('refuses an answer cut short', () => {
    expect(() => collect(sample.slice(0, sample.length - 10), () => 50, () => true)).toThrow(/ended early/);
  });
});
