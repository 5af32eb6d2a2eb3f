import { describe, expect, it } from 'vitest';
import { fakeEnv } from '../../test/runtime-fixtures';
import type { Field } from '../types';
import { defaultValue, initialFormValues } from './default-value';

const withDefault = (tipo: string, valor?: string): Field => ({ tipo: 'caixaDeTexto', valor: { tipo, valor } });

describe('defaultValue', () => {
  it('automatic keys email, cpf and matricula take the user claims', async () => {
    const env = fakeEnv();
    expect(await defaultValue(withDefault('email'), env)).toBe('maria@ufv.br');
    expect(await defaultValue(withDefault('cpf'), env)).toBe('12345678901');
    expect(await defaultValue(withDefault('matricula'), env)).toBe('ES99999');
  });

  it('nome takes the nome claim, else name', async () => {
    expect(await defaultValue(withDefault('nome'), fakeEnv())).toBe('Maria da Silva');
    expect(await defaultValue(withDefault('nome'), fakeEnv({ user: { name: 'John' } }))).toBe('John');
  });

  it('ip comes from env.clientIp', async () => {
    expect(await defaultValue(withDefault('ip', '0.0.0.0'), fakeEnv({ ip: '200.1.2.3' }))).toBe('200.1.2.3');
  });

  it('an ip lookup failure falls back to the nested valor', async () => {
    expect(await defaultValue(withDefault('ip', '0.0.0.0'), fakeEnv({ ip: new Error('offline') }))).toBe('0.0.0.0');
  });

  it('a missing claim falls back to the nested valor', async () => {
    expect(await defaultValue(withDefault('cpf', '-'), fakeEnv({ user: {} }))).toBe('-');
  });

  it('any other key gives the nested valor', async () => {
    expect(await defaultValue(withDefault('fixo', 'Olá'), fakeEnv())).toBe('Olá');
  });

  it('a select starts at the option whose valor matches', async () => {
    const env = fakeEnv({ lists: { predios: [{ key: 'pva', value: 'Pavilhão' }] } });
    const field: Field = { tipo: 'caixaDeSelecao', opcoes: { chave: 'predios' }, valor: { tipo: 'x', valor: 'pva' } };
    expect(await defaultValue(field, env)).toEqual({ texto: 'Pavilhão', valor: 'pva' });
  });

  it('check boxes start from their marcado options', async () => {
    const field: Field = {
      tipo: 'caixaDeChecagem',
      opcoes: [{ texto: 'A', valor: 'a', marcado: true }, { texto: 'B', valor: 'b' }],
    };
    expect(await defaultValue(field, fakeEnv())).toEqual(['a']);
  });

  it('initialFormValues fills every field that has a start value', async () => {
    const values = await initialFormValues(
      { campos: { email: withDefault('email'), livre: { tipo: 'memorando' }, anexos: { tipo: 'caixaDeAnexo' } } },
      fakeEnv(),
    );
    expect(values).toEqual({ email: 'maria@ufv.br', anexos: [] });
  });

  it('data entered before wins over the default value when returning to a form', async () => {
    const values = await initialFormValues({ campos: { email: withDefault('email') } }, fakeEnv(), { email: 'outro@ufv.br' });
    expect(values).toEqual({ email: 'outro@ufv.br' });
  });
});
