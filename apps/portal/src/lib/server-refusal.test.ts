import { describe, expect, it } from 'vitest';
import { serverRefusal } from './server-refusal';

describe('serverRefusal', () => {
  it("reads the server's mensagem and erros, and the status", () => {
    const erros = [{ severity: 'error' as const, message: 'Tela "a": …', path: ['telas', 'a'], line: 4, column: 3 }];
    expect(serverRefusal({ status: 422, data: { mensagem: 'A árvore possui 1 erro de verificação…', erros } })).toEqual({
      status: 422,
      reason: 'A árvore possui 1 erro de verificação…',
      errors: erros,
    });
  });

  it('gives no reason for a network failure or a blank mensagem', () => {
    expect(serverRefusal({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({});
    expect(serverRefusal({ status: 413, data: { mensagem: '  ' } })).toEqual({ status: 413 });
    expect(serverRefusal(undefined)).toEqual({});
  });
});
