import { describe, expect, it } from 'vitest';
import { conversationHeading, isRoutineSubject } from './conversation-heading';

const ticket = { tn: '2026112610000042', titulo: 'Sem acesso à eduroam', solicitante: { nome: 'Ana Souza', email: 'ana@ufv.br' } };

describe('the desk conversation headings', () => {
  it('leaves out subjects that only repeat the ticket', () => {
    expect(isRoutineSubject('Re: [Ticket#2026112610000042]', ticket)).toBe(true);
    expect(isRoutineSubject('RES: Re: Sem acesso à eduroam', ticket)).toBe(true);
    expect(isRoutineSubject('  ', ticket)).toBe(true);
    expect(isRoutineSubject('Re: [Ticket#2026112610000042] Troca do roteador', ticket)).toBe(false);
  });

  it('heads a message by who wrote it, the student by name, with a subject only when it is news', () => {
    expect(conversationHeading({ de: 'ana@ufv.br', assunto: 'Re: [Ticket#2026112610000042]', tipo: 'entrada' }, ticket)).toBe('Ana Souza');
    expect(conversationHeading({ de: 'Atendente DTI', assunto: 'Verificar controladora', tipo: 'saida' }, ticket)).toBe('Atendente DTI · Verificar controladora');
    expect(conversationHeading({ de: 'Atendente DTI', assunto: 'Sem acesso à eduroam', tipo: 'saida' }, ticket)).toBe('Atendente DTI');
  });
});
