import { describe, expect, it } from 'vitest';
import { loginCondition, loginIsExact } from './znuny-api';

describe('the customer login as a TicketSearch condition', () => {
  it('quotes the login, so QueryCondition takes + ( ) spaces and words like OR as they are', () => {
    expect(loginCondition('carlos.lima+ti@gmail.com')).toBe('"carlos.lima+ti@gmail.com"');
    expect(loginCondition('a(b)c OR d@x.br')).toBe('"a(b)c OR d@x.br"');
    expect(loginIsExact('carlos.lima+ti@gmail.com')).toBe(true);
    expect(loginIsExact('12345678909')).toBe(true);
    expect(loginIsExact('a_b@x.br')).toBe(true);
  });
  it('turns a quote or a backslash into a wildcard, and says the search may then find more', () => {
    expect(loginCondition('a"b\\c@x.br')).toBe('"a*b*c@x.br"');
    expect(loginIsExact('a"b@x.br')).toBe(false);
  });
  it('says so for * and % as well (Znuny makes them wildcards, and _ with them)', () => {
    expect(loginIsExact('a*b@x.br')).toBe(false);
    expect(loginIsExact('a%b_c@x.br')).toBe(false);
  });
});
