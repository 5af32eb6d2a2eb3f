import { describe, expect, it } from 'vitest';
import {
  decodeToken,
  displayNameOf,
  isAdmin,
  isTokenValid,
  userIdOf,
  type TokenClaims,
} from './token-claims';
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

describe('isAdmin', () => {
  it("is true only when the groups include '1702'", () => {
    expect(isAdmin({ grupos: ['100', '1702'] })).toBe(true);
    expect(isAdmin({ grupos: ['100'] })).toBe(false);
    expect(isAdmin({})).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});

describe('userIdOf', () => {
  const claims: TokenClaims = { cpf: '12345678900', email: 'ana@ufv.br' };

  it("is the e-mail when the client is 'govbr'", () => {
    expect(userIdOf({ ...claims, clientName: 'govbr' })).toBe('ana@ufv.br');
  });

  it('is the CPF for any other client', () => {
    expect(userIdOf({ ...claims, clientName: 'ufv-sso' })).toBe('12345678900');
    expect(userIdOf(claims)).toBe('12345678900');
    expect(userIdOf(null)).toBeUndefined();
  });
});

describe('displayNameOf', () => {
  it('prefers nome, then name, then the e-mail', () => {
    expect(displayNameOf({ nome: 'Ana', name: 'Ann', email: 'a@ufv.br' })).toBe('Ana');
    expect(displayNameOf({ name: 'Ann', email: 'a@ufv.br' })).toBe('Ann');
    expect(displayNameOf({ email: 'a@ufv.br' })).toBe('a@ufv.br');
  });
});
