import { describe, expect, it } from 'vitest';
import { displayNameOf, isAdmin, isGovBr, readClaims, userIdOf } from './read-claims';

describe('readClaims', () => {
  it('keeps the claims of spec §3 that have their type', () => {
    expect(readClaims({ nome: 'Ana', cpf: '12345678909', exp: 10, grupos: ['1702'], extra: 1 })).toEqual({
      nome: 'Ana',
      cpf: '12345678909',
      exp: 10,
      grupos: ['1702'],
    });
  });

  it('drops a claim of the wrong type instead of coercing it', () => {
    expect(readClaims({ cpf: ['11144477735'], email: 5, exp: '10', grupos: [1702, ['1702'], '10'] })).toEqual({ grupos: ['10'] });
    expect(readClaims({ grupos: '1702' })).toEqual({});
  });

  it('reads nothing from a payload that is not an object', () => {
    expect(readClaims(null)).toEqual({});
    expect(readClaims(['1702'])).toEqual({});
    expect(readClaims('x')).toEqual({});
  });
});

describe('isAdmin', () => {
  it("is true only for the string group '1702'", () => {
    expect(isAdmin(readClaims({ grupos: ['alunos', '1702'] }))).toBe(true);
    expect(isAdmin(readClaims({ grupos: [1702] }))).toBe(false);
    expect(isAdmin(readClaims({ grupos: [['1702']] }))).toBe(false);
    expect(isAdmin(readClaims({ grupos: [' 1702'] }))).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});

describe('userIdOf', () => {
  it('is the CPF (digits only) unless the client is gov.br', () => {
    expect(userIdOf({ cpf: '12345678909', email: 'ana@ufv.br' })).toBe('12345678909');
    expect(userIdOf({ cpf: ' 111.444.777-35 ' })).toBe('11144477735');
  });

  it('is the e-mail, lower-cased, for gov.br', () => {
    expect(userIdOf({ clientName: 'govbr', cpf: '12345678909', email: ' Carlos@Gmail.com ' })).toBe('carlos@gmail.com');
  });

  it("reads the client name 'govbr' whatever its case and blanks", () => {
    for (const clientName of ['GOVBR', 'GovBr', ' govbr ']) {
      expect(isGovBr({ clientName })).toBe(true);
      expect(userIdOf({ clientName, cpf: '12345678909', email: 'Carlos@Gmail.com' })).toBe('carlos@gmail.com');
    }
    expect(isGovBr({ clientName: 'gov.br' })).toBe(false);
    expect(isGovBr({ clientName: 'ufv' })).toBe(false);
    expect(isGovBr(null)).toBe(false);
  });

  it("keeps CPFs and e-mails apart: a gov.br 'e-mail' made of a CPF's digits identifies nobody", () => {
    expect(userIdOf({ clientName: 'govbr', email: '12345678909' })).toBeUndefined();
    expect(userIdOf({ cpf: 'ana@ufv.br' })).toBeUndefined();
  });

  it('is undefined without a valid identifier', () => {
    expect(userIdOf({ cpf: '123' })).toBeUndefined();
    expect(userIdOf({ clientName: 'govbr' })).toBeUndefined();
    expect(userIdOf(null)).toBeUndefined();
  });
});

describe('displayNameOf', () => {
  it('is nome, else name, else the e-mail, trimmed', () => {
    expect(displayNameOf({ nome: '  Ana ', name: 'Ana B' })).toBe('Ana');
    expect(displayNameOf({ nome: '   ', name: 'Ana B' })).toBe('Ana B');
    expect(displayNameOf({ email: 'ana@ufv.br' })).toBe('ana@ufv.br');
    expect(displayNameOf({})).toBe('');
  });
});
