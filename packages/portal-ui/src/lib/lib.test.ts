import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';
import { formatFileSize } from './format-file-size';
import { truncate } from './truncate';

describe('truncate', () => {
  it('keeps text up to the limit and cuts longer text with ...', () => {
    expect(truncate('a'.repeat(50), 50)).toBe('a'.repeat(50));
    expect(truncate('a'.repeat(51), 50)).toBe(`${'a'.repeat(50)}...`);
  });
  it('never splits a character made of two code units', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀...');
  });
});

describe('formatFileSize', () => {
  it('uses decimal units and a decimal comma', () => {
    expect(formatFileSize(999)).toBe('999 B');
    expect(formatFileSize(1000)).toBe('1 kB');
    expect(formatFileSize(1_500_000)).toBe('1,5 MB');
    expect(formatFileSize(18 * 1048576)).toBe('18,9 MB');
  });
  it('counts 1 MB = 1048576 bytes when told (the reply limit, spec §9)', () => {
    expect(formatFileSize(18 * 1048576, 1024)).toBe('18 MB');
    expect(formatFileSize(1536, 1024)).toBe('1,5 KB');
    expect(formatFileSize(1023, 1024)).toBe('1.023 B');
  });
});

describe('formatDateTime', () => {
  it('shows dd/MM/yyyy H:mm in São Paulo time', () => {
    expect(formatDateTime('2025-03-04T12:05:00Z')).toBe('04/03/2025 9:05');
  });
  it('shows unreadable input as it came', () => {
    expect(formatDateTime('ontem')).toBe('ontem');
  });
});
