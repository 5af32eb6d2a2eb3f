import { describe, expect, it } from 'vitest';
import { deskTime } from './desk-time';

describe('deskTime', () => {
  it("writes the hour in two digits, in São Paulo's time", () => {
    expect(deskTime('2026-11-25T03:26:00.000Z')).toBe('25/11/2026 00:26');
    expect(deskTime('2026-11-25T18:30:00.000Z')).toBe('25/11/2026 15:30');
    expect(deskTime('ontem')).toBe('ontem');
  });
});
