import { describe, expect, it } from 'vitest';
import { cannedReplyValues, fillCannedReply, unknownCannedVariables } from './canned-reply-variables';

const values = cannedReplyValues({ tn: '2026112610000042', servico: ' Rede sem fio ', solicitante: { nome: 'Ana Beatriz Souza' } }, 'Rafael Moreira');

describe('canned-reply variables', () => {
  it('takes the first name, the protocol, the service and the agent from the ticket', () => {
    expect(values).toEqual({ nome: 'Ana', protocolo: '2026112610000042', servico: 'Rede sem fio', atendente: 'Rafael Moreira' });
  });

  it('fills every known variable and leaves other braces as written', () => {
    expect(fillCannedReply('Olá, {nome}! O chamado {protocolo} ({servico}) está com {atendente}. Use {chave}.', values)).toBe(
      'Olá, Ana! O chamado 2026112610000042 (Rede sem fio) está com Rafael Moreira. Use {chave}.',
    );
  });

  it('drops a blank variable with the comma and space before it', () => {
    expect(fillCannedReply('Olá, {nome}! Tudo certo.', { ...values, nome: '' })).toBe('Olá! Tudo certo.');
  });

  it('names the unknown variables once each', () => {
    expect(unknownCannedVariables('Oi {nomee}, {nomee} e {Nome}; {nome} e { solto }.')).toEqual(['nomee', 'Nome']);
  });
});
