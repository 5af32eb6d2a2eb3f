/**
 * The variables a canned reply ('Respostas prontas') may carry, filled in when an agent inserts
 * it: the student's name, the protocol number, the service and the agent's own name. The admin
 * page lists them, the server refuses a reply naming any other (a typo would reach the student
 * as '{nomee}'), and the desk fills them: one list, one rule.
 */
export const CANNED_REPLY_VARIABLES = ['nome', 'protocolo', 'servico', 'atendente'] as const;
export type CannedReplyVariable = (typeof CANNED_REPLY_VARIABLES)[number];

/** What each variable becomes in one ticket. */
export type CannedReplyValues = Record<CannedReplyVariable, string>;

// `{word}`: letters (accents too), digits, '_' and '-'; anything else between braces is plain text.
const VARIABLE = /\{([\p{L}\p{N}_-]+)\}/gu;

const isKnown = (name: string): name is CannedReplyVariable => (CANNED_REPLY_VARIABLES as readonly string[]).includes(name);

/**
 * The `{names}` of `text` that are not variables, each once, in order.
 * @example unknownCannedVariables('Olá, {nomee}! Protocolo {protocolo}.') // ['nomee']
 */
export function unknownCannedVariables(text: string): string[] {
  const unknown = new Set<string>();
  for (const [, name] of text.matchAll(VARIABLE)) if (!isKnown(name!)) unknown.add(name!);
  return [...unknown];
}

/**
 * `text` with each variable replaced by its value; a variable whose value is blank becomes ''
 * (and the space before it goes too, so 'Olá, {nome}!' without a name reads 'Olá!' rather
 * than 'Olá, !' — the comma with it). Unknown names stay as written.
 * @example fillCannedReply('Olá, {nome}! Protocolo {protocolo}.', { nome: 'Ana', protocolo: '2025061010000012', servico: '', atendente: '' }) // 'Olá, Ana! Protocolo 2025061010000012.'
 */
export function fillCannedReply(text: string, values: CannedReplyValues): string {
  return text.replace(/(,?\s?)\{([\p{L}\p{N}_-]+)\}/gu, (whole, before: string, name: string) => {
    if (!isKnown(name)) return whole;
    const value = values[name].trim();
    return value === '' ? '' : `${before}${value}`;
  });
}

/** The part of a ticket a canned reply's variables come from (the agents' detail has it all). */
export interface CannedReplyTicket {
  tn: string;
  servico: string;
  solicitante: { nome: string };
}

/**
 * What the variables become in `ticket`, for the agent named `atendente`: the student's first
 * name (a greeting reads 'Olá, Ana!', not the full name), the protocol, the service.
 * @example cannedReplyValues({ tn: '2025061010000012', servico: 'Rede sem fio', solicitante: { nome: 'Ana Beatriz Souza' } }, 'Rafael').nome // 'Ana'
 */
export function cannedReplyValues(ticket: CannedReplyTicket, atendente: string): CannedReplyValues {
  return {
    nome: ticket.solicitante.nome.trim().split(/\s+/)[0] ?? '',
    protocolo: ticket.tn,
    servico: ticket.servico.trim(),
    atendente: atendente.trim(),
  };
}
