import { describe, expect, it } from 'vitest';
import { Base64Decoder } from './base64-decoder';
import { asArray, searchIds, toId, unixToIso, znunyTimeToIso } from './znuny-types';

describe("Znuny's answer quirks", () => {
  it('reads ids given as strings (create, search, FileID) or numbers (get) alike, and nothing else', () => {
    expect([toId('12'), toId(12), toId(' 7 '), toId(''), toId(null), toId('x'), toId(-1), toId(1.5)]).toEqual([12, 12, 7, 0, 0, 0, 0, 0]);
    expect(searchIds({})).toEqual([]);
    expect(searchIds({ TicketID: ['3', '1'] })).toEqual([3, 1]);
    expect(searchIds({ TicketID: '5' })).toEqual([5]);
    expect(asArray({ a: 1 })).toEqual([{ a: 1 }]);
  });

  it("turns Znuny's zone-less times into instants, in its time zone, across DST", () => {
    expect(znunyTimeToIso('2025-06-10 14:30:00', 'UTC')).toBe('2025-06-10T14:30:00.000Z');
    expect(znunyTimeToIso('2025-06-10 14:30:00', 'America/Sao_Paulo')).toBe('2025-06-10T17:30:00.000Z');
    expect(znunyTimeToIso('2025-01-15 12:00:00', 'Europe/Berlin')).toBe('2025-01-15T11:00:00.000Z');
    expect(znunyTimeToIso('2025-07-15 12:00:00', 'Europe/Berlin')).toBe('2025-07-15T10:00:00.000Z');
    expect(unixToIso(0)).toBeUndefined();
    expect(unixToIso('1795439621')).toBe(new Date(1795439621 * 1000).toISOString());
  });

  it('decodes base64 that arrives in pieces of any length', () => {
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => (i * 37) % 256));
    const text = bytes.toString('base64');
    for (const size of [1, 3, 5, 77]) {
      const d = new Base64Decoder();
      const parts: Buffer[] = [];
      for (let i = 0; i < text.length; i += size) parts.push(d.push(text.slice(i, i + size)));
      parts.push(d.end());
      expect(Buffer.concat(parts).equals(bytes)).toBe(true);
    }
  });
});
