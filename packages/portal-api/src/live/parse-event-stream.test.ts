import { describe, expect, it } from 'vitest';
import { createEventStreamParser, type StreamEvent } from './parse-event-stream';

/** Everything the parser reports for `pieces`, fed in that order. */
function parse(pieces: readonly string[]) {
  const events: StreamEvent[] = [];
  const retries: number[] = [];
  const parser = createEventStreamParser({ onEvent: (e) => events.push(e), onRetry: (ms) => retries.push(ms) });
  for (const piece of pieces) parser.push(piece);
  parser.end();
  return { events, retries };
}

/** The stream as the server writes it: retry and the greeting, a heartbeat, two ticket events, a presence. */
const STREAM =
  'retry: 2000\ndata: {"tipo":"conectado","conexao":"c1","expira":"2026-12-02T15:00:00.000Z"}\n\n' +
  ': \n\n' +
  'id: 7\ndata: {"tipo":"chamado","id":3,"mudanca":"resposta-atendente","em":"2026-12-02T14:00:00.000Z"}\n\n' +
  'id: 8\ndata: {"tipo":"chamado","id":4,"mudanca":"criado","em":"2026-12-02T14:00:01.000Z"}\n\n' +
  'data: {"tipo":"presenca","id":4,"agentes":[{"id":"a","nome":"Ana Atendente"}]}\n\n';

describe('createEventStreamParser', () => {
  it('reads the server’s stream: data, ids kept for the following events, retry, the heartbeat skipped', () => {
    const { events, retries } = parse([STREAM]);
    expect(retries).toEqual([2000]);
    expect(events.map((e) => [e.id, JSON.parse(e.data).tipo])).toEqual([
      [undefined, 'conectado'],
      ['7', 'chamado'],
      ['8', 'chamado'],
      // SSE's last event id stays until another id: the presence is read after event 8.
      ['8', 'presenca'],
    ]);
  });

  it('gives the same events however the chunks are cut: at every position, and one character at a time', () => {
    const whole = parse([STREAM]);
    for (let cut = 1; cut < STREAM.length; cut++) {
      expect(parse([STREAM.slice(0, cut), STREAM.slice(cut)])).toEqual(whole);
    }
    expect(parse([...STREAM])).toEqual(whole);
  });

  it('joins multi-line data with newlines, and takes CRLF, CR and LF line ends alike', () => {
    for (const eol of ['\n', '\r\n', '\r']) {
      const text = ['data: primeira', 'data:segunda', 'data', 'data:  com espaço', '', ''].join(eol);
      expect(parse([text]).events, JSON.stringify(eol)).toEqual([{ data: 'primeira\nsegunda\n\n com espaço' }]);
    }
  });

  it('does not take a CR at the end of a chunk and the LF that starts the next for two line ends', () => {
    // Were they two, the blank line between would end the event after its first line.
    expect(parse(['data: a\r', '\ndata: b\r', '\n\r', '\n']).events).toEqual([{ data: 'a\nb' }]);
  });

  it('skips comments, event names and unknown fields; an event without data is not dispatched', () => {
    const { events } = parse([': ping\n\n', 'event: chamado\nfoo: bar\n\n', ':data: não é dado\n\n', 'event: x\ndata: sim\n\n']);
    expect(events).toEqual([{ data: 'sim' }]);
  });

  it('ignores a retry that is not a whole number and an id with NUL; an empty id clears the last one', () => {
    const { events, retries } = parse(['retry: 1.5\nretry: dois\nretry: 3000\n\n', 'id: 9\ndata: a\n\n', 'id: 1\u00002\ndata: b\n\n', 'id\ndata: c\n\n']);
    expect(retries).toEqual([3000]);
    expect(events).toEqual([{ id: '9', data: 'a' }, { id: '9', data: 'b' }, { id: '', data: 'c' }]);
  });

  it('drops an event the body ends before its blank line, and skips a leading BOM', () => {
    expect(parse(['\uFEFFdata: inteiro\n\ndata: cortado\n']).events).toEqual([{ data: 'inteiro' }]);
    // The BOM split from its stream: only the very first character is one.
    expect(parse(['', '\uFEFFdata: x\n\n']).events).toEqual([{ data: 'x' }]);
  });
});
