import { describe, expect, it } from 'vitest';
import { decodeToken, isTokenValid } from './token-claims';
import { base64Url, fakeToken } from '../msw/fake-token';

describe('decodeToken', () => {
  it('reads the claims of a JWT, accents included', () => {
    const claims = {
      nome: 'João Araújo',
      cpf: '12345678900',
      exp: 2_000_000_000,
      grupos: ['1702'],
    };
    expect(decodeToken(fakeToken(claims))).toEqual(claims);
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['not three parts', 'abc.def'],
    ['payload not base64', 'a.%%%.c'],
    ['payload not JSON', `a.${base64Url('não é json')}.c`],
    ['payload not an object', `a.${base64Url('42')}.c`],
    ['payload an array', `a.${base64Url('[1]')}.c`],
  ])('decodes an invalid token (%s) to null without throwing', (_label, token) => {
    expect(decodeToken(token)).toBeNull();
  });
});

describe('isTokenValid', () => {
  const now = Date.UTC(2025, 5, 10, 12, 0, 0);

  it('accepts claims that expire after now and refuses those expired at or before now', () => {
    expect(isTokenValid({ exp: now / 1000 + 60 }, now)).toBe(true);
    expect(isTokenValid({ exp: now / 1000 }, now)).toBe(false);
    expect(isTokenValid({ exp: now / 1000 - 60 }, now)).toBe(false);
  });

  it('refuses missing claims and claims without exp', () => {
    expect(isTokenValid(null, now)).toBe(false);
    expect(isTokenValid({ nome: 'Ana' }, now)).toBe(false);
  });
});

describe('decodeToken applies the claims rules of @chamados/api-contract', () => {
  it('drops claims of the wrong type, so a numeric group grants nothing', () => {
    expect(decodeToken(fakeToken({ nome: 'Ana', grupos: [1702, '10'] } as never))).toEqual({ nome: 'Ana', grupos: ['10'] });
  });
});
