import { describe, expect, it } from 'vitest';
import { formatDeskDateTime } from './format-desk-date-time';

describe('formatDeskDateTime', () => {
  it("writes the hour in two digits, in São Paulo's time", () => {
    expect(formatDeskDateTime('2026-11-25T03:26:00.000Z')).toBe('25/11/2026 00:26');
    expect(formatDeskDateTime('2026-11-25T18:30:00.000Z')).toBe('25/11/2026 15:30');
    expect(formatDeskDateTime('ontem')).toBe('ontem');
  });
});
