import { describe, expect, it } from 'vitest';
import { protocolPrefix, searchQuery, searchText } from './search-text';

describe('searchText', () => {
  it('keeps words without accents or markup, and each compound joined', () => {
    expect(searchText('Wi-Fi no <b>prédio</b> SEI-123')).toBe('wi fi no predio sei 123 wifi sei123');
  });
});

describe('searchQuery', () => {
  it('makes a prefix query of every term', () => {
    expect(searchQuery('Impressão  sala')).toBe('impressao:* & sala:*');
  });
  it('matches a compound by its words in a row or joined', () => {
    expect(searchQuery('Wi-Fi')).toBe('(wi:* <-> fi:* | wifi:*)');
    expect(searchQuery('2024-05')).toBe('(2024:* <-> 05:* | 202405:*)');
  });
  it('leaves nothing of punctuation alone', () => {
    expect(searchQuery(" ' & | ! ( ) : * ")).toBe('');
  });
});

describe('protocolPrefix', () => {
  it.each([
    ['2025061010000031', '2025061010000031'],
    [' 2025 ', '2025'],
    ['#20250610', '20250610'],
    ['Ticket#2025061', '2025061'],
  ])('reads %s', (input, prefix) => expect(protocolPrefix(input)).toBe(prefix));
  it.each(['123', 'sala 2025', 'wi-fi'])('is not a number: %s', (input) => expect(protocolPrefix(input)).toBeUndefined());
});
