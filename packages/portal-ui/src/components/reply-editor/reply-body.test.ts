import { describe, expect, it } from 'vitest';
import { buildReplyBody, canSendReply, replyCorpo, replyTimestamp } from './reply-body';

const LIMIT = 18 * 1048576;

describe('replyCorpo', () => {
  it('turns every kind of line break into <br> and trims the ends', () => {
    expect(replyCorpo('\nOlá!\nTrocamos.\r\nObrigada.\rAna\n\n')).toBe('Olá!<br>Trocamos.<br>Obrigada.<br>Ana');
  });

  it('leaves other markup as typed (the server escapes it)', () => {
    expect(replyCorpo('a < b & <b>c</b>')).toBe('a < b & <b>c</b>');
  });
});

describe('replyTimestamp', () => {
  it("is 'YYYY-MM-DD HH:mm:ss' in São Paulo time", () => {
    expect(replyTimestamp(new Date('2025-06-11T14:02:05Z'))).toBe('2025-06-11 11:02:05');
    expect(replyTimestamp(new Date('2025-01-01T02:03:04Z'))).toBe('2024-12-31 23:03:04');
    expect(replyTimestamp(new Date('2025-03-04T03:00:00Z'))).toBe('2025-03-04 00:00:00');
  });
});

describe('buildReplyBody', () => {
  it('is the contract ReplyBody', () => {
    const body = buildReplyBody(
      {
        assunto: ' Re: [Ticket#2025061010000031] ',
        corpo: 'Testei de novo.\nFuncionou!',
        files: [{ filename: 'teste.png', contentType: 'image/png', content: 'iVBORw0=', size: 5 }],
        from: 'ana.souza@ufv.br',
      },
      new Date('2025-06-11T14:02:05Z'),
    );
    expect(body).toEqual({
      assunto: 'Re: [Ticket#2025061010000031]',
      corpo: 'Testei de novo.<br>Funcionou!',
      anexos: [{ filename: 'teste.png', contenttype: 'image/png', content: 'iVBORw0=', size: 5 }],
      de: 'ana.souza@ufv.br',
      criado: '2025-06-11 11:02:05',
    });
  });

  it('leaves `de` out when the app does not know the e-mail', () => {
    expect('de' in buildReplyBody({ assunto: 'a', corpo: 'b', files: [] }, new Date())).toBe(false);
  });
});

describe('canSendReply', () => {
  it('needs assunto and corpo with something besides spaces', () => {
    expect(canSendReply('Re: x', 'Oi', 0, LIMIT)).toBe(true);
    expect(canSendReply('  ', 'Oi', 0, LIMIT)).toBe(false);
    expect(canSendReply('Re: x', '\n\n', 0, LIMIT)).toBe(false);
  });

  it('allows up to 18 MB of attachments (1 MB = 1048576 bytes), not one byte more', () => {
    expect(canSendReply('a', 'b', LIMIT, LIMIT)).toBe(true);
    expect(canSendReply('a', 'b', LIMIT + 1, LIMIT)).toBe(false);
  });
});
