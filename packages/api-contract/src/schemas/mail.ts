import { Type, type Static } from 'typebox';
import { Id, Obj } from './common';

/**
 * `GET /api/preferencias` and the answer of `PUT /api/preferencias`: the signed-in user's
 * 'Receber avisos por e-mail' (yes unless they turned it off), and whether this server sends
 * e-mail at all (`emailAtivo`: SMTP_URL set and tickets kept by the portal, not by Znuny).
 */
export const MailPreference = Obj({
  avisosPorEmail: Type.Boolean({ description: 'O estudante recebe e-mail quando um atendente responde ou encerra um chamado' }),
  emailAtivo: Type.Boolean({ description: 'false: este servidor não envia e-mail (SMTP_URL não definida, ou os chamados estão no Znuny)' }),
});
export type MailPreference = Static<typeof MailPreference>;

/** `PUT /api/preferencias`: turns the e-mail on or off. */
export const MailPreferenceBody = Obj({ avisosPorEmail: Type.Boolean() });
export type MailPreferenceBody = Static<typeof MailPreferenceBody>;

/** An e-mail the server has not managed to send. */
export const FailedMail = Obj({
  id: Id,
  ticketId: Id,
  ticketNumber: Type.String(),
  para: Type.String(),
  assunto: Type.String(),
  tentativas: Type.Integer({ minimum: 0 }),
  ultimoErro: Type.String({ description: 'O que o servidor SMTP ou a rede disse na última tentativa' }),
  proximaTentativa: Type.String({ format: 'date-time' }),
  criado: Type.String({ format: 'date-time' }),
  desistido: Type.Boolean({ description: 'Falhou vezes demais: não será mais tentado (proximaTentativa não vale mais)' }),
});
export type FailedMail = Static<typeof FailedMail>;

/** `GET /api/admin/emails`: how students' e-mail is going, for admins. */
export const MailStatus = Obj({
  ativo: Type.Boolean({ description: 'false: o e-mail está desligado (SMTP_URL não definida, ou os chamados estão no Znuny)' }),
  pendentes: Type.Integer({ minimum: 0, description: 'Ainda a enviar (falhando incluídos)' }),
  falhando: Type.Integer({ minimum: 0, description: 'Falharam ao menos uma vez e serão tentados de novo' }),
  desistidos: Type.Integer({ minimum: 0, description: 'Falharam vezes demais: não serão mais tentados' }),
  enviados: Type.Integer({ minimum: 0 }),
  falhas: Type.Array(FailedMail, { description: 'Os mais recentes que falharam, ainda não enviados' }),
});
export type MailStatus = Static<typeof MailStatus>;
