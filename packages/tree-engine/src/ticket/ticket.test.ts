import { describe, expect, it } from 'vitest';
import { file, wifiEnv, wifiTree } from '../../test/runtime-fixtures';
import { answerTutorial } from '../attendance/answer-tutorial';
import { chooseOption } from '../attendance/choose-option';
import { startAttendance } from '../attendance/start-attendance';
import type { Attendance } from '../types';
import { buildTicketRequest, isClosedOnCreation } from './build-ticket-request';
import { finalScreenSummary, truncateForSummary } from './final-screen-summary';
import { formatTicketDate } from './format-ticket-date';

const NOW = new Date('2025-03-04T12:05:00Z');

function atFinal(assignments: Attendance['assignments'], attachments = [file('a.pdf')]): Attendance {
  return { ...startAttendance(wifiTree()), current: '#final', assignments, attachments, log: ['Rede sem fio', 'qual-rede', '#final'] };
}

describe('formatTicketDate', () => {
  it("formats dd/MM/yyyy H:mm in America/Sao_Paulo", () => {
    expect(formatTicketDate(NOW)).toBe('04/03/2025 9:05');
    expect(formatTicketDate(new Date('2025-12-31T02:59:00Z'))).toBe('30/12/2025 23:59');
  });
});

describe('buildTicketRequest', () => {
  it('starts from the spec defaults', () => {
    expect(buildTicketRequest(atFinal({}), NOW).propriedades).toEqual({
      assunto: 'Chamado criado automaticamente - 04/03/2025 9:05',
      fila: 'N1::Service Desk',
      tipo: 'Requisição de Serviço',
      prioridade: '5 Muito Alto',
    });
  });

  it('assignments override the defaults and are sent as text', () => {
    const request = buildTicketRequest(atFinal({ fila: 'N2', prioridade: 3, urgente: true, predio: { texto: 'P', valor: 'pva' } }), NOW);
    expect(request.propriedades).toMatchObject({ fila: 'N2', prioridade: '3', urgente: 'true', predio: 'pva' });
  });

  it('a blank subject from an assignment falls back to the default subject', () => {
    expect(buildTicketRequest(atFinal({ assunto: '  ' }), NOW).propriedades.assunto).toBe('Chamado criado automaticamente - 04/03/2025 9:05');
  });
  it('list-valued properties go to tabelas as rows of text', () => {
    const request = buildTicketRequest(atFinal({ maquinas: [{ patrimonio: '1', sala: { texto: 'S', valor: 's1' } }] }), NOW);
    expect(request.tabelas).toEqual({ maquinas: [{ patrimonio: '1', sala: 's1' }] });
    expect(request.propriedades.maquinas).toBeUndefined();
  });

  it('__anexos is not a ticket property; the files go in anexos', () => {
    const request = buildTicketRequest(atFinal({ __anexos: [{ nome: 'a.pdf', tipo: 'application/pdf' }] }), NOW);
    expect(request.propriedades.__anexos).toBeUndefined();
    expect(request.tabelas).toEqual({});
    expect(request.anexos).toEqual([{ filename: 'a.pdf', contentType: 'application/pdf', content: 'SGVsbG8=' }]);
  });

  it('carries the log', () => {
    expect(buildTicketRequest(atFinal({}), NOW).log).toEqual(['Rede sem fio', 'qual-rede', '#final']);
  });
});

describe('isClosedOnCreation', () => {
  it("is true when state is 'closed successful' (a tutorial solved it)", async () => {
    const solved = await answerTutorial(chooseOption(startAttendance(wifiTree()), 'eduroam'), true, wifiEnv());
    expect(isClosedOnCreation(solved)).toBe(true);
    expect(isClosedOnCreation(atFinal({}))).toBe(false);
  });
});

describe('finalScreenSummary', () => {
  it('texts of 40 characters or more are cut to 38 plus ...', () => {
    expect(truncateForSummary('a'.repeat(39))).toBe('a'.repeat(39));
    expect(truncateForSummary('a'.repeat(40))).toBe(`${'a'.repeat(38)}...`);
  });

  it('properties no form asked for are the help desk\'s (labelled when the ticket knows them); lists become tables', () => {
    const summary = finalScreenSummary(
      atFinal({ fila: 'N2', descricao: 'x'.repeat(50), vazia: [], itens: [{ patrimonio: '1' }, { sala: 's' }], __anexos: [] }),
    );
    expect(summary).toEqual({
      propriedades: [],
      tabelas: [{ titulo: 'itens', colunas: ['patrimonio', 'sala'], linhas: [['1', ''], ['', 's']] }],
      anexos: [{ nome: 'a.pdf', tipo: 'application/pdf' }],
      equipe: [['Fila', 'N2'], ['descricao', `${'x'.repeat(38)}...`]],
    });
  });
});
