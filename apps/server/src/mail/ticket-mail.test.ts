import { describe, expect, it } from 'vitest';
import { replyHtml } from '../tickets/first-article';
import { articleText, renderTicketMail } from './ticket-mail';

describe('the e-mail of a reply', () => {
  it("takes the agent's text back from the stored body, markup as text", () => {
    expect(articleText(replyHtml('a <b>b</b> & "c"\nd'))).toBe('a <b>b</b> & "c"\nd');
    expect(articleText('<p>Olá</p><p>mundo<img src=x onerror=alert(1)></p>')).toBe('Olá\nmundo');
  });

  it('escapes everything from the ticket in the HTML and keeps the link', () => {
    const mail = renderTicketMail({
      tipo: 'resposta', ticketId: 7, tn: '2026120210000071', titulo: 'Título <i>x</i>', solicitante: 'Ana Beatriz', atendente: 'Atendente "DTI"',
      corpo: replyHtml('<script>alert(1)</script>'), publicUrl: 'https://chamados.ufv.br',
    });
    expect(mail.assunto).toBe('[Chamado 2026120210000071] Nova resposta: Título <i>x</i>');
    expect(mail.texto).toContain('Olá, Ana!');
    expect(mail.texto).toContain('<script>alert(1)</script>');
    expect(mail.html).not.toMatch(/<script|<i>/);
    expect(mail.html).toContain('href="https://chamados.ufv.br/chamados/detalhe/7"');
  });
});
